#include "campaigncontroller.h"

#include "campaign/campaignjson.h"
#include "core/version.h"
#include "mapdocument.h"
#include "tokenmodel.h"

#include <QRandomGenerator>

CampaignController::CampaignController(QObject *parent, quint64 seed)
    : QObject(parent)
    , m_map(new MapDocument(this))
    , m_tokens(new TokenModel(m_map, this))
    , m_playerScreen(new PlayerScreen(m_map, this))
    , m_diceLog(new DiceLog(seed != 0 ? seed : QRandomGenerator::global()->generate64(), this))
{}

QString CampaignController::sampleCampaignFile()
{
    return QStringLiteral(":/sample-campaign/campaign.json");
}

bool CampaignController::openCampaign(const QString &fileName)
{
    auto campaign = battlemat::readCampaignFile(fileName);
    if (!campaign) {
        setErrorMessage(campaign.errorMessage());
        return false;
    }
    if (campaign->maps.isEmpty()) {
        setErrorMessage(tr("%1: the campaign has no map to show").arg(fileName));
        return false;
    }
    m_campaign = std::move(campaign).value();
    m_fileName = fileName;
    m_map->setMap(m_campaign.maps.at(m_campaign.activeMap));
    setErrorMessage({});
    Q_EMIT campaignChanged();
    return true;
}

QString CampaignController::version() const
{
    return QString::fromLatin1(battlemat::versionString);
}

void CampaignController::setErrorMessage(const QString &message)
{
    if (m_errorMessage == message)
        return;
    m_errorMessage = message;
    Q_EMIT errorMessageChanged();
}
