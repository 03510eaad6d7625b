#include "encounter/temporaryhitpointscommand.h"

namespace battlemat {

Result<std::shared_ptr<Command>> TemporaryHitPointsCommand::fromJson(const QJsonObject &object,
                                                                     const JsonContext &context)
{
    auto target = context.requireString(object, QStringLiteral("target"));
    if (!target)
        return target.error();
    auto amount = context.requireInt(object, QStringLiteral("amount"), 1, 100000);
    if (!amount)
        return amount.error();
    return std::shared_ptr<Command>(std::make_shared<TemporaryHitPointsCommand>(*target, *amount));
}

QJsonObject TemporaryHitPointsCommand::toJson() const
{
    return {{QStringLiteral("type"), QStringLiteral("temporaryHitPoints")},
            {QStringLiteral("target"), m_target},
            {QStringLiteral("amount"), m_amount}};
}

Status TemporaryHitPointsCommand::validate(const EncounterState &state) const
{
    const Combatant *target = state.combatant(m_target);
    if (!target)
        return Error{QStringLiteral("no creature '%1'").arg(m_target)};
    if (target->dead)
        return Error{QStringLiteral("%1 is dead").arg(target->name)};
    return success();
}

QCoro::Task<void> TemporaryHitPointsCommand::apply(RulesContext *context) const
{
    context->grantTemporaryHitPoints(m_target, m_amount, QStringLiteral("game master"));
    co_return;
}

} // namespace battlemat
