#include "encounter/aurarules.h"

#include "encounter/encountergrid.h"

namespace battlemat::AuraRules {

namespace {

const CombatAura *auraOf(const EncounterState &state, const AuraRef &ref)
{
    const Combatant *owner = state.combatant(ref.owner);
    if (!owner || ref.index < 0 || ref.index >= owner->auras.size())
        return nullptr;
    return &owner->auras.at(ref.index);
}

// One aura's damage on one creature: rolled by the owner when it is dice, logged as an "aura" event before the
// damage. Not an attack: no attack roll, and neither a knock-out choice nor incorporeal halving applies.
QCoro::Task<void> strike(RulesContext *context, AuraRef ref, QString targetId, QString trigger)
{
    const CombatAura aura = *auraOf(context->state(), ref);
    int amount = aura.damage.bonus;
    if (aura.damage.count > 0)
        amount = context->roll(aura.damage, ref.owner, QStringLiteral("aura ") + aura.name).total;
    context->record({{QStringLiteral("type"), QStringLiteral("aura")},
                     {QStringLiteral("source"), ref.owner},
                     {QStringLiteral("aura"), aura.name},
                     {QStringLiteral("creature"), targetId},
                     {QStringLiteral("trigger"), trigger},
                     {QStringLiteral("amount"), amount}});
    auto damage =
        context->dealDamage(targetId, amount, aura.damageType, QString(), QStringLiteral("aura ") + aura.name);
    co_await damage;
}

} // namespace

bool reaches(const EncounterState &state, const AuraRef &ref, const QString &creatureId)
{
    const CombatAura *aura = auraOf(state, ref);
    const Combatant *owner = state.combatant(ref.owner);
    const Combatant *creature = state.combatant(creatureId);
    if (!aura || !creature || creature->dead || ref.owner == creatureId)
        return false;
    // An owner at 0 hit points or below is unconscious, dying or dead: its aura is off (docs/encounter.md "Auras").
    if (owner->dead || owner->hp <= 0)
        return false;
    if (aura->affects == QLatin1String("enemies") && owner->side == creature->side)
        return false;
    if (aura->affects == QLatin1String("allies") && owner->side != creature->side)
        return false;
    return rangeBetween(*owner, *creature) <= aura->radius;
}

QList<AuraRef> reaching(const EncounterState &state, const QString &creatureId)
{
    QList<AuraRef> found;
    for (const Combatant &owner : state.combatants) {
        for (int i = 0; i < owner.auras.size(); ++i) {
            const AuraRef ref{owner.id, i};
            if (reaches(state, ref, creatureId))
                found.append(ref);
        }
    }
    return found;
}

QCoro::Task<void> startOfTurn(RulesContext *context, QString creatureId)
{
    const QList<AuraRef> auras = reaching(context->state(), creatureId);
    for (const AuraRef &ref : auras) {
        // Each aura is judged again: the one before may have killed the creature or its owner.
        if (!auraOf(context->state(), ref)->startOfTurn || !reaches(context->state(), ref, creatureId))
            continue;
        auto struck = strike(context, ref, creatureId, QStringLiteral("startOfTurn"));
        co_await struck;
    }
}

QCoro::Task<void> entered(RulesContext *context, QString moverId, QList<AuraRef> before, QList<AuraRef> *hitThisMove)
{
    const QList<AuraRef> now = reaching(context->state(), moverId);
    for (const AuraRef &ref : now) {
        if (before.contains(ref) || hitThisMove->contains(ref) || !auraOf(context->state(), ref)->onEnter ||
            !reaches(context->state(), ref, moverId))
            continue;
        hitThisMove->append(ref);
        auto struck = strike(context, ref, moverId, QStringLiteral("enter"));
        co_await struck;
    }
}

} // namespace battlemat::AuraRules
