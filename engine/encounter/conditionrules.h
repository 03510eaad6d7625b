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
/**
 * Why the target is off-guard against this attacker from its conditions and effects alone (an off-guard effect,
 * blinded, dazed, helpless, restrained, stunned, surprised, unconscious); prone (melee only), flanking and sight
 * are the attack's business (AttackModifiers::circumstances).
 */
QStringList offGuardReasons(const EncounterState &state, const Combatant &target, const Combatant &attacker);
/** Defense bonus of effects (Full Defense, Rally) and the -5 of unconscious. */
int defenseModifier(const EncounterState &state, const Combatant &c);
/** Sum of attack penalties from effects (Run: -5). */
int effectAttackPenalty(const EncounterState &state, const Combatant &c);
/** The largest power bonus to attack rolls from effects (power bonuses do not stack). */
int effectAttackBonus(const EncounterState &state, const Combatant &c);
/** The effect that forbids the creature to shift ("cannot shift", forbiddenAction step), or none. */
const ActiveEffect *shiftForbidden(const EncounterState &state, const Combatant &c);
/** The creature this one is marked by, or empty. */
QString markedBy(const EncounterState &state, const Combatant &c);
/** The creature grappling this one, or empty. */
QString grappledBy(const EncounterState &state, const Combatant &c);

} // namespace ConditionRules
} // namespace battlemat
