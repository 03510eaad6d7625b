#pragma once

#include "encounter/attackrules.h"
#include "encounter/rulescontext.h"

namespace battlemat {

/**
 * Immediate counters (orcus-gaps-filled.md section 3; Orcus "Action required": a counter's effects commence before
 * the trigger resolves and may prevent it). The engine knows the trigger "attacked": an enemy attacks the power's
 * user. Reactions, which follow their trigger, are used with the attack command on the user's decision.
 */
namespace CounterActions {

/**
 * Before an attack's rolls: each target (in the attack's order) that may take an immediate action now (not its
 * turn, none taken since its last turn, able to act) and holds an unused "attacked" counter that can strike the
 * attacker is asked (decision "counter"); a counter taken resolves at once against the attacker. A counter that only
 * shifts its user (Slide Away, "Shift 6.") is asked as the square it shifts to (TriggerOffer); a target it moved out
 * of the attack's reach, range or area drops out of it ("attackLost"). Returns the targets the attack goes ahead
 * against, or nothing when a counter dropped the attacker or left it unable to act.
 */
QCoro::Task<std::optional<QStringList>> beforeAttack(RulesContext *context, QString attackerId, CombatPower attack,
                                                     QStringList targets, AttackOptions options);

} // namespace CounterActions
} // namespace battlemat
