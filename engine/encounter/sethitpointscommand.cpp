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
    Tracked tracked;
    for (const auto &[key, field] : {std::pair{QStringLiteral("recoveries"), &tracked.recoveries},
                                     std::pair{QStringLiteral("actionPoints"), &tracked.actionPoints}}) {
        if (!object.contains(key))
            continue;
        auto value = context.requireInt(object, key, 0, 1000);
        if (!value)
            return value.error();
        *field = *value;
    }
    return std::shared_ptr<Command>(std::make_shared<SetHitPointsCommand>(*target, *hitPoints, maxHitPoints, tracked));
}

QJsonObject SetHitPointsCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("setHitPoints")},
                       {QStringLiteral("target"), m_target},
                       {QStringLiteral("hp"), m_hitPoints}};
    if (m_maxHitPoints)
        object.insert(QStringLiteral("maxHp"), *m_maxHitPoints);
    if (m_tracked.recoveries)
        object.insert(QStringLiteral("recoveries"), *m_tracked.recoveries);
    if (m_tracked.actionPoints)
        object.insert(QStringLiteral("actionPoints"), *m_tracked.actionPoints);
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
    if (m_tracked.recoveries && *m_tracked.recoveries > target->maxRecoveries)
        return Error{QStringLiteral("%1 recoveries is more than %2's %3 a day")
                         .arg(*m_tracked.recoveries)
                         .arg(target->name)
                         .arg(target->maxRecoveries)};
    return success();
}

QCoro::Task<void> SetHitPointsCommand::apply(RulesContext *context) const
{
    const int max = m_maxHitPoints.value_or(context->creature(m_target).maxHp);
    context->setHitPoints(m_target, m_hitPoints, max, QStringLiteral("game master"));
    if (!m_tracked.recoveries && !m_tracked.actionPoints)
        co_return;
    // The numbers a hero's sheet keeps besides hit points: set as given, like the hit points.
    Combatant &creature = context->creature(m_target);
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("trackedSet")},
                      {QStringLiteral("target"), m_target},
                      {QStringLiteral("cause"), QStringLiteral("game master")}};
    if (m_tracked.recoveries) {
        event.insert(QStringLiteral("recoveriesFrom"), creature.recoveries);
        creature.recoveries = *m_tracked.recoveries;
        event.insert(QStringLiteral("recoveries"), creature.recoveries);
    }
    if (m_tracked.actionPoints) {
        event.insert(QStringLiteral("actionPointsFrom"), creature.actionPoints);
        creature.actionPoints = *m_tracked.actionPoints;
        event.insert(QStringLiteral("actionPoints"), creature.actionPoints);
    }
    context->record(std::move(event));
    co_return;
}

} // namespace battlemat
