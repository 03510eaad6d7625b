#pragma once

#include "mastery/masterystate.h"
#include "mastery/regionmovement.h"

namespace battlemat {

/**
 * A combatant's move on the fight's map as the move command plans it ("Regions"): `to` alone finds a run's way
 * (regionMovePath), the others in the fight are the occupants who may take opportunity attacks. The command and
 * the window's Move button both ask this, so the button is open exactly when the plan holds (action points are
 * the command's own check).
 */
Result<MovePlan> planCombatantMove(const MasteryState &state, const CombatantState &mover, QStringList path,
                                   bool onlyDestination, RegionMoveMode mode);

} // namespace battlemat
