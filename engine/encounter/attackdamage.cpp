#include "encounter/attackdamage.h"

#include "encounter/rollreview.h"

#include <algorithm>

namespace battlemat::AttackRules {

QCoro::Task<void> dealAttackDamage(RulesContext *context, QString attackerId, CombatPower power,
                                   QList<AttackOutcome> outcomes, AttackOptions options)
{
    EncounterState &state = context->state();
    // Orcus "Damage rolls": one roll for every target; critical hits take the maximum instead.
    const bool damaging = power.damage.count > 0 || power.damage.bonus > 0;
    std::optional<int> rolled;
    std::optional<int> maximum;
    for (const AttackOutcome &outcome : outcomes) {
        if (!damaging || (!outcome.hit && !power.halfOnMiss) || outcome.noDamage)
            continue;
        int damage = 0;
        if (outcome.critical) {
            if (!maximum)
                maximum =
                    context->maximum(power.damage, attackerId, QStringLiteral("critical damage ") + power.id).total;
            damage = *maximum;
            // Improved critical dice depend on the roll, so each target critically hit rolls its own.
            if (power.criticalDice.count > 0)
                damage += context
                              ->roll(power.criticalDice, attackerId,
                                     QStringLiteral("improved critical ") + power.id + QStringLiteral(" vs ") +
                                         outcome.target)
                              .total;
        } else {
            if (!rolled) {
                const QString purpose = QStringLiteral("damage ") + power.id;
                const int total = std::max(0, context->roll(power.damage, attackerId, purpose).total);
                ReviewedRoll reviewed{
                    ReviewedRollKind::Damage, attackerId, outcome.target, purpose, 0, total, 0, false, power.damage};
                auto reviewing = context->review(reviewed);
                rolled = total + co_await reviewing;
            }
            damage = *rolled;
        }
        if (!outcome.hit)
            damage /= 2;
        const int before = state.combatant(outcome.target)->hp;
        auto dealing = context->dealDamage(outcome.target, damage, power.damageType, attackerId, power.id);
        co_await dealing;
        Combatant *target = state.combatant(outcome.target);
        if (options.coupDeGrace && !target->dead && before - target->hp >= target->staggeredValue())
            context->kill(outcome.target, QStringLiteral("Coup de Grace dealt at least the staggered value"));
    }
}

double averageDamage(const CombatPower &power, bool hit, bool critical)
{
    const auto average = [](const DiceFormula &dice) { return dice.count * (dice.sides + 1) / 2.0 + dice.bonus; };
    if (power.damage.count == 0 && power.damage.bonus <= 0)
        return 0;
    if (hit && critical)
        return power.damage.maximum() + (power.criticalDice.count > 0 ? average(power.criticalDice) : 0);
    const double rolled = std::max(0.0, average(power.damage));
    return hit ? rolled : power.halfOnMiss ? rolled / 2 : 0;
}

} // namespace battlemat::AttackRules
