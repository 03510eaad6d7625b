// The triggered powers that act on an attack roll that hits, between the roll and its damage (TriggeredPowers:
// "beingHit" on the target's side, "ownHit" on the attacker's): they change the roll itself, so they come before the
// hit is applied (Orcus "Action required": a counter's effects commence before the trigger resolves).
#include "encounter/triggeredpowers.h"

#include "encounter/conditionrules.h"
#include "encounter/triggeroffer.h"

#include <QJsonArray>

namespace battlemat::TriggeredPowers {

namespace {

/** Asks for the power and, taken, spends it (and the immediate action of an immediate one) and logs it. */
QCoro::Task<bool> ask(RulesContext *context, QString holderId, QString byId, CombatPower power, QJsonArray odds,
                      bool outOfTurn)
{
    DecisionRequest request{DecisionKind::TriggeredPower, holderId, byId, {power.id}};
    request.details = {{QStringLiteral("power"), power.id},
                       {QStringLiteral("name"), power.name},
                       {QStringLiteral("trigger"), power.trigger},
                       {QStringLiteral("odds"), odds}};
    if (power.changesSelf()) // what it does to its user, for the prompt to say
        request.details.insert(QStringLiteral("selfChange"), selfChangeToJson(power.selfChange));
    auto question = outOfTurn ? context->askOutOfTurn(request) : context->ask(request);
    if (!co_await question)
        co_return false;
    Combatant *user = context->state().combatant(holderId);
    if (power.action == ActionKind::Immediate)
        user->immediateActionUsed = true;
    if (power.usage != PowerUsage::AtWill)
        user->expendedPowers.append(power.id);
    context->record({{QStringLiteral("type"), QStringLiteral("triggeredPower")},
                     {QStringLiteral("creature"), holderId},
                     {QStringLiteral("power"), power.id},
                     {QStringLiteral("trigger"), power.trigger},
                     {QStringLiteral("by"), byId}});
    co_return true;
}

} // namespace

QCoro::Task<BeingHit> whenHit(RulesContext *context, QString attackerId, QString targetId, QString purpose, int natural,
                              int bonus, int defense)
{
    EncounterState &state = context->state();
    const Combatant *holder = state.combatant(targetId);
    const Combatant *attacker = state.combatant(attackerId);
    if (!holder || !attacker || !state.isHostile(*holder, *attacker))
        co_return BeingHit{natural};
    for (const CombatPower &power : holder->powers) {
        const bool spares = power.selfChange.takesNoDamage;
        if ((!power.rerollsHit && !spares) || power.trigger != QLatin1String("beingHit") ||
            !TriggerOffer::mayUse(state, *holder, power))
            continue;
        const CombatPower used = power;
        if (spares) {
            // "The guard takes no damage and is dazed until the end of its next turn": nothing rolled.
            auto asked = ask(context, targetId, attackerId, used, QJsonArray(), true);
            if (!co_await asked)
                co_return BeingHit{natural};
            used.selfChange.apply(context, targetId, used.name);
            co_return BeingHit{natural, true};
        }
        // The attacker's chance to hit on the new roll: the lower of two hits only when the new one does.
        int faces = 0;
        for (int face = 1; face <= 20; ++face)
            faces += face == 20 || (face != 1 && face + bonus >= defense) ? 1 : 0;
        auto asked =
            ask(context, targetId, attackerId, used,
                QJsonArray{QJsonObject{{QStringLiteral("target"), targetId}, {QStringLiteral("percent"), faces * 5}}},
                true);
        if (!co_await asked)
            co_return BeingHit{natural};
        // "The attacker re-rolls their attack roll and takes the lower result."
        const int again = context->rollD20(attackerId, purpose + QStringLiteral(" again"), bonus);
        co_return BeingHit{std::min(natural, again)};
    }
    co_return BeingHit{natural};
}

QCoro::Task<bool> whenHittingOffGuard(RulesContext *context, QString attackerId, QString targetId)
{
    EncounterState &state = context->state();
    const Combatant *attacker = state.combatant(attackerId);
    if (!attacker || attacker->dead || !ConditionRules::canAct(state, *attacker))
        co_return false;
    for (const CombatPower &power : attacker->powers) {
        // A free action, on its user's turn or not ("Pervasive Wound (free, encounter)").
        if (power.trigger != QLatin1String("hitsOffGuard") || power.onHit.isEmpty() ||
            attacker->expendedPowers.contains(power.id))
            continue;
        const CombatPower used = power;
        auto asked = ask(context, attackerId, targetId, used, QJsonArray(), state.current != attackerId);
        if (!co_await asked)
            co_return false;
        for (const EffectSpec &effect : used.onHit)
            context->addEffect(targetId, attackerId, effect);
        co_return true;
    }
    co_return false;
}

QCoro::Task<bool> whenHitting(RulesContext *context, QString attackerId, QString powerId, QString targetId)
{
    EncounterState &state = context->state();
    const Combatant *attacker = state.combatant(attackerId);
    if (!attacker || attacker->dead || !ConditionRules::canAct(state, *attacker))
        co_return false;
    for (const CombatPower &power : attacker->powers) {
        // A free action on its user's own turn or not: it needs no immediate action, only the power unspent.
        if (!power.makesCritical || power.trigger != QLatin1String("ownHit") || power.with != powerId ||
            attacker->expendedPowers.contains(power.id))
            continue;
        const CombatPower used = power;
        auto asked = ask(context, attackerId, targetId, used, QJsonArray(), state.current != attackerId);
        co_return co_await asked;
    }
    co_return false;
}

} // namespace battlemat::TriggeredPowers
