#include "encounter/counteractions.h"

#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"

namespace battlemat::CounterActions {

namespace {

/** The first of the holder's counters triggered by being attacked that it can use against the attacker now. */
std::optional<CombatPower> usableCounter(const EncounterState &state, const Combatant &holder, const QString &attacker)
{
    for (const CombatPower &power : holder.powers) {
        if (power.action != ActionKind::Immediate || power.trigger != QLatin1String("attacked") ||
            holder.expendedPowers.contains(power.id))
            continue;
        QStringList targets;
        targets << attacker;
        if (AttackRules::validate(state, holder, power, targets, AttackOptions{}).ok())
            return power;
    }
    return std::nullopt;
}

} // namespace

QCoro::Task<bool> beforeAttack(RulesContext *context, QString attackerId, QString powerId, QStringList targets)
{
    EncounterState &state = context->state();
    for (const QString &id : std::as_const(targets)) {
        const Combatant *holder = state.combatant(id);
        const Combatant *attacker = state.combatant(attackerId);
        // Orcus "Immediate actions": on someone else's turn, one between each of the user's own turns.
        if (!holder || id == attackerId || holder->dead || !state.isHostile(*holder, *attacker) ||
            state.current == id || holder->immediateActionUsed || !ConditionRules::canAct(state, *holder))
            continue;
        const std::optional<CombatPower> counter = usableCounter(state, *holder, attackerId);
        if (!counter)
            continue;
        auto question = context->askOutOfTurn({DecisionKind::Counter, id, attackerId, {counter->id}});
        const bool use = co_await question;
        if (!use)
            continue;
        state.combatant(id)->immediateActionUsed = true;
        context->record({{QStringLiteral("type"), QStringLiteral("counter")},
                         {QStringLiteral("creature"), id},
                         {QStringLiteral("power"), counter->id},
                         {QStringLiteral("against"), attackerId},
                         {QStringLiteral("trigger"), powerId}});
        AttackOptions options;
        options.counter = true;
        QStringList back;
        back << attackerId;
        auto strike = AttackRules::resolve(context, id, *counter, back, options);
        co_await strike;
        const Combatant *after = state.combatant(attackerId);
        if (after->dead || !ConditionRules::canAct(state, *after))
            co_return false;
    }
    co_return true;
}

} // namespace battlemat::CounterActions
