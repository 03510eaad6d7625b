// Sleep When You're Dead (../shared/rules/orcus-monsters-1.0.md, "King of Thieves"): "Each time an ally in the aura
// suffers damage that causes them to become staggered or be reduced to 0 hit points or below, the ally may
// immediately make a basic attack. If the ally is at 0 hit points or below, it falls unconscious after making the
// attack." Battlemat's reading (docs/encounter.md "Auras"): the basic attack is aimed at the creature whose damage
// set it off, as a reaction's is (TriggerOffer), and the drop follows it as any drop does.
#include "encounter/aurarules.h"

#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"
#include "encounter/triggeroffer.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat::AuraRules {

QCoro::Task<void> lastStrike(RulesContext *context, QString creatureId, QString byId)
{
    EncounterState &state = context->state();
    const Combatant *ally = state.combatant(creatureId);
    const Combatant *dealer = byId.isEmpty() ? nullptr : state.combatant(byId);
    if (!ally || ally->dead || !dealer || dealer->dead || !state.isHostile(*ally, *dealer))
        co_return;
    // Able to act but for this drop: "it falls unconscious after making the attack", so its 0 hit points do not stop
    // it (a stun or a knock-out from before does).
    Combatant standing = *ally;
    standing.hp = std::max(standing.hp, 1);
    if (!ConditionRules::canAct(state, standing))
        co_return;
    for (const AuraRef &ref : reaching(state, creatureId)) {
        const Combatant *owner = state.combatant(ref.owner);
        const CombatAura &aura = owner->auras.at(ref.index);
        if (!aura.play.lastStrike)
            continue;
        // "A basic attack": its basic melee attack, or else a basic one that reaches the dealer from where it stands
        // (free: no action spent, nothing provoked, as the aura's "immediately" asks).
        AttackOptions options;
        options.opportunity = true;
        options.counter = true; // its attack sets off no counter or reaction in turn
        std::optional<CombatPower> basic;
        for (const CombatPower &power : ally->powers) {
            if (power.basic && AttackRules::validate(state, *ally, power, {byId}, options).ok()) {
                basic = power;
                break;
            }
        }
        if (!basic)
            co_return;
        DecisionRequest request{DecisionKind::TriggeredPower, creatureId, byId, {basic->id}};
        request.details = {
            {QStringLiteral("power"), basic->id},
            {QStringLiteral("name"), aura.name},
            {QStringLiteral("trigger"), QStringLiteral("lastStrike")},
            {QStringLiteral("uses"), basic->name},
            {QStringLiteral("odds"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("target"), byId},
                 {QStringLiteral("percent"), TriggerOffer::hitPercent(state, *ally, *basic, *dealer, {byId})}}}}};
        const QString auraName = aura.name;
        const QString ownerId = ref.owner;
        auto asked = state.current == creatureId ? context->ask(request) : context->askOutOfTurn(request);
        if (!co_await asked)
            co_return;
        context->record({{QStringLiteral("type"), QStringLiteral("aura")},
                         {QStringLiteral("source"), ownerId},
                         {QStringLiteral("aura"), auraName},
                         {QStringLiteral("creature"), creatureId},
                         {QStringLiteral("trigger"), QStringLiteral("lastStrike")},
                         {QStringLiteral("power"), basic->id}});
        auto attacked = AttackRules::resolve(context, creatureId, *basic, {byId}, options);
        co_await attacked;
        co_return; // one basic attack for one blow, however many such auras reach it
    }
}

} // namespace battlemat::AuraRules
