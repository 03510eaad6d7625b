#include "encounter/triggeroffer.h"

#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"

#include <QJsonArray>

namespace battlemat::TriggerOffer {

namespace {

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

QStringList targets(const EncounterState &state, const Combatant &holder, const CombatPower &power, const QString &at)
{
    QStringList aimed;
    if (power.origin == PowerOrigin::Melee || power.origin == PowerOrigin::Ranged)
        aimed << at;
    else if (power.origin != PowerOrigin::Near)
        return {}; // a far area or a spray needs a square chosen at the table
    if (!AttackRules::validate(state, holder, power, aimed, AttackOptions{}).ok())
        return {};
    auto chosen = AttackRules::targetsFor(state, holder, power, aimed, AttackOptions{});
    if (!chosen || chosen->isEmpty())
        return {};
    return *chosen;
}

bool mayUse(const EncounterState &state, const Combatant &holder, const CombatPower &power)
{
    // Orcus "Immediate actions": on someone else's turn, one between each of the user's own turns; a free action
    // needs none.
    return !holder.dead && state.current != holder.id && ConditionRules::canAct(state, holder) &&
           !holder.expendedPowers.contains(power.id) &&
           !(power.action == ActionKind::Immediate && holder.immediateActionUsed);
}

QCoro::Task<bool> offer(RulesContext *context, QString holderId, QString byId, CombatPower power, QStringList targets)
{
    EncounterState &state = context->state();
    QJsonArray odds;
    if (const Combatant *holder = state.combatant(holderId)) {
        for (const QString &targetId : std::as_const(targets)) {
            if (const Combatant *target = state.combatant(targetId))
                odds.append(
                    QJsonObject{{QStringLiteral("target"), targetId},
                                {QStringLiteral("percent"), hitPercent(state, *holder, power, *target, targets)}});
        }
    }
    DecisionRequest request{DecisionKind::TriggeredPower, holderId, byId, {power.id}};
    request.details = {{QStringLiteral("power"), power.id},
                       {QStringLiteral("name"), power.name},
                       {QStringLiteral("trigger"), power.trigger},
                       {QStringLiteral("odds"), odds}};
    auto question = context->askOutOfTurn(request);
    if (!co_await question)
        co_return false;
    if (power.action == ActionKind::Immediate)
        state.combatant(holderId)->immediateActionUsed = true;
    context->record({{QStringLiteral("type"), QStringLiteral("triggeredPower")},
                     {QStringLiteral("creature"), holderId},
                     {QStringLiteral("power"), power.id},
                     {QStringLiteral("trigger"), power.trigger},
                     {QStringLiteral("by"), byId}});
    AttackOptions options;
    options.counter = true; // a reaction's attack is no new trigger, nor one a counter interrupts
    auto strike = AttackRules::resolve(context, holderId, power, targets, options);
    co_await strike;
    co_return true;
}

} // namespace battlemat::TriggerOffer
