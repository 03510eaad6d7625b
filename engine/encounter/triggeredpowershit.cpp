// The triggered powers that act on an attack roll that hits, between the roll and its damage (TriggeredPowers:
// "beingHit" on the target's side, "ownHit" on the attacker's): they change the roll itself, so they come before the
// hit is applied (Orcus "Action required": a counter's effects commence before the trigger resolves).
#include "encounter/triggeredpowers.h"

#include "encounter/attackdamage.h"
#include "encounter/conditionrules.h"
#include "encounter/squarechoices.h"
#include "encounter/triggeroffer.h"
#include "encounter/wards.h"

#include <QJsonArray>

namespace battlemat::TriggeredPowers {

namespace {

/**
 * Asks the question and, taken, spends the power (and the immediate action of an immediate one) and logs it. Out of
 * turn when the holder is not the creature whose turn it is (the modules in force may refuse a reaction then).
 */
QCoro::Task<bool> ask(RulesContext *context, QString holderId, QString byId, CombatPower power, DecisionRequest request)
{
    const bool outOfTurn = context->state().current != holderId;
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

/** The question for a power: its name, trigger, the odds given and, for one that changes its user, the change. */
DecisionRequest question(const QString &holderId, const QString &byId, const CombatPower &power, QJsonArray odds)
{
    DecisionRequest request{DecisionKind::TriggeredPower, holderId, byId, {power.id}};
    request.details = {{QStringLiteral("power"), power.id},
                       {QStringLiteral("name"), power.name},
                       {QStringLiteral("trigger"), power.trigger},
                       {QStringLiteral("odds"), odds}};
    if (power.changesSelf()) // what it does to its user, for the prompt to say
        request.details.insert(QStringLiteral("selfChange"), selfChangeToJson(power.selfChange));
    return request;
}

/**
 * "When an enemy hits the baby screamer: The baby screamer shifts one square, and the attack misses": nothing rolled;
 * the question shows the damage the miss spares (the hit's on average, less what a miss of the power deals). Taken,
 * its user shifts first (the square asked as Scuttle Away's; declined, it stays) and the attack misses it.
 */
QCoro::Task<BeingHit> turnToMiss(RulesContext *context, QString attackerId, QString targetId, CombatPower used,
                                 CombatPower attack, int natural)
{
    const double saves =
        AttackRules::averageDamage(attack, true, natural == 20) - AttackRules::averageDamage(attack, false, false);
    DecisionRequest request = question(targetId, attackerId, used, QJsonArray());
    request.details.insert(QStringLiteral("makesMiss"), true);
    request.details.insert(QStringLiteral("saves"), saves);
    if (used.spendsWard) // Protected by Death: the prompt says what it costs and what is left
        request.details.insert(QStringLiteral("wards"), context->state().combatant(targetId)->wards);
    auto asked = ask(context, targetId, attackerId, used, request);
    if (!co_await asked)
        co_return BeingHit{natural};
    if (used.spendsWard)
        Wards::spend(context, targetId, used.id); // "Spend a ward. The attack misses."
    used.selfChange.apply(context, targetId, used.name);
    if (used.selfChange.shifts > 0) {
        auto where = SquareChoices::askShift(context, targetId, attackerId, used.selfChange.shifts,
                                             {{QStringLiteral("power"), used.id},
                                              {QStringLiteral("name"), used.name},
                                              {QStringLiteral("trigger"), used.trigger}},
                                             false);
        if (const std::optional<Square> to = co_await where) {
            auto moving = SquareChoices::moveTo(context, targetId, used.selfChange.shifts, *to);
            co_await moving;
        }
    }
    co_return BeingHit{natural, false, used.id};
}

} // namespace

QCoro::Task<BeingHit> whenHit(RulesContext *context, QString attackerId, QString targetId, CombatPower attack,
                              QString purpose, int natural, int bonus, int defense)
{
    EncounterState &state = context->state();
    const Combatant *holder = state.combatant(targetId);
    const Combatant *attacker = state.combatant(attackerId);
    if (!holder || !attacker || !state.isHostile(*holder, *attacker))
        co_return BeingHit{natural};
    for (const CombatPower &power : holder->powers) {
        if (power.placesCreature() && power.trigger == QLatin1String("beingHit") &&
            TriggerOffer::mayUse(state, *holder, power)) {
            // "If the spider is hit by an attack: Place a spider swarm in an adjacent space": before the hit lands,
            // which it leaves as it is; the space it comes in is the question (TriggerOffer).
            const CombatPower used = power;
            auto placing = TriggerOffer::offer(context, targetId, attackerId, used, TriggerOffer::Aim{{targetId}});
            co_await placing;
            co_return BeingHit{natural};
        }
        const bool spares = power.selfChange.takesNoDamage;
        if ((!power.rerollsHit && !spares && !power.makesMiss) || power.trigger != QLatin1String("beingHit") ||
            !TriggerOffer::mayUse(state, *holder, power))
            continue;
        const CombatPower used = power;
        if (used.makesMiss) {
            auto missed = turnToMiss(context, attackerId, targetId, used, attack, natural);
            co_return co_await missed;
        }
        if (spares) {
            // "The guard takes no damage and is dazed until the end of its next turn": nothing rolled.
            auto asked = ask(context, targetId, attackerId, used, question(targetId, attackerId, used, QJsonArray()));
            if (!co_await asked)
                co_return BeingHit{natural};
            used.selfChange.apply(context, targetId, used.name);
            co_return BeingHit{natural, true};
        }
        // The attacker's chance to hit on the new roll: the lower of two hits only when the new one does.
        int faces = 0;
        for (int face = 1; face <= 20; ++face)
            faces += face == 20 || (face != 1 && face + bonus >= defense) ? 1 : 0;
        const QJsonArray odds{
            QJsonObject{{QStringLiteral("target"), targetId}, {QStringLiteral("percent"), faces * 5}}};
        auto asked = ask(context, targetId, attackerId, used, question(targetId, attackerId, used, odds));
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
        auto asked = ask(context, attackerId, targetId, used, question(attackerId, targetId, used, QJsonArray()));
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
        auto asked = ask(context, attackerId, targetId, used, question(attackerId, targetId, used, QJsonArray()));
        co_return co_await asked;
    }
    co_return false;
}

} // namespace battlemat::TriggeredPowers
