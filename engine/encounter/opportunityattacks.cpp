// AttackRules' opportunity attacks (../shared/rules/orcus-basic-rules.txt, "Opportunity Attacks"): every creature a
// move provokes is asked in initiative order, and one that takes it strikes with its basic melee attack through the
// same resolve() as any attack.
#include "encounter/attackrules.h"

#include "encounter/conditionrules.h"

#include <algorithm>

namespace battlemat::AttackRules {

QCoro::Task<void> opportunityAttack(RulesContext *context, QString attackerId, QString targetId, Square at)
{
    Combatant &attacker = context->creature(attackerId);
    attacker.opportunityAttackUsed = true;
    if (context->watched())
        context->record({{QStringLiteral("type"), QStringLiteral("opportunityAttack")},
                         {QStringLiteral("attacker"), attackerId},
                         {QStringLiteral("target"), targetId},
                         {QStringLiteral("x"), at.x},
                         {QStringLiteral("y"), at.y}});
    const CombatPower power = *attacker.basicMeleeAttack();
    AttackOptions options;
    options.opportunity = true;
    QStringList targets;
    targets << targetId;
    auto attack = resolve(context, attackerId, power, targets, options);
    co_await attack;
}

QCoro::Task<void> takeOpportunityAttacks(RulesContext *context, QString provokerId, QList<OpportunityAttack> provoked)
{
    EncounterState &state = context->state();
    // Ask in initiative order so the log reads as the table would play it.
    QStringList order = state.initiative.turnOrder();
    for (const Combatant &c : state.combatants) {
        if (!order.contains(c.id))
            order << c.id;
    }
    for (const QString &id : std::as_const(order)) {
        auto it = std::find_if(provoked.cbegin(), provoked.cend(),
                               [&](const OpportunityAttack &a) { return a.attackerId == id; });
        if (it == provoked.cend())
            continue;
        const OpportunityAttack attack = *it;
        // An earlier attack at the same moment may have dropped the provoker: the rest have nothing to strike.
        const Combatant *provoker = state.combatant(provokerId);
        if (provoker->dead || !ConditionRules::canAct(state, *provoker))
            co_return;
        auto question = context->askOutOfTurn({DecisionKind::OpportunityAttack, id, provokerId, {}});
        const bool take = co_await question;
        if (take) {
            auto strike = opportunityAttack(context, id, provokerId, attack.at);
            co_await strike;
        }
    }
}

} // namespace battlemat::AttackRules
