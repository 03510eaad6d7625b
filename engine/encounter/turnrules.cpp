#include "encounter/turnrules.h"

#include "encounter/aurarules.h"
#include "encounter/conditionrules.h"
#include "encounter/lighttime.h"
#include "encounter/triggeredpowers.h"

#include <QMap>

namespace battlemat::TurnRules {

namespace {

void endEffectsWhere(RulesContext *context, const std::function<bool(const ActiveEffect &)> &predicate,
                     const QString &reason)
{
    QList<int> ending;
    for (const ActiveEffect &effect : context->state().effects) {
        if (predicate(effect))
            ending << effect.id;
    }
    for (int id : ending)
        context->endEffect(id, reason);
}

const ActiveEffect *effectById(const EncounterState &state, int id)
{
    for (const ActiveEffect &effect : state.effects) {
        if (effect.id == id)
            return &effect;
    }
    return nullptr;
}

/**
 * Orcus "Death saving throws": a d20, 10 or higher succeeds, the third failure kills, 20 or higher may spend a
 * recovery. Rolled and not yet applied, the modules in force may re-roll or add to it like any saving throw (a hero
 * token, an action die); the event keeps the natural die, and the total when a module changed it.
 */
QCoro::Task<void> deathSavingThrow(RulesContext *context, QString id)
{
    const QString purpose = QStringLiteral("death saving throw");
    const int rolled = context->rollD20(id, purpose);
    auto reviewing = context->reviewD20({ReviewedRollKind::SavingThrow, id, QStringLiteral("death"), purpose, rolled,
                                         rolled, 10, false, DiceFormula{1, 20, 0}});
    const RulesContext::ReviewedD20 reviewed = co_await reviewing;
    const int total = reviewed.natural + reviewed.added;
    const bool success = total >= 10;
    Combatant *c = context->state().combatant(id);
    if (!success)
        ++c->deathSaveFailures;
    if (context->watched()) {
        QJsonObject event{{QStringLiteral("type"), QStringLiteral("deathSave")},
                          {QStringLiteral("creature"), id},
                          {QStringLiteral("roll"), reviewed.natural},
                          {QStringLiteral("success"), success},
                          {QStringLiteral("failures"), c->deathSaveFailures}};
        if (reviewed.added != 0) {
            event.insert(QStringLiteral("added"), reviewed.added);
            event.insert(QStringLiteral("total"), total);
        }
        if (reviewed.natural != rolled)
            event.insert(QStringLiteral("rerolledFrom"), rolled);
        context->record(event);
    }
    if (c->deathSaveFailures >= 3) {
        context->kill(id, QStringLiteral("third failed death saving throw"));
    } else if (total >= 20) {
        auto question = context->ask({DecisionKind::DeathSaveRecovery, id, id, {}});
        const bool spend = co_await question;
        if (spend)
            context->spendRecovery(id, reviewed.natural >= 20 ? QStringLiteral("natural 20 on a death saving throw")
                                                              : QStringLiteral("20 or higher on a death saving throw"));
    }
}

} // namespace

bool takesTurn(const EncounterState &state, const Combatant &c)
{
    if (c.dead)
        return false;
    return !(state.phase == EncounterPhase::Surprise && state.surprised.contains(c.id));
}

QCoro::Task<void> startTurn(RulesContext *context, QString creatureId)
{
    EncounterState &state = context->state();
    state.current = creatureId;
    ++state.turnNumber;
    const int turn = state.turnNumber;
    for (Combatant &c : state.combatants)
        c.opportunityAttackUsed = false; // one opportunity attack per turn, whoever's turn it is
    Combatant &self = context->creature(creatureId);
    self.immediateActionUsed = false;
    self.squaresMovedThisTurn = 0;
    for (ActiveEffect &effect : state.effects) {
        if (effect.source == creatureId)
            effect.maintainedThisTurn = false;
    }
    if (context->watched())
        context->record({{QStringLiteral("type"), QStringLiteral("turnStarted")},
                         {QStringLiteral("creature"), creatureId},
                         {QStringLiteral("round"), state.round}});

    endEffectsWhere(
        context,
        [&](const ActiveEffect &e) {
            return e.appliedTurn < turn &&
                   ((e.spec.duration == EffectDuration::StartOfTargetNextTurn && e.target == creatureId) ||
                    (e.spec.duration == EffectDuration::StartOfSourceNextTurn && e.source == creatureId));
        },
        QStringLiteral("start of turn"));

    // "A creature that ... begins its turn in the aura takes 20 fire damage" (orcus-monsters-1.0.md, e.g. the balor).
    auto auras = AuraRules::startOfTurn(context, creatureId);
    co_await auras;

    // Orcus "Persistent damage": per damage type only the highest applies.
    QMap<QString, int> persistent;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == creatureId && effect.spec.persistentDamage > 0)
            persistent[effect.spec.damageType] =
                std::max(persistent.value(effect.spec.damageType), effect.spec.persistentDamage);
    }
    for (auto it = persistent.cbegin(); it != persistent.cend(); ++it) {
        auto damage =
            context->dealDamage(creatureId, it.value(), it.key(), QString(), QStringLiteral("persistent damage"));
        co_await damage;
    }

    // Orcus "Regeneration": only the highest source; the stat block holds the one a creature has.
    Combatant *c = state.combatant(creatureId);
    if (c->regeneration > 0 && !c->dead && c->hp < c->maxHp)
        context->heal(creatureId, c->regeneration, QStringLiteral("regeneration"));

    // Orcus "Recharge X-Y": a d6 for each expended recharge power.
    const QStringList expended = c->expendedPowers;
    for (const QString &powerId : expended) {
        const CombatPower *power = state.combatant(creatureId)->power(powerId);
        if (!power || power->usage != PowerUsage::Recharge)
            continue;
        const int face = context->roll(DiceFormula{1, 6, 0}, creatureId, QStringLiteral("recharge ") + powerId).total;
        const bool recharged = face >= power->rechargeMin;
        if (recharged)
            state.combatant(creatureId)->expendedPowers.removeAll(powerId);
        if (context->watched())
            context->record({{QStringLiteral("type"), QStringLiteral("recharge")},
                             {QStringLiteral("creature"), creatureId},
                             {QStringLiteral("power"), powerId},
                             {QStringLiteral("roll"), face},
                             {QStringLiteral("recharged"), recharged}});
    }

    c = state.combatant(creatureId);
    if (!ConditionRules::canAct(state, *c))
        state.budget = ActionBudget::none();
    else if (state.phase == EncounterPhase::Surprise || ConditionRules::has(state, *c, QStringLiteral("dazed")))
        state.budget = ActionBudget::singleStandard(); // "Surprise round"; dazed (orcus-gaps-filled.md section 7)
    else
        state.budget = ActionBudget::fullTurn();
    for (const ActiveEffect &effect : state.effects) {
        // "step" ("cannot shift") forbids one move action, not the move action: EncounterMovement refuses it.
        if (effect.target != creatureId || effect.spec.forbiddenAction.isEmpty() ||
            effect.spec.forbiddenAction == QLatin1String("step"))
            continue;
        const QString &kind = effect.spec.forbiddenAction;
        state.budget.forbid(kind == QLatin1String("standard") ? ActionKind::Standard
                            : kind == QLatin1String("move")   ? ActionKind::Move
                                                              : ActionKind::Swift);
    }
    if (!context->watched())
        co_return;
    QJsonObject budget = state.budget.toJson();
    budget.insert(QStringLiteral("type"), QStringLiteral("actions"));
    budget.insert(QStringLiteral("creature"), creatureId);
    context->record(budget);
}

QCoro::Task<void> endTurn(RulesContext *context)
{
    EncounterState &state = context->state();
    const QString id = state.current;
    const int turn = state.turnNumber;
    int bonus = state.combatant(id)->pendingSaveBonus;

    // "A living creature that ends its turn in the aura suffers 3 necrotic damage" (orcus-monsters-1.0.md, the
    // bloody bones): before the saving throws, which may end what the aura did.
    auto auras = AuraRules::endOfTurn(context, id);
    co_await auras;

    // Saving throws against save-ends effects, in the order imposed (Orcus "The end of your turn").
    QList<int> saveEnds;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == id && effect.spec.duration == EffectDuration::SaveEnds &&
            effect.spec.persistentDamage == 0)
            saveEnds << effect.id;
    }
    for (int effectId : saveEnds) {
        const ActiveEffect *effect = effectById(state, effectId);
        if (!effect || state.combatant(id)->dead)
            continue;
        const ActiveEffect copy = *effect;
        auto saving = context->savingThrow(id, copy.spec.describe(), bonus); // call first, then await
        const bool saved = co_await saving;
        bonus = 0;
        if (saved) {
            context->endEffect(effectId, QStringLiteral("saved"));
            if (copy.spec.aftereffect)
                context->addEffect(id, copy.source, *copy.spec.aftereffect);
        } else if (copy.spec.firstFailedSave && !copy.failedSave) {
            context->endEffect(effectId, QStringLiteral("first failed save"));
            context->addEffect(id, copy.source, *copy.spec.firstFailedSave);
        } else {
            for (ActiveEffect &e : state.effects) {
                if (e.id == effectId)
                    e.failedSave = true;
            }
        }
    }
    // One save per persistent damage type (Orcus "Persistent damage").
    QStringList types;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == id && effect.spec.persistentDamage > 0 &&
            effect.spec.duration == EffectDuration::SaveEnds && !types.contains(effect.spec.damageType))
            types << effect.spec.damageType;
    }
    for (const QString &type : types) {
        if (state.combatant(id)->dead)
            break;
        auto saving = context->savingThrow(id, QStringLiteral("persistent %1 damage").arg(type), bonus);
        const bool saved = co_await saving;
        bonus = 0;
        if (!saved)
            continue;
        QList<ActiveEffect> ended;
        for (const ActiveEffect &effect : state.effects) {
            if (effect.target == id && effect.spec.persistentDamage > 0 && effect.spec.damageType == type &&
                effect.spec.duration == EffectDuration::SaveEnds)
                ended << effect;
        }
        for (const ActiveEffect &effect : ended) {
            context->endEffect(effect.id, QStringLiteral("saved"));
            if (effect.spec.aftereffect)
                context->addEffect(id, effect.source, *effect.spec.aftereffect);
        }
    }
    state.combatant(id)->pendingSaveBonus = 0;

    endEffectsWhere(
        context,
        [&](const ActiveEffect &e) {
            return e.appliedTurn < turn &&
                   ((e.spec.duration == EffectDuration::EndOfTargetNextTurn && e.target == id) ||
                    (e.spec.duration == EffectDuration::EndOfSourceNextTurn && e.source == id));
        },
        QStringLiteral("end of turn"));
    // Orcus "Maintain": an effect whose action was not paid this turn ends (not in the turn it began).
    endEffectsWhere(
        context,
        [&](const ActiveEffect &e) {
            return e.spec.duration == EffectDuration::MaintainSwift && e.source == id && e.appliedTurn < turn &&
                   !e.maintainedThisTurn;
        },
        QStringLiteral("not maintained"));

    // Orcus "Death saving throws". A module may make the dying creature stable before it rolls (an action die's
    // "become Stable when they are unconscious", a free action); the roll itself is reviewed like any save.
    if (state.combatant(id)->isDying() && !state.combatant(id)->stabilized) {
        auto offering = context->stabilizeInstead(id, state.combatant(id)->deathSaveFailures);
        if (co_await offering) {
            state.combatant(id)->stabilized = true;
            context->record({{QStringLiteral("type"), QStringLiteral("stabilized")}, {QStringLiteral("target"), id}});
        } else {
            auto saving = deathSavingThrow(context, id);
            co_await saving;
        }
    }
    if (context->watched())
        context->record({{QStringLiteral("type"), QStringLiteral("turnEnded")}, {QStringLiteral("creature"), id}});
    state.budget = ActionBudget::none();
    // "When an enemy does not move during their turn" (TriggeredPowers "enemyStaysPut"): met once the turn is over.
    if (const Combatant *ender = state.combatant(id); ender && !ender->dead && ender->squaresMovedThisTurn == 0) {
        auto reactions = TriggeredPowers::afterTurnWithoutMoving(context, id);
        co_await reactions;
    }
}

QCoro::Task<void> advance(RulesContext *context)
{
    EncounterState &state = context->state();
    const QStringList order = state.initiative.turnOrder();
    if (order.isEmpty())
        co_return;
    qsizetype index = order.indexOf(state.current); // -1 before the first turn
    // At most two passes: the rest of this round, then the whole of the next (a round where nobody acts is skipped).
    for (qsizetype guard = 0; guard < 2 * order.size() + 2; ++guard) {
        ++index;
        if (index >= order.size()) {
            index = 0;
            if (state.phase == EncounterPhase::Surprise)
                state.phase = EncounterPhase::Combat;
            ++state.round;
            if (context->watched())
                context->record(
                    {{QStringLiteral("type"), QStringLiteral("roundStarted")}, {QStringLiteral("round"), state.round}});
            LightTime::pass(context, LightTime::secondsPerRound); // the round before burnt the lights six seconds
            context->announceRound(state.round);
        }
        const Combatant *next = state.combatant(order[index]);
        if (next && takesTurn(state, *next)) {
            auto starting = startTurn(context, next->id);
            co_await starting;
            co_return;
        }
    }
    state.current.clear(); // nobody left who takes turns
}

} // namespace battlemat::TurnRules
