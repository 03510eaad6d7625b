#include "encounter/attackorigin.h"

#include "encounter/encountergrid.h"
#include "grid/sightline.h"

namespace battlemat::AttackRules {

bool isDirect(const CombatPower &power)
{
    return power.origin == PowerOrigin::Melee || power.origin == PowerOrigin::Ranged;
}

AttackKind attackKindOf(const CombatPower &power)
{
    switch (power.origin) {
    case PowerOrigin::Melee:
        return AttackKind::Melee;
    case PowerOrigin::Ranged:
        return AttackKind::Ranged;
    case PowerOrigin::Near:
    case PowerOrigin::Self:
        return AttackKind::Near;
    case PowerOrigin::Far:
        return AttackKind::Far;
    }
    return AttackKind::Melee;
}

bool lineOfEffect(const EncounterGrid &grid, const Space &from, const Space &to)
{
    return SightLine(grid.grid(), SightLine::Kind::Effect).clearLine(from, to);
}

CoverGrade coverGrade(const EncounterGrid &grid, const Combatant &attacker, const Combatant &target,
                      const CombatPower &power, const AttackOptions &options)
{
    const int attackerIndex = grid.indexOf(attacker.id);
    const int targetIndex = grid.indexOf(target.id);
    if (power.origin == PowerOrigin::Far && options.origin)
        return grid.cover(attackerIndex, targetIndex, options.origin);
    return grid.cover(attackerIndex, targetIndex);
}

} // namespace battlemat::AttackRules
