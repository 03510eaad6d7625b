#pragma once

#include "encounter/attackroll.h"

namespace battlemat::AttackRules {

/**
 * What a hit does besides damage, to each target hit and still alive: the power's Hit effects (unless the target is
 * immune to one of its keywords), Grapple's grab, Bull Rush's push and step, and the power's forced movement.
 */
QCoro::Task<void> applyHitEffects(RulesContext *context, QString attackerId, CombatPower power,
                                  QList<AttackOutcome> outcomes, AttackOptions options);

} // namespace battlemat::AttackRules
