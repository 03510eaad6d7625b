#include "encounter/skillactioncommand.h"

#include "encounter/commandchecks.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"

#include <array>

namespace battlemat {

namespace {

const std::array<std::pair<SkillActionCommand::Kind, const char *>, 5> kindNames{{
    {SkillActionCommand::Kind::GrantSave, "grantSave"},
    {SkillActionCommand::Kind::RallyAlly, "rallyAlly"},
    {SkillActionCommand::Kind::Stabilize, "stabilize"},
    {SkillActionCommand::Kind::Feint, "feint"},
    {SkillActionCommand::Kind::Deter, "deter"},
}};

QString kindName(SkillActionCommand::Kind kind)
{
    for (const auto &[value, name] : kindNames) {
        if (value == kind)
            return QString::fromLatin1(name);
    }
    return {};
}

const QString feintUse = QStringLiteral("feint"); // Feint is an encounter action; kept with expended powers

} // namespace

Result<std::shared_ptr<Command>> SkillActionCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto action = context.requireString(object, QStringLiteral("action"));
    if (!action)
        return action.error();
    auto target = context.requireString(object, QStringLiteral("target"));
    if (!target)
        return target.error();
    auto forbid = context.optionalString(object, QStringLiteral("forbid"), QStringLiteral("standard"));
    if (!forbid)
        return forbid.error();
    auto foreign = context.optionalBool(object, QStringLiteral("foreignLanguage"), false);
    if (!foreign)
        return foreign.error();
    ActionKind forbidden = ActionKind::Standard;
    if (*forbid == QLatin1String("move"))
        forbidden = ActionKind::Move;
    else if (*forbid == QLatin1String("swift"))
        forbidden = ActionKind::Swift;
    else if (*forbid != QLatin1String("standard"))
        return context.child(QStringLiteral("forbid"))
            .error(QStringLiteral("'%1' is not standard, move or swift").arg(*forbid));
    for (const auto &[kind, name] : kindNames) {
        if (*action == QLatin1String(name))
            return std::shared_ptr<Command>(
                std::make_shared<SkillActionCommand>(*creature, kind, *target, forbidden, *foreign));
    }
    return context.child(QStringLiteral("action"))
        .error(QStringLiteral("'%1' is not grantSave, rallyAlly, stabilize, feint or deter").arg(*action));
}

QJsonObject SkillActionCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("skill")},
                       {QStringLiteral("creature"), m_creature},
                       {QStringLiteral("action"), kindName(m_kind)},
                       {QStringLiteral("target"), m_target}};
    if (m_kind == Kind::Deter) {
        object.insert(QStringLiteral("forbid"), actionKindName(m_forbid));
        object.insert(QStringLiteral("foreignLanguage"), m_foreignLanguage);
    }
    return object;
}

Status SkillActionCommand::validate(const EncounterState &state) const
{
    const Status action = CommandChecks::requireAction(state, m_creature, ActionKind::Standard);
    if (!action)
        return action;
    const Combatant &actor = *state.combatant(m_creature);
    const Combatant *target = state.combatant(m_target);
    if (!target)
        return Error{QStringLiteral("no creature '%1'").arg(m_target)};
    if (target->dead)
        return Error{QStringLiteral("%1 is dead").arg(m_target)};
    if (target->id == actor.id)
        return Error{QStringLiteral("%1 cannot target itself").arg(kindName(m_kind))};
    const bool ally = !state.isHostile(actor, *target);
    const bool touch = isAdjacent(actor, *target);
    switch (m_kind) {
    case Kind::GrantSave:
    case Kind::RallyAlly:
    case Kind::Stabilize:
        if (!ally)
            return Error{QStringLiteral("%1 needs an ally; %2 is an enemy").arg(kindName(m_kind), m_target)};
        if (!touch)
            return Error{QStringLiteral("%1 is melee touch: %2 must be adjacent").arg(kindName(m_kind), m_target)};
        if (m_kind == Kind::Stabilize && !target->isDying())
            return Error{QStringLiteral("%1 is not dying").arg(m_target)};
        if (m_kind == Kind::RallyAlly && target->rallyUsed)
            return Error{QStringLiteral("%1 has no Rally left this encounter").arg(m_target)};
        return success();
    case Kind::Feint:
        if (ally)
            return Error{QStringLiteral("feint needs an enemy")};
        if (!touch)
            return Error{QStringLiteral("feint is near burst 1: %1 must be adjacent").arg(m_target)};
        if (actor.expendedPowers.contains(feintUse))
            return Error{QStringLiteral("%1 has already feinted this encounter").arg(m_creature)};
        return success();
    case Kind::Deter:
        if (ally)
            return Error{QStringLiteral("deter needs an enemy")};
        if (!ConditionRules::canSee(state, actor, *target))
            return Error{QStringLiteral("%1 cannot see %2").arg(m_creature, m_target)};
        if (state.deterRefused.contains(m_creature + QLatin1Char('>') + m_target))
            return Error{QStringLiteral("%1 failed to deter %2 already this encounter").arg(m_creature, m_target)};
        return success();
    }
    return success();
}

QCoro::Task<void> SkillActionCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    state.budget.take(ActionKind::Standard);
    const Combatant &actor = *state.combatant(m_creature);
    const Combatant &target = *state.combatant(m_target);
    QString skill;
    int dc = 0;
    switch (m_kind) {
    case Kind::GrantSave:
    case Kind::Stabilize:
        skill = QStringLiteral("heal");
        dc = 15;
        break;
    case Kind::RallyAlly:
        skill = QStringLiteral("heal");
        dc = 10;
        break;
    case Kind::Feint:
        skill = QStringLiteral("bluff");
        dc = 10 + target.skill(QStringLiteral("insight")); // passive Insight
        state.combatant(m_creature)->expendedPowers.append(feintUse);
        break;
    case Kind::Deter:
        // In combat the target is hostile: +10; +5 more when it does not understand the language.
        skill = QStringLiteral("intimidate");
        dc = target.defenses[size_t(DefenseKind::Will)] +
             ConditionRules::defenseModifier(state, target, DefenseKind::Will) + 10 + (m_foreignLanguage ? 5 : 0);
        break;
    }
    const int bonus = actor.skill(skill);
    const QString purpose = kindName(m_kind) + QStringLiteral(" (") + skill + QLatin1Char(')');
    const int rolled = context->rollD20(m_creature, purpose, bonus);
    // Rolled, not yet applied: the modules in force may roll it again (a hero token) or add to it (an action die).
    auto reviewing = context->reviewD20(
        {ReviewedRollKind::Check, m_creature, m_target, purpose, rolled, rolled + bonus, dc, false, {1, 20, bonus}});
    const RulesContext::ReviewedD20 reviewed = co_await reviewing;
    const int total = reviewed.natural + bonus + reviewed.added;
    const bool success = total >= dc;
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("skillCheck")},
                      {QStringLiteral("creature"), m_creature},
                      {QStringLiteral("action"), kindName(m_kind)},
                      {QStringLiteral("target"), m_target},
                      {QStringLiteral("skill"), skill},
                      {QStringLiteral("total"), total},
                      {QStringLiteral("dc"), dc},
                      {QStringLiteral("success"), success}};
    if (reviewed.added != 0)
        event.insert(QStringLiteral("added"), reviewed.added);
    if (reviewed.natural != rolled)
        event.insert(QStringLiteral("rerolledFrom"), rolled);
    context->record(event);
    if (!success) {
        if (m_kind == Kind::Deter)
            state.deterRefused.insert(m_creature + QLatin1Char('>') + m_target);
        co_return;
    }
    switch (m_kind) {
    case Kind::GrantSave: {
        int saveEnds = 0;
        for (const ActiveEffect &effect : state.effects) {
            if (effect.target == m_target && effect.spec.duration == EffectDuration::SaveEnds) {
                saveEnds = effect.id;
                break;
            }
        }
        bool now = false;
        if (saveEnds != 0) {
            auto question = context->ask({DecisionKind::GrantSaveNow, m_target, m_creature, {}});
            now = co_await question;
        }
        if (now) {
            ActiveEffect effect;
            for (const ActiveEffect &e : state.effects) {
                if (e.id == saveEnds)
                    effect = e;
            }
            auto saving = context->savingThrow(m_target, effect.spec.describe()); // call first, then await
            if (co_await saving) {
                context->endEffect(saveEnds, QStringLiteral("saved"));
                if (effect.spec.aftereffect)
                    context->addEffect(m_target, effect.source, *effect.spec.aftereffect);
            }
        } else {
            state.combatant(m_target)->pendingSaveBonus = 2;
            context->record({{QStringLiteral("type"), QStringLiteral("saveBonus")},
                             {QStringLiteral("target"), m_target},
                             {QStringLiteral("bonus"), 2}});
        }
        break;
    }
    case Kind::RallyAlly:
        state.combatant(m_target)->freeRally = true;
        context->record({{QStringLiteral("type"), QStringLiteral("freeRally")}, {QStringLiteral("target"), m_target}});
        break;
    case Kind::Stabilize:
        state.combatant(m_target)->stabilized = true;
        context->record({{QStringLiteral("type"), QStringLiteral("stabilized")}, {QStringLiteral("target"), m_target}});
        break;
    case Kind::Feint: {
        EffectSpec offGuard = EffectSpec::ofCondition(QStringLiteral("off-guard"), EffectDuration::EndOfSourceNextTurn);
        offGuard.onlyAgainstSource = true;
        context->addEffect(m_target, m_creature, offGuard);
        break;
    }
    case Kind::Deter: {
        // The target cannot take the chosen action until the end of its next turn.
        EffectSpec deterred;
        deterred.forbiddenAction = actionKindName(m_forbid);
        deterred.duration = EffectDuration::EndOfTargetNextTurn;
        context->addEffect(m_target, m_creature, deterred);
        break;
    }
    }
}

} // namespace battlemat
