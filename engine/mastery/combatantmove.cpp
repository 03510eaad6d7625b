#include "mastery/combatantmove.h"

namespace battlemat {

Result<MovePlan> planCombatantMove(const MasteryState &state, const CombatantState &mover, QStringList path,
                                   bool onlyDestination, RegionMoveMode mode)
{
    if (onlyDestination && !path.isEmpty())
        path = regionMovePath(state.map, mover.sheet.region, path.constFirst(), mode);
    QList<RegionOccupant> occupants;
    for (const CombatantState &other : state.combatants) {
        if (other.sheet.id != mover.sheet.id && !other.sheet.defeated())
            occupants.append({other.sheet.id, other.sheet.side, other.sheet.region});
    }
    return planRegionMove(state.map, mover.sheet.side, mover.sheet.region, mode, path, occupants);
}

} // namespace battlemat
