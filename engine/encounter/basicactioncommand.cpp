#include "encounter/basicactioncommand.h"

#include "encounter/commandchecks.h"
#include "encounter/conditionrules.h"
#include "encounter/encountermovement.h"
#include "encounter/triggeredpowers.h"

#include <array>

namespace battlemat {

namespace {

const std::array<std::pair<BasicActionCommand::Kind, const char *>, 7> kindNames{{
    {BasicActionCommand::Kind::FullDefense, "fullDefense"},
    {BasicActionCommand::Kind::Rally, "rally"},
    {BasicActionCommand::Kind::StandUp, "standUp"},
    {BasicActionCommand::Kind::DropProne, "dropProne"},
    {BasicActionCommand::Kind::Escape, "escape"},
    {BasicActionCommand::Kind::EndGrapple, "endGrapple"},
    {BasicActionCommand::Kind::MaintainGrapple, "maintainGrapple"},
}};

QList<const ActiveEffect *> grapplesHeldBy(const EncounterState &state, const QString &id)
{
    QList<const ActiveEffect *> held;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.spec.condition == QLatin1String("grappled") && effect.source == id)
            held << &effect;
    }
    return held;
}

} // namespace

Result<std::shared_ptr<Command>> BasicActionCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto action = context.requireString(object, QStringLiteral("action"));
    if (!action)
        return action.error();
    auto skill = context.optionalString(object, QStringLiteral("skill"), QStringLiteral("acrobatics"));
    if (!skill)
        return skill.error();
    if (*skill != QLatin1String("acrobatics") && *skill != QLatin1String("athletics"))
        return context.child(QStringLiteral("skill")).error(QStringLiteral("escape uses acrobatics or athletics"));
    QList<Square> step;
    if (object.contains(QStringLiteral("path"))) {
        auto path = CommandChecks::readPath(object, QStringLiteral("path"), context);
        if (!path)
            return path.error();
        step = *path;
    }
    for (const auto &[kind, name] : kindNames) {
        if (*action == QLatin1String(name))
            return std::shared_ptr<Command>(std::make_shared<BasicActionCommand>(*creature, kind, *skill, step));
    }
    QStringList names;
    for (const auto &entry : kindNames)
        names << QString::fromLatin1(entry.second);
    return context.child(QStringLiteral("action"))
        .error(QStringLiteral("'%1' is not one of %2").arg(*action, names.join(QStringLiteral(", "))));
}

QJsonObject BasicActionCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("action")}, {QStringLiteral("creature"), m_creature}};
    for (const auto &[kind, name] : kindNames) {
        if (kind == m_kind)
            object.insert(QStringLiteral("action"), QString::fromLatin1(name));
    }
    if (m_kind == Kind::Escape) {
        object.insert(QStringLiteral("skill"), m_skill);
        if (!m_step.isEmpty())
            object.insert(QStringLiteral("path"), CommandChecks::pathToJson(m_step));
    }
    return object;
}

ActionKind BasicActionCommand::cost(const EncounterState &state) const
{
    switch (m_kind) {
    case Kind::FullDefense:
        return ActionKind::Standard;
    case Kind::Rally: {
        const Combatant *c = state.combatant(m_creature);
        return c && c->freeRally ? ActionKind::Free : ActionKind::Standard; // Rally Ally: without using an action
    }
    case Kind::StandUp:
    case Kind::Escape:
        return ActionKind::Move;
    case Kind::DropProne:
    case Kind::EndGrapple:
        return ActionKind::Free;
    case Kind::MaintainGrapple:
        return ActionKind::Swift;
    }
    return ActionKind::Standard;
}

Status BasicActionCommand::validate(const EncounterState &state) const
{
    const Status action = CommandChecks::requireAction(state, m_creature, cost(state));
    if (!action)
        return action;
    const Combatant &c = *state.combatant(m_creature);
    switch (m_kind) {
    case Kind::FullDefense:
        return success();
    case Kind::Rally:
        if (c.rallyUsed)
            return Error{QStringLiteral("%1 has already rallied this encounter").arg(m_creature)};
        if (c.recoveries < 1)
            return Error{QStringLiteral("%1 has no recoveries left to rally with").arg(m_creature)};
        return success();
    case Kind::StandUp:
        if (!ConditionRules::has(state, c, QStringLiteral("prone")))
            return Error{QStringLiteral("%1 is not prone").arg(m_creature)};
        return success();
    case Kind::DropProne:
        if (ConditionRules::has(state, c, QStringLiteral("prone")))
            return Error{QStringLiteral("%1 is already prone").arg(m_creature)};
        return success();
    case Kind::Escape: {
        if (ConditionRules::grappledBy(state, c).isEmpty())
            return Error{QStringLiteral("%1 is not grappled").arg(m_creature)};
        if (!m_step.isEmpty()) {
            // Judge the step as if the grapple were already broken; it is only taken on a success.
            EncounterState free = state;
            free.effects.removeIf([&](const ActiveEffect &e) {
                return e.target == m_creature && e.spec.condition == QLatin1String("grappled");
            });
            auto stepped = EncounterMovement::checkPath(free, m_creature, m_step, MovementMode::Step);
            if (!stepped)
                return stepped.error();
        }
        return success();
    }
    case Kind::EndGrapple:
        if (grapplesHeldBy(state, m_creature).isEmpty())
            return Error{QStringLiteral("%1 is not grappling anyone").arg(m_creature)};
        return success();
    case Kind::MaintainGrapple: {
        const auto held = grapplesHeldBy(state, m_creature);
        if (held.isEmpty())
            return Error{QStringLiteral("%1 is not grappling anyone").arg(m_creature)};
        for (const ActiveEffect *effect : held) {
            if (effect->appliedTurn < state.turnNumber && !effect->maintainedThisTurn)
                return success();
        }
        return Error{QStringLiteral("the grapple needs no maintaining this turn")};
    }
    }
    return success();
}

int BasicActionCommand::escapeDc(const EncounterState &state, const Combatant &grappler, bool athletics)
{
    const DefenseKind defense = athletics ? DefenseKind::Fortitude : DefenseKind::Reflex;
    return grappler.defenses[size_t(defense)] + ConditionRules::defenseModifier(state, grappler, defense);
}

QCoro::Task<void> BasicActionCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    state.budget.take(cost(state));
    Combatant *c = state.combatant(m_creature);
    EffectSpec defense;
    defense.defenseBonus = 2;
    defense.duration = EffectDuration::StartOfTargetNextTurn;
    switch (m_kind) {
    case Kind::FullDefense:
        context->addEffect(m_creature, m_creature, defense);
        break;
    case Kind::Rally:
        c->rallyUsed = true;
        c->freeRally = false;
        context->spendRecovery(m_creature, QStringLiteral("Rally"));
        context->addEffect(m_creature, m_creature, defense);
        break;
    case Kind::StandUp: {
        // "When an enemy in reach stands up from prone" (TriggeredPowers "enemyStandsUp"): the counter comes first;
        // a creature it drops or leaves unable to act stays down, its move action spent.
        auto countered = TriggeredPowers::beforeStandingUp(context, m_creature);
        co_await countered;
        const Combatant *stander = state.combatant(m_creature);
        if (stander->dead || !ConditionRules::canAct(state, *stander))
            break;
        for (const ActiveEffect &effect : QList<ActiveEffect>(state.effects)) {
            if (effect.target == m_creature && effect.spec.condition == QLatin1String("prone"))
                context->endEffect(effect.id, QStringLiteral("stood up"));
        }
        break;
    }
    case Kind::DropProne:
        context->addEffect(m_creature, m_creature,
                           EffectSpec::ofCondition(QStringLiteral("prone"), EffectDuration::UntilResolved));
        break;
    case Kind::Escape: {
        // Orcus "Escape a Grapple": Acrobatics vs Reflex, or Athletics vs Fortitude, of the grappler.
        const Combatant *grappler = state.combatant(ConditionRules::grappledBy(state, *c));
        const bool athletics = m_skill == QLatin1String("athletics");
        const int bonus = c->skill(m_skill);
        const int dc = escapeDc(state, *grappler, athletics);
        const QString purpose = QStringLiteral("escape (%1)").arg(m_skill);
        const int rolled = context->rollD20(m_creature, purpose, bonus);
        // The modules in force may roll it again (a hero token) or add to it (an action die) before it applies.
        auto reviewing = context->reviewD20({ReviewedRollKind::Check, m_creature, grappler->id, purpose, rolled,
                                             rolled + bonus, dc, false, DiceFormula{1, 20, bonus}});
        const RulesContext::ReviewedD20 reviewed = co_await reviewing;
        const int total = reviewed.natural + bonus + reviewed.added;
        const bool escaped = total >= dc;
        QJsonObject event{{QStringLiteral("type"), QStringLiteral("skillCheck")},
                          {QStringLiteral("creature"), m_creature},
                          {QStringLiteral("action"), QStringLiteral("escape")},
                          {QStringLiteral("skill"), m_skill},
                          {QStringLiteral("total"), total},
                          {QStringLiteral("dc"), dc},
                          {QStringLiteral("success"), escaped}};
        if (reviewed.added != 0)
            event.insert(QStringLiteral("added"), reviewed.added);
        if (reviewed.natural != rolled)
            event.insert(QStringLiteral("rerolledFrom"), rolled);
        context->record(event);
        if (escaped) {
            for (const ActiveEffect &effect : QList<ActiveEffect>(state.effects)) {
                if (effect.target == m_creature && effect.spec.condition == QLatin1String("grappled"))
                    context->endEffect(effect.id, QStringLiteral("escaped"));
            }
            if (!m_step.isEmpty()) {
                auto step = EncounterMovement::move(context, m_creature, m_step, MovementMode::Step);
                co_await step;
            }
        }
        break;
    }
    case Kind::EndGrapple:
        context->endGrapplesOf(m_creature, QStringLiteral("released"));
        break;
    case Kind::MaintainGrapple:
        for (ActiveEffect &effect : state.effects) {
            if (effect.spec.condition == QLatin1String("grappled") && effect.source == m_creature)
                effect.maintainedThisTurn = true;
        }
        context->record({{QStringLiteral("type"), QStringLiteral("maintained")},
                         {QStringLiteral("creature"), m_creature},
                         {QStringLiteral("what"), QStringLiteral("grapple")}});
        break;
    }
}

} // namespace battlemat
