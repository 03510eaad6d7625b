#include "encounter/triggeredpowers.h"

#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"

#include <QJsonArray>

namespace battlemat::TriggeredPowers {

namespace {

const QString hit = QStringLiteral("hit");
const QString hitByMelee = QStringLiteral("hitByMelee");
const QString damaged = QStringLiteral("damaged");
const QString staggered = QStringLiteral("staggered");
const QString enemyMoves = QStringLiteral("enemyMoves");
const QString reducedToZero = QStringLiteral("reducedToZero");
const QString missedByMelee = QStringLiteral("missedByMelee");

/** The triggers this attack met for one of its targets. */
QStringList triggersMet(const Combatant &holder, const Struck &struck, PowerOrigin origin)
{
    QStringList met;
    if (struck.hit) {
        met << hit;
        if (origin == PowerOrigin::Melee)
            met << hitByMelee;
    } else if (origin == PowerOrigin::Melee) {
        met << missedByMelee;
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

/** Orcus "Attack roll": the share of d20 faces that hit (a natural 20 always, a natural 1 never), in percent. */
int hitPercent(const EncounterState &state, const Combatant &holder, const CombatPower &power, const Combatant &target,
               const QStringList &targets)
{
    const auto kept = EncounterGrid::of(state); // held while the grid is used
    const int bonus =
        power.attackBonus + AttackRules::modifierTotal(state, *kept, holder, target, power, targets, AttackOptions{});
    const int defense = AttackRules::defenseAgainst(state, target, power);
    int faces = 0;
    for (int face = 1; face <= 20; ++face)
        faces += face == 20 || (face != 1 && face + bonus >= defense) ? 1 : 0;
    return faces * 5;
}

} // namespace

QStringList known()
{
    return {hit, hitByMelee, damaged, staggered, enemyMoves, reducedToZero, missedByMelee};
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

QCoro::Task<bool> beforeLeaving(RulesContext *context, QString moverId)
{
    EncounterState &state = context->state();
    // Most encounters hold no such power: a cheap look first, since this runs before every square of every move.
    QStringList holders;
    for (const Combatant &candidate : std::as_const(state.combatants)) {
        for (const CombatPower &power : candidate.powers) {
            if (power.trigger == enemyMoves) {
                holders << candidate.id;
                break;
            }
        }
    }
    for (const QString &holderId : std::as_const(holders)) {
        const Combatant *holder = state.combatant(holderId);
        const Combatant *mover = state.combatant(moverId);
        if (!holder || !mover || holder->dead || mover->dead || holderId == moverId ||
            !state.isHostile(*holder, *mover) || state.current == holderId || !ConditionRules::canAct(state, *holder))
            continue;
        for (const CombatPower &power : holder->powers) {
            if (power.trigger != enemyMoves || holder->expendedPowers.contains(power.id))
                continue;
            if (power.action == ActionKind::Immediate && holder->immediateActionUsed)
                continue;
            // "Within reach" / "out of an adjacent square": the mover still stands where the power reaches it.
            const QStringList targets = reactionTargets(state, *holder, power, moverId);
            if (!targets.contains(moverId))
                continue;
            DecisionRequest request{DecisionKind::TriggeredPower, holderId, moverId, {power.id}};
            request.details = {{QStringLiteral("power"), power.id},
                               {QStringLiteral("name"), power.name},
                               {QStringLiteral("trigger"), power.trigger}};
            auto question = context->askOutOfTurn(request);
            if (!co_await question)
                break;
            if (power.action == ActionKind::Immediate)
                state.combatant(holderId)->immediateActionUsed = true;
            context->record({{QStringLiteral("type"), QStringLiteral("triggeredPower")},
                             {QStringLiteral("creature"), holderId},
                             {QStringLiteral("power"), power.id},
                             {QStringLiteral("trigger"), power.trigger},
                             {QStringLiteral("by"), moverId}});
            const qsizetype before = context->events().size();
            AttackOptions options;
            options.counter = true;
            auto strike = AttackRules::resolve(context, holderId, power, {moverId}, options);
            co_await strike;
            // The published movement counters stop the mover on a hit ("The target's move action ends without it
            // moving from the square"; "target ends its movement").
            for (qsizetype i = before; i < context->events().size(); ++i) {
                const QJsonObject &event = context->events().at(i);
                if (event.value(QStringLiteral("type")).toString() == QLatin1String("attack") &&
                    event.value(QStringLiteral("target")).toString() == moverId &&
                    event.value(QStringLiteral("hit")).toBool())
                    co_return true;
            }
            break;
        }
    }
    co_return false;
}

QCoro::Task<void> whenReducedToZero(RulesContext *context, QString holderId, QString byId)
{
    EncounterState &state = context->state();
    const Combatant *holder = state.combatant(holderId);
    if (!holder || holder->dead)
        co_return;
    for (const CombatPower &power : holder->powers) {
        if (power.trigger != reducedToZero || holder->expendedPowers.contains(power.id))
            continue;
        // A dropped creature is not stopped by its turn or its immediate action: the printed power is its last act
        // (Orcus "Action required" asks only that the trigger came first). A melee or ranged one strikes whoever
        // dropped it; with nobody to strike (persistent damage, a fall) it is not offered.
        if ((power.origin == PowerOrigin::Melee || power.origin == PowerOrigin::Ranged) &&
            (byId.isEmpty() || !state.combatant(byId) || !state.isHostile(*holder, *state.combatant(byId))))
            continue;
        const QStringList targets = reactionTargets(state, *holder, power, byId);
        if (targets.isEmpty())
            continue;
        QJsonArray odds;
        for (const QString &targetId : targets) {
            if (const Combatant *target = state.combatant(targetId))
                odds.append(
                    QJsonObject{{QStringLiteral("target"), targetId},
                                {QStringLiteral("percent"), hitPercent(state, *holder, power, *target, targets)}});
        }
        DecisionRequest request{DecisionKind::TriggeredPower, holderId, byId, {power.id}};
        request.details = {{QStringLiteral("power"), power.id},
                           {QStringLiteral("name"), power.name},
                           {QStringLiteral("trigger"), power.trigger},
                           {QStringLiteral("odds"), odds}};
        auto question = context->askOutOfTurn(request);
        if (!co_await question)
            co_return;
        context->record({{QStringLiteral("type"), QStringLiteral("triggeredPower")},
                         {QStringLiteral("creature"), holderId},
                         {QStringLiteral("power"), power.id},
                         {QStringLiteral("trigger"), power.trigger},
                         {QStringLiteral("by"), byId}});
        AttackOptions options;
        options.counter = true; // its own hits trigger no further reactions
        auto strike = AttackRules::resolve(context, holderId, power, targets, options);
        co_await strike;
        co_return; // one power for one drop
    }
}

} // namespace battlemat::TriggeredPowers
