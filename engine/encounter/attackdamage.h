#pragma once

#include "encounter/attackroll.h"

namespace battlemat::AttackRules {

/**
 * Orcus "Damage rolls" of one attack: one roll for every target hit (half on a miss for powers that say so), the
 * maximum plus improved critical dice on a critical hit, and a Coup de Grace's death at the staggered value.
 */
QCoro::Task<void> dealAttackDamage(RulesContext *context, QString attackerId, CombatPower power,
                                   QList<AttackOutcome> outcomes, AttackOptions options);

/**
 * What dealAttackDamage deals one target on average, before resistances and the modules' review: the roll's average
 * on a hit, its maximum (and the improved critical dice's average) on a critical hit, half a hit's on a miss of a
 * power that says so, else nothing. A "beingHit" counter that turns a hit into a miss shows its user the difference.
 */
double averageDamage(const CombatPower &power, bool hit, bool critical);

} // namespace battlemat::AttackRules
