#pragma once

#include "core/result.h"
#include "dice/diceexpression.h"
#include "dice/diceodds.h"

#include <optional>

namespace battlemat {

/**
 * The odds of a d20 attack against a defense (Orcus "Attack Rolls"): a total >= defense hits, a natural 20
 * always hits and is a critical hit, a natural 1 always misses. A critical hit deals maximum damage: every die
 * of the damage expression at its highest face, explosions not counted.
 */
struct AttackOdds
{
    double hit = 0;      // any hit, critical hits included
    double critical = 0; // natural 20
    double miss = 0;
    double damageOnHit = 0;    // mean damage of an ordinary hit
    int damageOnCritical = 0;  // maximum damage
    double expectedDamage = 0; // per attack, misses counted as 0

    /**
     * The attack expression must hold exactly one d20 that decides the natural roll: 1d20, or 2d20kh1 / 2d20kl1
     * (advantage, disadvantage); its other terms are bonuses. `damage` is optional.
     */
    static Result<AttackOdds> compute(const DiceExpression &attack, int defense,
                                      const std::optional<DiceExpression> &damage = std::nullopt,
                                      const OddsLimits &limits = {});
    /** Damage with every die at its highest face and every subtracted die at 1, explosions not counted. */
    static int maximumDamage(const DiceExpression &damage);
};

} // namespace battlemat
