#include "encounter/sethitpointscommand.h"

namespace battlemat {

Result<std::shared_ptr<Command>> SetHitPointsCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto target = context.requireString(object, QStringLiteral("target"));
    if (!target)
        return target.error();
    auto hitPoints = context.requireInt(object, QStringLiteral("hp"), -100000, 100000);
    if (!hitPoints)
        return hitPoints.error();
    std::optional<int> maxHitPoints;
    if (object.contains(QStringLiteral("maxHp"))) {
        auto max = context.requireInt(object, QStringLiteral("maxHp"), 1, 100000);
        if (!max)
            return max.error();
        maxHitPoints = *max;
    }
    return std::shared_ptr<Command>(std::make_shared<SetHitPointsCommand>(*target, *hitPoints, maxHitPoints));
}

QJsonObject SetHitPointsCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("setHitPoints")},
                       {QStringLiteral("target"), m_target},
                       {QStringLiteral("hp"), m_hitPoints}};
    if (m_maxHitPoints)
        object.insert(QStringLiteral("maxHp"), *m_maxHitPoints);
    return object;
}

Status SetHitPointsCommand::validate(const EncounterState &state) const
{
    const Combatant *target = state.combatant(m_target);
    if (!target)
        return Error{QStringLiteral("no creature '%1'").arg(m_target)};
    if (target->dead)
        return Error{QStringLiteral("%1 is dead").arg(target->name)};
    const int max = m_maxHitPoints.value_or(target->maxHp);
    if (m_hitPoints > max)
        return Error{QStringLiteral("%1 hit points is more than %2's maximum of %3")
                         .arg(m_hitPoints)
                         .arg(target->name)
                         .arg(max)};
    return success();
}

QCoro::Task<void> SetHitPointsCommand::apply(RulesContext *context) const
{
    const int max = m_maxHitPoints.value_or(context->creature(m_target).maxHp);
    context->setHitPoints(m_target, m_hitPoints, max, QStringLiteral("game master"));
    co_return;
}

} // namespace battlemat
