#include "mastery/attackreach.h"

namespace battlemat {

Status attackReach(const MasteryState &state, const CombatantState &attacker, const CombatantState &target, bool ranged,
                   const QString &attackStat, const QString &defenseStat)
{
    if (attacker.sheet.id == target.sheet.id)
        return Error{QStringLiteral("'%1' cannot attack itself").arg(attacker.sheet.id)};
    if (attacker.sheet.dice.value(attackStat, 0) == 0)
        return Error{QStringLiteral("'%1' has no '%2' die").arg(attacker.sheet.id, attackStat)};
    if (target.sheet.dice.value(defenseStat, 0) == 0)
        return Error{QStringLiteral("'%1' has no '%2' die").arg(target.sheet.id, defenseStat)};
    const QString unplaced = attacker.sheet.region.isEmpty() ? attacker.sheet.id
                             : target.sheet.region.isEmpty() ? target.sheet.id
                                                             : QString();
    if (!unplaced.isEmpty())
        return Error{QStringLiteral("'%1' is in no region yet; place it first").arg(unplaced)};
    // "Regions": everyone in one region is in melee; ranged attacks reach adjacent regions or further.
    const auto range = state.map.range(attacker.sheet.region, target.sheet.region);
    if (!ranged && range != 0)
        return Error{QStringLiteral("'%1' is not in melee with '%2' (different regions); use ranged")
                         .arg(attacker.sheet.id, target.sheet.id)};
    if (ranged && !range)
        return Error{QStringLiteral("no way leads from '%1' to '%2'").arg(attacker.sheet.region, target.sheet.region)};
    return success();
}

} // namespace battlemat
