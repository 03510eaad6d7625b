#include "campaignrecorder.h"

#include "encounter/commandprocessor.h"
#include "session/encounterrecording.h"
#include "storage/campaignstore.h"

using namespace battlemat;

CampaignRecorder::CampaignRecorder(std::unique_ptr<CampaignStore> store, QString encounterId, QString encounterName,
                                   const CliIo &io)
    : m_store(std::move(store))
    , m_encounterId(std::move(encounterId))
    , m_encounterName(std::move(encounterName))
    , m_io(io)
{}

CampaignRecorder::~CampaignRecorder() = default;

Result<std::unique_ptr<CampaignRecorder>> CampaignRecorder::open(const QString &campaignFile,
                                                                 const QString &encounterName,
                                                                 const QString &encounterId, const CliIo &io)
{
    auto store = CampaignStore::open(campaignFile);
    if (!store)
        return store.error();
    return std::unique_ptr<CampaignRecorder>(
        new CampaignRecorder(std::move(store).value(), encounterId, encounterName, io));
}

Status CampaignRecorder::attach(CommandProcessor &processor)
{
    // A new encounter row each time: resuming a stored fight means replaying its log (TableSession::resume).
    auto id = EncounterRecording::begin(*m_store, processor, {{QStringLiteral("name"), m_encounterName}}, m_encounterId,
                                        [this](const Status &status) { report(status); });
    if (!id)
        return id.error();
    m_encounterId = *id;
    return success();
}

void CampaignRecorder::report(const Status &status)
{
    if (!status) {
        if (m_failure.isEmpty())
            m_failure = status.errorMessage();
        return;
    }
    // Printed only after the commit returned: the line promises that the log up to here is on disk.
    auto count = m_store->eventCount(m_encounterId);
    m_io.printJson({{QStringLiteral("type"), QStringLiteral("committed")},
                    {QStringLiteral("encounter"), m_encounterId},
                    {QStringLiteral("events"), count ? *count : -1}});
}
