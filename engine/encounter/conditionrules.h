#pragma once

#include "encounter/encounterstate.h"

namespace battlemat {

/**
 * What a creature's conditions mean right now (orcus-gaps-filled.md section 7): derived conditions included
 * (a dying or knocked-out creature is unconscious; unconscious counts as helpless, see docs/encounter.md).
 */
namespace ConditionRules {

bool has(const EncounterState &state, const Combatant &c, const QString &condition);
/** Stunned, unconscious, surprised (in the surprise round) and dead creatures take no actions. */
bool canAct(const EncounterState &state, const Combatant &c);
/** Blinded creatures and invisible targets: "Line of sight" for opportunity attacks and off-guard. */
bool canSee(const EncounterState &state, const Combatant &observer, const Combatant &target);
/** Orcus "Opportunity attacks" and "Flanking": able to attack and not prevented by a condition. */
bool canMakeOpportunityAttack(const EncounterState &state, const Combatant &c);
bool contributesToFlank(const EncounterState &state, const Combatant &c);
/** Orcus "Flanking": an ally of the attacker on the opposite side of the target. */
bool flanked(const EncounterState &state, const Combatant &target, const Combatant &attacker);
/** Orcus "Off-guard" and the conditions that impose it, from this attacker's point of view. */
bool offGuardAgainst(const EncounterState &state, const Combatant &target, const Combatant &attacker, bool melee);
/** Speed after slowed (2 at most). */
int speed(const EncounterState &state, const Combatant &c);
/** Defense bonus of effects (Full Defense, Rally) and the -5 of unconscious. */
int defenseModifier(const EncounterState &state, const Combatant &c);
/** Sum of attack penalties from effects (Run: -5). */
int effectAttackPenalty(const EncounterState &state, const Combatant &c);
/** The creature this one is marked by, or empty. */
QString markedBy(const EncounterState &state, const Combatant &c);
/** The creature grappling this one, or empty. */
QString grappledBy(const EncounterState &state, const Combatant &c);

} // namespace ConditionRules
} // namespace battlemat
