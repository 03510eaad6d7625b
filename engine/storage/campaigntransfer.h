#pragma once

#include "campaign/campaign.h"
#include "core/result.h"

#include <QString>
#include <QStringList>

namespace battlemat {

class CampaignStore;

/** The meta key holding the id of the map on the table. */
inline QString activeMapKey()
{
    return QStringLiteral("activeMap");
}

/** Stores a campaign read from the exchange format (the sample campaign) in one transaction. */
Status importCampaign(CampaignStore &store, const Campaign &campaign);

/**
 * The campaign as the window shows it: its name, its maps and the one on the table; also the active map's id.
 * With damaged given, a map or character that no longer reads is left out and its message appended there (the
 * rest opens); without it, the first damaged one is the error.
 */
Result<Campaign> loadCampaign(const CampaignStore &store, QString *activeMapId = nullptr,
                              QStringList *damaged = nullptr);

} // namespace battlemat
