#pragma once

#include "encounter/command.h"

#include <memory>

namespace battlemat {

/**
 * The tactics policy's use of powers on the creature itself (SelfPowerRules; docs/simulation.md "Powers on
 * itself"): temporary hit points while an enemy threatens it, healing while it is staggered (Orcus "Staggered",
 * the book's "bloodied"). Their worth is in hit points kept, the attack scoring's units (expected damage).
 */
namespace TacticsSelfPower {

/** What using this power now is worth to its user: hit points gained that matter now, 0 when it does not pay. */
double worth(const EncounterState &state, const Combatant &user, const CombatPower &power);
/**
 * The usePower command for the self power worth most, when that is more than `otherUse` (what the policy would do
 * with the action otherwise) and its action is left untraded; null when none pays.
 */
std::shared_ptr<Command> choose(const EncounterState &state, const Combatant &user, double otherUse);

} // namespace TacticsSelfPower
} // namespace battlemat
