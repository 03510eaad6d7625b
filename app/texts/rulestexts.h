#pragma once

#include "grid/creaturesize.h"
#include "orcus/conditionduration.h"
#include "orcus/damageadjustments.h"
#include "orcus/damagetype.h"
#include "orcus/defense.h"
#include "orcus/power.h"
#include "orcus/recharge.h"
#include "sheet/coins.h"

#include <QJsonObject>
#include <QString>

/**
 * The rules' words in the table's language, for what the window and the printed pages show of a sheet, a power or
 * a stat block. The engine's own names ("AC", "fire", "save-ends") stay the JSON's and the CLI's words.
 */
namespace RulesTexts {

QString defense(battlemat::Defense defense); // "AC" -> "RK"
/** One part of a defense's breakdown as DerivedStats gives it: "base Chainmail +16", "half level +2", "Str +4". */
QString defensePart(const QJsonObject &part);
QString damageType(battlemat::DamageType type); // "fire"; empty for untyped damage
/** "resist fire 5, immune poison, weak radiant 5"; empty when there are none. */
QString damageAdjustments(const battlemat::DamageAdjustments &adjustments);
QString recharge(const battlemat::Recharge &recharge);   // "at-will", "recharge 5-6", ...
QString action(battlemat::Power::Action action);         // "standard action", "free action", "no action"
QString duration(battlemat::ConditionDuration duration); // "until the end of the target's next turn"
QString size(battlemat::CreatureSize size);
/** "1 pp, 120 gp" (zero coins left out; "none" for an empty purse). */
QString coins(const battlemat::Coins &coins);

} // namespace RulesTexts
