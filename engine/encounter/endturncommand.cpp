#include "encounter/endturncommand.h"

#include "encounter/turnrules.h"

namespace battlemat {

Result<std::shared_ptr<Command>> EndTurnCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto creature = context.requireString(object, QStringLiteral("creature"));
    if (!creature)
        return creature.error();
    return std::shared_ptr<Command>(std::make_shared<EndTurnCommand>(*creature));
}

QJsonObject EndTurnCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("endTurn")}, {QStringLiteral("creature"), m_creature}};
}

Status EndTurnCommand::validate(const EncounterState &state) const
{
    if (state.phase != EncounterPhase::Surprise && state.phase != EncounterPhase::Combat)
        return Error{QStringLiteral("the encounter is not in combat")};
    if (state.current.isEmpty())
        return Error{QStringLiteral("nobody is left to take a turn")};
    // Dying and stunned creatures still end their turns (death saves and saving throws happen then).
    if (state.current != m_creature)
        return Error{QStringLiteral("it is %1's turn, not %2's").arg(state.current, m_creature)};
    return success();
}

QCoro::Task<void> EndTurnCommand::apply(RulesContext *context) const
{
    auto ending = TurnRules::endTurn(context);
    co_await ending;
    auto next = TurnRules::advance(context);
    co_await next;
}

} // namespace battlemat
