#pragma once

#include "orcus/attackdecider.h"
#include "orcus/attackresolver.h"

namespace battlemat {

/**
 * An attack with the people's choices asked at the moment the rules ask for them: choosing to be hit before the
 * roll, the knock-out when the rolled damage would drop a target to 0 or below, then the damage is applied.
 * Pointers must stay valid until the task finishes; parameters are taken by value (coroutine).
 */
QCoro::Task<Result<AttackResolution>> resolveAttackWithDecisions(AttackResolver *resolver, const Creature *attacker,
                                                                 Power power, QList<AttackTarget> targets,
                                                                 AttackDecider *decider);

} // namespace battlemat
