#pragma once

#include "dice/attackodds.h"
#include "encounter/encounterstate.h"

namespace battlemat {

/**
 * What one attack roll is worth to the tactics policy (docs/simulation.md "Choosing an attack"), for an attack bonus
 * already summed: the roll's full bonus for a real choice (AttackRules::modifierTotal) or an upper bound of it
 * (AttackRules::modifierTotalWithoutCover) when the policy only asks whether a square could beat another. Both
 * figures grow with the bonus, so a bound of the bonus gives a bound of the value.
 */
namespace AttackValue {

/**
 * The odds engine's answer for one attack bonus against one defense with one damage formula, kept per thread; the
 * reference holds until the thread's next call.
 */
const AttackOdds &oddsFor(int bonus, int defense, const DiceFormula &damage);

/**
 * Expected damage of one attack roll of power against target at this attack bonus: the target's defense
 * (AttackRules::defenseAgainst) and resistance, critical hits at maximum damage and half damage on a miss.
 */
double expectedDamage(const EncounterState &state, const Combatant &target, const CombatPower &power, int bonus,
                      double *hitChance = nullptr);

/**
 * The policy's value of hitting target with power at this bonus: expected damage plus conditions, capped at what the
 * target has left, weighted by staggeredFocus when it is staggered, plus its next attacks when a hit drops it.
 */
double value(const EncounterState &state, const Combatant &target, const CombatPower &power, int bonus,
             double staggeredFocus);

/**
 * value() for a hit chance and an expected damage already known: what a Coup de Grace (a sure critical hit) is
 * worth goes through the same scoring as a rolled attack.
 */
double valueOf(const Combatant &target, const CombatPower &power, double hit, double expectedDamage,
               double staggeredFocus);

/** Damage of a critical hit of power on target (Orcus "Critical hits": the maximum), less its resistance. */
double criticalDamage(const Combatant &target, const CombatPower &power);

/** Mean damage of a creature's basic melee attack: what an opportunity attack from it, or its next turn, is worth. */
double basicMeleeMean(const Combatant &c);

/** A creature still in the fight: alive, above 0 hit points, not knocked out. */
inline bool standing(const Combatant &c)
{
    return !c.dead && !c.knockedOut && c.hp > 0;
}

/** A near or far power: an area the policy places, rather than one target it picks. */
inline bool isArea(const CombatPower &power)
{
    return power.origin == PowerOrigin::Near || power.origin == PowerOrigin::Far;
}

} // namespace AttackValue
} // namespace battlemat
