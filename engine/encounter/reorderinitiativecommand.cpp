#include "encounter/reorderinitiativecommand.h"

#include "encounter/commandchecks.h"

namespace battlemat {

Result<std::shared_ptr<Command>> ReorderInitiativeCommand::fromJson(const QJsonObject &object,
                                                                    const JsonContext &context)
{
    auto order = CommandChecks::readIdList(object, QStringLiteral("order"), context);
    if (!order)
        return order.error();
    return std::shared_ptr<Command>(std::make_shared<ReorderInitiativeCommand>(*order));
}

QJsonObject ReorderInitiativeCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("reorderInitiative")},
            {QStringLiteral("order"), QJsonArray::fromStringList(m_order)}};
}

Status ReorderInitiativeCommand::validate(const EncounterState &state) const
{
    if (state.phase != EncounterPhase::Surprise && state.phase != EncounterPhase::Combat)
        return Error{QStringLiteral("there is no initiative order to change")};
    // Only entries still to act this round may move, so nobody gets a second turn or loses one.
    const int current = state.initiative.entryOf(state.current);
    for (const QString &id : m_order) {
        const int entry = state.initiative.entryOf(id);
        if (entry >= 0 && entry <= current)
            return Error{QStringLiteral("%1 has already had its turn this round or is acting").arg(id)};
    }
    InitiativeOrder trial = state.initiative;
    return trial.reorderTied(m_order);
}

QCoro::Task<void> ReorderInitiativeCommand::apply(RulesContext *context) const
{
    context->state().initiative.reorderTied(m_order);
    context->record({{QStringLiteral("type"), QStringLiteral("initiative")},
                     {QStringLiteral("order"), context->state().initiative.toJson()}});
    co_return;
}

} // namespace battlemat
