#pragma once

#include "campaign/campaign.h"
#include "core/result.h"

#include <QJsonObject>

namespace battlemat {

/** The campaign exchange format ("format": "battlemat-campaign"), documented in docs/file-formats.md. */
inline constexpr int campaignFormatVersion = 1;

Result<Campaign> campaignFromJson(const QJsonObject &object, const QString &source);
Result<Campaign> readCampaignFile(const QString &fileName);
QJsonObject campaignToJson(const Campaign &campaign);

} // namespace battlemat
