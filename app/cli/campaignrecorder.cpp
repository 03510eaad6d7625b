#include "campaignrecorder.h"

#include "encounter/commandprocessor.h"
#include "storage/campaignstore.h"

using namespace battlemat;

CampaignRecorder::CampaignRecorder(std::unique_ptr<CampaignStore> store, QString encounterId, const CliIo &io)
    : m_store(std::move(store))
    , m_encounterId(std::move(encounterId))
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
    // A new encounter row each time: resuming a stored fight means replaying its log, which is the app's job.
    auto id = (*store)->addEntity(EntityKind::Encounter, {{QStringLiteral("name"), encounterName}}, encounterId);
    if (!id)
        return id.error();
    return std::unique_ptr<CampaignRecorder>(new CampaignRecorder(std::move(store).value(), *id, io));
}

Status CampaignRecorder::attach(CommandProcessor &processor)
{
    const Status opened = m_store->appendEvents(m_encounterId, processor.log().events());
    if (!opened)
        return opened;
    report(opened);
    // A failed commit refuses the command (CommandProcessor takes it back); the script stops with the reason.
    processor.setEventsAppended([this](const QList<QJsonObject> &events) -> Status {
        if (!m_failure.isEmpty())
            return Error{m_failure};
        const Status stored = m_store->appendEvents(m_encounterId, events);
        report(stored);
        return stored;
    });
    processor.setEventsRemoved([this](int fromSeq) -> Status {
        if (!m_failure.isEmpty())
            return Error{m_failure};
        const Status stored = m_store->removeEventsAfter(m_encounterId, fromSeq - 1);
        report(stored);
        return stored;
    });
    return success();
}

void CampaignRecorder::report(const Status &status)
{
    if (!status) {
        m_failure = status.errorMessage();
        return;
    }
    // Printed only after the commit returned: the line promises that the log up to here is on disk.
    auto count = m_store->eventCount(m_encounterId);
    m_io.printJson({{QStringLiteral("type"), QStringLiteral("committed")},
                    {QStringLiteral("encounter"), m_encounterId},
                    {QStringLiteral("events"), count ? *count : -1}});
}
