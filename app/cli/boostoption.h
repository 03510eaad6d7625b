#pragma once

#include "core/result.h"
#include "modules/actiondice/boostedrollodds.h"
#include "modules/actiondice/boostodds.h"

#include <QJsonObject>
#include <QString>

#include <optional>

/**
 * `odds ... --boost NdS!`: action dice spent together on the roll (engine/modules/actiondice). NdS! and NdS!1
 * both mean what the Action Dice text says: of the dice only one explodes.
 */
battlemat::Result<battlemat::BoostOdds> readBoostOption(const QString &text);

/**
 * {"dice": "1d6!", "p_success", "p_turned", "by_total", "exact_by_total"}, and "offer" ("spend 1d6: 50% to turn
 * this failure into a success") when the roll has one total that fails.
 */
QJsonObject boostJson(const battlemat::BoostOdds &boost, const battlemat::BoostedRollOdds &odds, const QString &failure,
                      const QString &success, std::optional<int> onlyTotal, int target);
