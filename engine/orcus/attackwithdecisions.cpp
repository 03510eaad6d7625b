#include "orcus/attackwithdecisions.h"

namespace battlemat {

QCoro::Task<Result<AttackResolution>> resolveAttackWithDecisions(AttackResolver *resolver, const Creature *attacker,
                                                                 Power power, QList<AttackTarget> targets,
                                                                 AttackDecider *decider)
{
    for (AttackTarget &target : targets) {
        if (target.creature && !target.circumstances.chooseToBeHit)
            target.circumstances.chooseToBeHit = co_await decider->choosesToBeHit(*target.creature, *attacker, power);
    }
    auto resolution = resolver->roll(*attacker, power, targets);
    if (!resolution)
        co_return resolution;
    for (qsizetype i = 0; i < targets.size(); ++i) {
        AttackResolution::Target &outcome = resolution.value().targets[i];
        if (!outcome.knockOut && AttackResolver::wouldDropToZero(*resolution, int(i), *targets[i].creature))
            outcome.knockOut = co_await decider->knocksOut(*attacker, *targets[i].creature);
    }
    auto applied = resolver->apply(resolution.value(), power, targets);
    if (!applied)
        co_return Result<AttackResolution>(applied.error());
    co_return resolution;
}

} // namespace battlemat
