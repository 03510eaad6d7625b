#pragma once

#include "encounter/encounterstate.h"
#include "orcus/condition.h"

namespace battlemat {

/**
 * What a creature's conditions mean right now (orcus-gaps-filled.md section 7): derived conditions included
 * (a dying or knocked-out creature is unconscious; unconscious counts as helpless, see docs/encounter.md).
 */
namespace ConditionRules {

/**
 * The Orcus conditions a creature has, derived ones included, as bits: has() for every Condition at once, from one
 * pass over the effects. The attack rules ask a dozen conditions of both creatures for every attack the tactics
 * policy weighs; comparing each name against each effect cost more than the rest of the question.
 */
class ConditionSet
{
public:
    bool has(Condition condition) const { return (m_bits >> int(condition)) & 1u; }
    void add(Condition condition) { m_bits |= 1u << int(condition); }
    bool operator==(const ConditionSet &) const = default;

private:
    quint32 m_bits = 0;
};
static_assert(conditionCount <= 32);

/** Every condition the creature has (the one derivation has() answers from). */
ConditionSet conditionsOf(const EncounterState &state, const Combatant &c);
bool has(const EncounterState &state, const Combatant &c, Condition condition);
/** The same by name: an Orcus condition's (conditionName), or any other an effect names ("grappled"). */
bool has(const EncounterState &state, const Combatant &c, const QString &condition);
/** Stunned, unconscious, surprised (in the surprise round) and dead creatures take no actions. */
bool canAct(const EncounterState &state, const Combatant &c);
/** Blinded creatures and invisible targets: "Line of sight" for opportunity attacks and off-guard. */
bool canSee(const EncounterState &state, const Combatant &observer, const Combatant &target);
/** canSee for creatures whose conditions are at hand. */
bool canSee(const ConditionSet &observer, const ConditionSet &target);
/**
 * Why the target is off-guard against this attacker from its conditions and effects alone (an off-guard effect,
 * blinded, dazed, helpless, restrained, stunned, surprised, unconscious); prone (melee only), flanking and sight
 * are the attack's business (AttackModifiers::circumstances).
 */
QStringList offGuardReasons(const EncounterState &state, const Combatant &target, const Combatant &attacker);
/** offGuardReasons with the target's conditions at hand (conditionsOf). */
QStringList offGuardReasons(const EncounterState &state, const Combatant &target, const ConditionSet &conditions,
                            const Combatant &attacker);
/**
 * What effects do to one defense (Full Defense, Rally, "+1 power bonus to all defenses", "-2 penalty to Will
 * defense") and the -5 of unconscious: the largest bonus and the largest penalty count, neither stacks.
 */
int defenseModifier(const EncounterState &state, const Combatant &c, DefenseKind defense);
/** Its speed with the effects' changes ("speeds increase by 1"): the one speed its moves are judged by. */
int speed(const EncounterState &state, const Combatant &c);
/** Its special movement modes' speeds with the same changes. */
QMap<QString, int> movementModes(const EncounterState &state, const Combatant &c);
/** What it has against damage with the effects' changes ("loses all resistances"), for the one adjustDamage. */
DamageDefenses damageDefenses(const EncounterState &state, const Combatant &c);
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
