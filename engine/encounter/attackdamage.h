#pragma once

#include "encounter/attackroll.h"

namespace battlemat::AttackRules {

/**
 * Orcus "Damage rolls" of one attack: one roll for every target hit (half on a miss for powers that say so), the
 * maximum plus improved critical dice on a critical hit, and a Coup de Grace's death at the staggered value.
 */
QCoro::Task<void> dealAttackDamage(RulesContext *context, QString attackerId, CombatPower power,
                                   QList<AttackOutcome> outcomes, AttackOptions options);

} // namespace battlemat::AttackRules
