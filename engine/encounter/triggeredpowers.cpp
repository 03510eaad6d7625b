#include "encounter/triggeredpowers.h"

#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"

namespace battlemat::TriggeredPowers {

namespace {

const QString hit = QStringLiteral("hit");
const QString hitByMelee = QStringLiteral("hitByMelee");
const QString damaged = QStringLiteral("damaged");
const QString staggered = QStringLiteral("staggered");

/** The triggers this attack met for one of its targets. */
QStringList triggersMet(const Combatant &holder, const Struck &struck, PowerOrigin origin)
{
    QStringList met;
    if (struck.hit) {
        met << hit;
        if (origin == PowerOrigin::Melee)
            met << hitByMelee;
    }
    if (holder.hp < struck.hpBefore)
        met << damaged;
    // "When first staggered": crossing the staggered value now, from above it (a creature already staggered that
    // is hit again is not staggered again).
    if (struck.hpBefore > holder.staggeredValue() && holder.hp <= holder.staggeredValue() && holder.hp > 0)
        met << staggered;
    return met;
}

/** The targets the holder's power would strike as the reaction to the attacker; empty when it cannot. */
QStringList reactionTargets(const EncounterState &state, const Combatant &holder, const CombatPower &power,
                            const QString &attackerId)
{
    QStringList targets;
    if (power.origin == PowerOrigin::Melee || power.origin == PowerOrigin::Ranged)
        targets << attackerId;
    else if (power.origin != PowerOrigin::Near)
        return {}; // a far area or a spray needs a square chosen at the table
    if (!AttackRules::validate(state, holder, power, targets, AttackOptions{}).ok())
        return {};
    auto chosen = AttackRules::targetsFor(state, holder, power, targets, AttackOptions{});
    if (!chosen || chosen->isEmpty())
        return {};
    return *chosen;
}

} // namespace

QStringList known()
{
    return {hit, hitByMelee, damaged, staggered};
}

QCoro::Task<void> afterAttack(RulesContext *context, QString attackerId, PowerOrigin origin, QList<Struck> struck)
{
    EncounterState &state = context->state();
    for (const Struck &one : std::as_const(struck)) {
        const Combatant *holder = state.combatant(one.target);
        const Combatant *attacker = state.combatant(attackerId);
        if (!holder || !attacker || holder->dead || attacker->dead || !state.isHostile(*holder, *attacker) ||
            state.current == one.target || !ConditionRules::canAct(state, *holder))
            continue;
        const QStringList met = triggersMet(*holder, one, origin);
        if (met.isEmpty())
            continue;
        for (const CombatPower &power : holder->powers) {
            if (!met.contains(power.trigger) || holder->expendedPowers.contains(power.id))
                continue;
            // Orcus "Immediate actions": one between each of the user's own turns; a free action needs none.
            if (power.action == ActionKind::Immediate && holder->immediateActionUsed)
                continue;
            const QStringList targets = reactionTargets(state, *holder, power, attackerId);
            if (targets.isEmpty())
                continue;
            DecisionRequest request{DecisionKind::TriggeredPower, one.target, attackerId, {power.id}};
            request.details = {{QStringLiteral("power"), power.id},
                               {QStringLiteral("name"), power.name},
                               {QStringLiteral("trigger"), power.trigger}};
            auto question = context->askOutOfTurn(request);
            const bool use = co_await question;
            if (!use)
                break; // one offer for each creature and attack: declined, it waits for the next trigger
            if (power.action == ActionKind::Immediate)
                state.combatant(one.target)->immediateActionUsed = true;
            context->record({{QStringLiteral("type"), QStringLiteral("triggeredPower")},
                             {QStringLiteral("creature"), one.target},
                             {QStringLiteral("power"), power.id},
                             {QStringLiteral("trigger"), power.trigger},
                             {QStringLiteral("by"), attackerId}});
            AttackOptions options;
            options.counter = true; // a reaction's attack is no new trigger, nor one a counter interrupts
            auto strike = AttackRules::resolve(context, one.target, power, targets, options);
            co_await strike;
            break;
        }
    }
}

} // namespace battlemat::TriggeredPowers
