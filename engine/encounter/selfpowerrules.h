#pragma once

#include "encounter/combatpower.h"
#include "encounter/rulescontext.h"

namespace battlemat {

/**
 * What a power used on its user does, in one place for the usePower command, the simulator's policy and the
 * window's list: Orcus "Temporary hit points" (they do not stack, the higher amount stays), "Healing" (rolled dice
 * or a recovery spent) and the conditions and effects the power puts on its user (the conditions' one table,
 * RulesContext::addEffect). Everything else it prints stays text the log hands to the table.
 */
namespace SelfPowerRules {

/** Whether this creature may use the power on itself now, with the reason it may not. */
Status validate(const EncounterState &state, const Combatant &user, const CombatPower &power);
/** The power's effects on its user; the caller has already paid its action. */
QCoro::Task<void> resolve(RulesContext *context, QString userId, CombatPower power);
/** The self powers this creature can still use (not spent), in its stat block's order. */
QList<const CombatPower *> usable(const Combatant &user);

} // namespace SelfPowerRules
} // namespace battlemat
