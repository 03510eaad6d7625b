#include "encounter/counteractions.h"

#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"
#include "encounter/triggeroffer.h"

namespace battlemat::CounterActions {

namespace {

/** The first of the holder's counters triggered by being attacked that it can use against the attacker now. */
std::optional<CombatPower> usableCounter(const EncounterState &state, const Combatant &holder, const QString &attacker)
{
    for (const CombatPower &power : holder.powers) {
        if (power.action != ActionKind::Immediate || power.trigger != QLatin1String("attacked") ||
            holder.expendedPowers.contains(power.id))
            continue;
        if (power.changesSelf() && power.selfChange.onlyShifts())
            return power; // Slide Away: it needs nobody in reach, only a square to go to (TriggerOffer)
        QStringList targets;
        targets << attacker;
        if (AttackRules::validate(state, holder, power, targets, AttackOptions{}).ok())
            return power;
    }
    return std::nullopt;
}

/**
 * The targets the attack still has after a counter moved one of them: a direct attack keeps those it may still
 * target from where they stand now (reach, range, line of effect), an area those still in it; one left out is logged
 * ("attackLost"): the attack against it is lost, as it was already made.
 */
QStringList stillTargeted(RulesContext *context, const QString &attackerId, const CombatPower &attack,
                          const QStringList &targets, const AttackOptions &options)
{
    const EncounterState &state = context->state();
    const Combatant &attacker = *state.combatant(attackerId);
    const auto inArea = AttackRules::targetsFor(state, attacker, attack, targets, options);
    const bool direct = attack.origin == PowerOrigin::Melee || attack.origin == PowerOrigin::Ranged;
    QStringList kept;
    for (const QString &id : targets) {
        const bool still = direct ? AttackRules::validate(state, attacker, attack, QStringList{id}, options).ok()
                                  : inArea && inArea->contains(id);
        if (still) {
            kept << id;
            continue;
        }
        context->record({{QStringLiteral("type"), QStringLiteral("attackLost")},
                         {QStringLiteral("creature"), attackerId},
                         {QStringLiteral("power"), attack.id},
                         {QStringLiteral("target"), id},
                         {QStringLiteral("reason"), QStringLiteral("moved out of the attack by a counter")}});
    }
    return kept;
}

} // namespace

QCoro::Task<std::optional<QStringList>> beforeAttack(RulesContext *context, QString attackerId, CombatPower attack,
                                                     QStringList targets, AttackOptions options)
{
    EncounterState &state = context->state();
    bool moved = false;
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
        if (counter->changesSelf()) {
            // "Shift 6." (the bloody bones' Slide Away, a counter that prints no trigger): the square it shifts to is
            // the question, asked as a triggered power's (decision "square", purpose "shift"); declining the square
            // is not using it.
            auto shifting = TriggerOffer::offer(context, id, attackerId, *counter, TriggerOffer::Aim{{id}});
            moved = co_await shifting || moved;
            continue;
        }
        auto question = context->askOutOfTurn({DecisionKind::Counter, id, attackerId, {counter->id}});
        const bool use = co_await question;
        if (!use)
            continue;
        state.combatant(id)->immediateActionUsed = true;
        context->record({{QStringLiteral("type"), QStringLiteral("counter")},
                         {QStringLiteral("creature"), id},
                         {QStringLiteral("power"), counter->id},
                         {QStringLiteral("against"), attackerId},
                         {QStringLiteral("trigger"), attack.id}});
        AttackOptions strikeBack;
        strikeBack.counter = true;
        QStringList back;
        back << attackerId;
        auto strike = AttackRules::resolve(context, id, *counter, back, strikeBack);
        co_await strike;
        const Combatant *after = state.combatant(attackerId);
        if (after->dead || !ConditionRules::canAct(state, *after))
            co_return std::nullopt;
    }
    if (moved)
        co_return stillTargeted(context, attackerId, attack, targets, options);
    co_return targets;
}

} // namespace battlemat::CounterActions
