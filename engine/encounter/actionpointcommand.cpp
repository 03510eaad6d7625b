#include "encounter/actionpointcommand.h"

#include "encounter/commandchecks.h"

namespace battlemat {

Result<std::shared_ptr<Command>> ActionPointCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    auto action = context.optionalString(object, QStringLiteral("action"), QStringLiteral("standard"));
    if (!action)
        return action.error();
    ActionKind gain;
    if (*action == QLatin1String("standard"))
        gain = ActionKind::Standard;
    else if (*action == QLatin1String("move"))
        gain = ActionKind::Move;
    else if (*action == QLatin1String("swift"))
        gain = ActionKind::Swift;
    else
        return context.child(QStringLiteral("action"))
            .error(QStringLiteral("'%1' is not standard, move or swift").arg(*action));
    return std::shared_ptr<Command>(std::make_shared<ActionPointCommand>(*creature, gain));
}

QJsonObject ActionPointCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("actionPoint")},
            {QStringLiteral("creature"), m_creature},
            {QStringLiteral("action"), actionKindName(m_gain)}};
}

Status ActionPointCommand::validate(const EncounterState &state) const
{
    const Status turn = CommandChecks::requireTurn(state, m_creature);
    if (!turn)
        return turn;
    if (state.phase == EncounterPhase::Surprise)
        return Error{QStringLiteral("no action points in the surprise round")};
    const Combatant *c = state.combatant(m_creature);
    if (c->actionPoints < 1)
        return Error{QStringLiteral("%1 has no action points").arg(m_creature)};
    if (c->hero && c->actionPointUsedThisEncounter)
        return Error{QStringLiteral("%1 has already spent an action point this encounter").arg(m_creature)};
    if (!c->hero && c->actionPointRound == state.round)
        return Error{QStringLiteral("%1 has already spent an action point this round").arg(m_creature)};
    return success();
}

QCoro::Task<void> ActionPointCommand::apply(RulesContext *context) const
{
    EncounterState &state = context->state();
    Combatant *c = state.combatant(m_creature);
    --c->actionPoints;
    c->actionPointUsedThisEncounter = true;
    c->actionPointRound = state.round;
    state.budget.grant(m_gain);
    context->record({{QStringLiteral("type"), QStringLiteral("actionPointSpent")},
                     {QStringLiteral("creature"), m_creature},
                     {QStringLiteral("gained"), actionKindName(m_gain)},
                     {QStringLiteral("remaining"), c->actionPoints}});
    co_return;
}

} // namespace battlemat
