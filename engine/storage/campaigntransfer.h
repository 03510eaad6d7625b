#pragma once

#include "campaign/campaign.h"
#include "core/result.h"

#include <QString>

namespace battlemat {

class CampaignStore;

/** The meta key holding the id of the map on the table. */
inline QString activeMapKey()
{
    return QStringLiteral("activeMap");
}

/** Stores a campaign read from the exchange format (the sample campaign) in one transaction. */
Status importCampaign(CampaignStore &store, const Campaign &campaign);

/** The campaign as the window shows it: its name, its maps and the one on the table; also the active map's id. */
Result<Campaign> loadCampaign(const CampaignStore &store, QString *activeMapId = nullptr);

} // namespace battlemat
