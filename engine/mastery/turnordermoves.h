#pragma once

#include "core/result.h"
#include "mastery/masterystate.h"

namespace battlemat {

/**
 * Whether the turn order's own moves ("Delaying", "Interrupt" of ../shared/rules/mastery-points-die-ranks-regions.txt)
 * are open to a combatant now: the checks the command runner makes before it changes anything, in one place, so
 * the window offers only the moves the engine will take and says why the others are closed.
 */
namespace TurnOrderMoves {

/** Delay: only the one whose turn it is (or a member of that group), before it has acted. */
Status canDelay(const MasteryState &state, const QString &actor);
/** Act now after delaying: a delayer, between turns (before the one waiting has acted). */
Status canResume(const MasteryState &state, const QString &actor);
/** Interrupt another's turn: not on its own turn, nobody else interrupting, an AP of its next turn left, and for
 *  a REF vs. REF roll (not declared) a REF die. */
Status canInterrupt(const MasteryState &state, const QString &actor, bool declared);
/** End an interruption: someone is interrupting. */
Status canEndInterrupt(const MasteryState &state);

} // namespace TurnOrderMoves

} // namespace battlemat
