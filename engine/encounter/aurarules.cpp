#include "encounter/aurarules.h"

#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/unwillingmovement.h"

#include <QJsonArray>

namespace battlemat::AuraRules {

namespace {

const CombatAura *auraOf(const EncounterState &state, const AuraRef &ref)
{
    const Combatant *owner = state.combatant(ref.owner);
    if (!owner || ref.index < 0 || ref.index >= owner->auras.size())
        return nullptr;
    return &owner->auras.at(ref.index);
}

EffectDuration durationOf(const QString &until)
{
    if (until == QLatin1String("saveEnds"))
        return EffectDuration::SaveEnds;
    if (until == QLatin1String("endOfNextTurn"))
        return EffectDuration::EndOfTargetNextTurn;
    return EffectDuration::Encounter; // "until they leave the aura": ended by endLeftEffects
}

// The same effect from the same aura is not laid twice: "rattled (save ends)" at the start of each turn in it is
// one rattled, not a pile of them.
bool alreadyHas(const EncounterState &state, const QString &targetId, const QString &ownerId, const EffectSpec &spec)
{
    // One that runs to the end (or start) of a next turn is laid again when it came on an earlier turn: the new one
    // lasts longer ("until the end of its next turn" counted from this miss).
    const bool timed =
        spec.duration == EffectDuration::EndOfTargetNextTurn || spec.duration == EffectDuration::StartOfTargetNextTurn;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == targetId && effect.source == ownerId && effect.spec.condition == spec.condition &&
            effect.spec.persistentDamage == spec.persistentDamage && effect.spec.duration == spec.duration &&
            effect.spec.whileInAura == spec.whileInAura && effect.spec.attackBonus == spec.attackBonus &&
            effect.spec.forbiddenAction == spec.forbiddenAction && (!timed || effect.appliedTurn == state.turnNumber))
            return true;
    }
    return false;
}

// "Including the frenzy demon itself": an aura never affects its owner, except one that says so.
bool inAura(const EncounterState &state, const AuraRef &ref, const QString &creatureId)
{
    if (ref.owner != creatureId)
        return reaches(state, ref, creatureId);
    const Combatant *owner = state.combatant(ref.owner);
    const CombatAura *aura = auraOf(state, ref);
    return aura && aura->play.includesOwner && !owner->dead && owner->hp > 0;
}

// Swarm Violence: the owner's basic melee attack through the attack rules, as a free action (no action spent,
// nothing provoked: AttackOptions::opportunity). A target out of its reach or an owner that cannot act is logged.
QCoro::Task<void> basicAttack(RulesContext *context, AuraRef ref, QString targetId)
{
    const Combatant *owner = context->state().combatant(ref.owner);
    const CombatPower *power = owner->basicMeleeAttack();
    QString refused;
    AttackOptions options;
    options.opportunity = true;
    if (!power)
        refused = QStringLiteral("no basic melee attack");
    else if (!ConditionRules::canAct(context->state(), *owner))
        refused = QStringLiteral("cannot act");
    else if (auto valid = AttackRules::validate(context->state(), *owner, *power, {targetId}, options); !valid)
        refused = valid.errorMessage();
    if (!refused.isEmpty()) {
        context->record({{QStringLiteral("type"), QStringLiteral("auraAttackRefused")},
                         {QStringLiteral("source"), ref.owner},
                         {QStringLiteral("creature"), targetId},
                         {QStringLiteral("reason"), refused}});
        co_return;
    }
    const CombatPower attack = *power;
    auto resolved = AttackRules::resolve(context, ref.owner, attack, {targetId}, options);
    co_await resolved;
}

// One aura's strike on one creature, logged as an "aura" event first: its damage (rolled by the owner when it is
// dice) or persistent damage, its conditions, its push, its owner's basic attack. Not an attack itself: no attack
// roll, and neither a knock-out choice nor incorporeal halving applies to its damage.
QCoro::Task<void> strike(RulesContext *context, AuraRef ref, QString targetId, QString trigger)
{
    const CombatAura aura = *auraOf(context->state(), ref);
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("aura")},
                      {QStringLiteral("source"), ref.owner},
                      {QStringLiteral("aura"), aura.name},
                      {QStringLiteral("creature"), targetId},
                      {QStringLiteral("trigger"), trigger}};
    int amount = 0;
    if (aura.damage) {
        amount = aura.damage->bonus;
        if (aura.damage->count > 0)
            amount = context->roll(*aura.damage, ref.owner, QStringLiteral("aura ") + aura.name).total;
        event.insert(aura.play.persistent ? QStringLiteral("persistent") : QStringLiteral("amount"), amount);
    }
    if (!aura.play.conditions.isEmpty())
        event.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(aura.play.conditions));
    if (aura.play.cannotShift)
        event.insert(QStringLiteral("cannotShift"), true);
    if (aura.play.ownerAttackBonus > 0)
        event.insert(QStringLiteral("ownerAttackBonus"), aura.play.ownerAttackBonus);
    context->record(event);
    if (aura.damage && aura.play.persistent) {
        EffectSpec spec;
        spec.persistentDamage = amount;
        spec.damageType = aura.damageType;
        spec.duration = EffectDuration::SaveEnds;
        if (!alreadyHas(context->state(), targetId, ref.owner, spec))
            context->addEffect(targetId, ref.owner, spec);
    } else if (aura.damage) {
        auto damage =
            context->dealDamage(targetId, amount, aura.damageType, QString(), QStringLiteral("aura ") + aura.name);
        co_await damage;
    }
    for (const QString &condition : aura.play.conditions) {
        EffectSpec spec = EffectSpec::ofCondition(condition, durationOf(aura.play.until));
        if (aura.play.until == QLatin1String("leaveAura"))
            spec.whileInAura = ref.key();
        if (!context->state().combatant(targetId)->dead && !alreadyHas(context->state(), targetId, ref.owner, spec))
            context->addEffect(targetId, ref.owner, spec);
    }
    // "... and cannot shift until the start of its next turn": Orcus "Step", refused by EncounterMovement.
    if (aura.play.cannotShift && !context->state().combatant(targetId)->dead) {
        EffectSpec spec;
        spec.forbiddenAction = QStringLiteral("step");
        spec.duration = EffectDuration::StartOfTargetNextTurn;
        if (!alreadyHas(context->state(), targetId, ref.owner, spec))
            context->addEffect(targetId, ref.owner, spec);
    }
    // "... the frenzy demon gets a +2 power bonus on attack rolls until the end of its next turn": on the owner.
    if (aura.play.ownerAttackBonus > 0 && !context->state().combatant(ref.owner)->dead) {
        EffectSpec spec;
        spec.attackBonus = aura.play.ownerAttackBonus;
        spec.duration = EffectDuration::EndOfTargetNextTurn;
        if (!alreadyHas(context->state(), ref.owner, ref.owner, spec))
            context->addEffect(ref.owner, ref.owner, spec);
    }
    if (aura.play.push > 0 && !context->state().combatant(targetId)->dead) {
        auto pushed = UnwillingMovement::apply(context, ref.owner, targetId, MovementMode::Push, aura.play.push);
        co_await pushed;
    }
    if (aura.play.basicAttack && !context->state().combatant(targetId)->dead) {
        auto attacked = basicAttack(context, ref, targetId);
        co_await attacked;
    }
}

// Every aura of this kind that reaches the creature strikes, each judged again: the one before may have killed the
// creature or its owner, or pushed it out. An includesOwner aura counts its owner as in it.
QCoro::Task<void> strikeAll(RulesContext *context, QString creatureId, bool CombatAura::*when, bool AuraPlay::*whenPlay,
                            QString trigger)
{
    QList<AuraRef> auras = reaching(context->state(), creatureId);
    if (const Combatant *self = context->state().combatant(creatureId)) {
        for (int i = 0; i < self->auras.size(); ++i) {
            if (self->auras.at(i).play.includesOwner)
                auras.append(AuraRef{creatureId, i});
        }
    }
    for (const AuraRef &ref : auras) {
        const CombatAura *aura = auraOf(context->state(), ref);
        const bool fires = when ? aura->*when : aura->play.*whenPlay;
        if (!fires || !inAura(context->state(), ref, creatureId))
            continue;
        auto struck = strike(context, ref, creatureId, trigger);
        co_await struck;
    }
}

} // namespace

bool isOn(const EncounterState &state, const AuraRef &ref)
{
    const CombatAura *aura = auraOf(state, ref);
    const Combatant *owner = state.combatant(ref.owner);
    if (!aura || !owner)
        return false;
    // An owner at 0 hit points or below is unconscious, dying or dead: its aura is off (docs/encounter.md "Auras").
    if (owner->dead || owner->hp <= 0)
        return false;
    // "... the aura is negated until the end of its next turn": an effect on the owner names it.
    if (aura->play.negatedBy.size() > 0) {
        const QString key = ref.key();
        for (const ActiveEffect &effect : state.effects) {
            if (effect.target == ref.owner && effect.spec.negatesAura == key)
                return false;
        }
    }
    return true;
}

bool affects(const EncounterState &state, const AuraRef &ref, const QString &creatureId)
{
    const CombatAura *aura = auraOf(state, ref);
    const Combatant *owner = state.combatant(ref.owner);
    const Combatant *creature = state.combatant(creatureId);
    if (!aura || !creature || creature->dead || ref.owner == creatureId || !isOn(state, ref))
        return false;
    if (aura->affects == QLatin1String("enemies") && owner->side == creature->side)
        return false;
    if (aura->affects == QLatin1String("allies") && owner->side != creature->side)
        return false;
    // "Living creatures" (not undead, not constructs), "other than a ghoul worm" (the stat block's kind).
    if (aura->play.livingOnly && !creature->living)
        return false;
    if (!aura->play.except.isEmpty() && creature->kind == aura->play.except)
        return false;
    if (!aura->play.exceptTag.isEmpty() && creature->tags.contains(aura->play.exceptTag))
        return false;
    return true;
}

bool reaches(const EncounterState &state, const AuraRef &ref, const QString &creatureId)
{
    if (!affects(state, ref, creatureId))
        return false;
    return rangeBetween(*state.combatant(ref.owner), *state.combatant(creatureId)) <= auraOf(state, ref)->radius;
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
    endLeftEffects(context);
    auto struck = strikeAll(context, creatureId, &CombatAura::startOfTurn, nullptr, QStringLiteral("startOfTurn"));
    co_await struck;
}

QCoro::Task<void> endOfTurn(RulesContext *context, QString creatureId)
{
    auto struck = strikeAll(context, creatureId, nullptr, &AuraPlay::endOfTurn, QStringLiteral("endOfTurn"));
    co_await struck;
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
    // "A creature that leaves the aura takes 15 damage": the aura was on it before the step and is not now.
    for (const AuraRef &ref : before) {
        const CombatAura *aura = auraOf(context->state(), ref);
        const Combatant *owner = context->state().combatant(ref.owner);
        const Combatant *mover = context->state().combatant(moverId);
        if (!aura || !aura->play.onLeave || now.contains(ref) || hitThisMove->contains(ref) || owner->dead ||
            owner->hp <= 0 || mover->dead || reaches(context->state(), ref, moverId))
            continue;
        hitThisMove->append(ref);
        auto struck = strike(context, ref, moverId, QStringLiteral("leave"));
        co_await struck;
    }
    endLeftEffects(context);
}

QCoro::Task<void> missed(RulesContext *context, QString attackerId)
{
    auto struck = strikeAll(context, attackerId, nullptr, &AuraPlay::onMiss, QStringLiteral("miss"));
    co_await struck;
}

QCoro::Task<void> failedSave(RulesContext *context, QString creatureId)
{
    auto struck = strikeAll(context, creatureId, nullptr, &AuraPlay::onFailedSave, QStringLiteral("failedSave"));
    co_await struck;
}

QList<std::pair<AuraRef, QString>> reachedOnUse(const EncounterState &state, const QString &ownerId,
                                                const QString &powerName)
{
    QList<std::pair<AuraRef, QString>> reached;
    const Combatant *owner = state.combatant(ownerId);
    if (!owner)
        return reached;
    for (int i = 0; i < owner->auras.size(); ++i) {
        if (!owner->auras.at(i).play.ownerUses.contains(powerName.toLower()))
            continue;
        for (const Combatant &creature : state.combatants) {
            if (inAura(state, AuraRef{ownerId, i}, creature.id))
                reached.append({AuraRef{ownerId, i}, creature.id});
        }
    }
    return reached;
}

QCoro::Task<void> ownerUsed(RulesContext *context, QList<std::pair<AuraRef, QString>> reached)
{
    // Those in it when the power was used, struck once it is over; the dead and an owner dropped meanwhile aside.
    for (const auto &[ref, creatureId] : reached) {
        const Combatant *owner = context->state().combatant(ref.owner);
        const Combatant *creature = context->state().combatant(creatureId);
        if (!owner || owner->dead || owner->hp <= 0 || !creature || creature->dead)
            continue;
        auto struck = strike(context, ref, creatureId, QStringLiteral("ownerUses"));
        co_await struck;
    }
}

void damaged(RulesContext *context, const QString &creatureId, const QString &damageType)
{
    const Combatant *owner = context->state().combatant(creatureId);
    if (!owner || owner->dead || damageType.isEmpty())
        return;
    bool negated = false;
    for (int i = 0; i < owner->auras.size(); ++i) {
        if (owner->auras.at(i).play.negatedBy != damageType)
            continue;
        EffectSpec spec;
        spec.negatesAura = AuraRef{creatureId, i}.key();
        spec.duration = EffectDuration::EndOfTargetNextTurn;
        // A second hit in the same turn changes nothing; one on a later turn lasts to the end of the next turn.
        bool already = false;
        for (const ActiveEffect &effect : context->state().effects)
            already = already || (effect.target == creatureId && effect.spec.negatesAura == spec.negatesAura &&
                                  effect.appliedTurn == context->state().turnNumber);
        if (already)
            continue;
        context->addEffect(creatureId, creatureId, spec);
        negated = true;
    }
    if (negated)
        endLeftEffects(context);
}

void endLeftEffects(RulesContext *context)
{
    const EncounterState &state = context->state();
    QList<int> ending;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.spec.whileInAura.isEmpty())
            continue;
        const qsizetype hash = effect.spec.whileInAura.lastIndexOf(QLatin1Char('#'));
        const AuraRef ref{effect.spec.whileInAura.left(hash), effect.spec.whileInAura.mid(hash + 1).toInt()};
        if (!reaches(state, ref, effect.target))
            ending.append(effect.id);
    }
    for (int id : ending)
        context->endEffect(id, QStringLiteral("left the aura"));
}

} // namespace battlemat::AuraRules
