#include "encounter/adjusthitpointscommand.h"

namespace battlemat {

Result<std::shared_ptr<Command>> AdjustHitPointsCommand::fromJson(const QJsonObject &object, const JsonContext &context)
{
    const bool heal = object.value(QStringLiteral("type")).toString() == QLatin1String("heal");
    auto target = context.requireString(object, QStringLiteral("target"));
    if (!target)
        return target.error();
    auto amount = context.requireInt(object, QStringLiteral("amount"), 0, 100000);
    if (!amount)
        return amount.error();
    auto type = context.optionalString(object, QStringLiteral("damageType"));
    if (!type)
        return type.error();
    auto attacker = context.optionalString(object, QStringLiteral("attacker"));
    if (!attacker)
        return attacker.error();
    return std::shared_ptr<Command>(std::make_shared<AdjustHitPointsCommand>(heal, *target, *amount, *type, *attacker));
}

QJsonObject AdjustHitPointsCommand::toJson() const
{
    QJsonObject object{{QStringLiteral("type"), m_heal ? QStringLiteral("heal") : QStringLiteral("damage")},
                       {QStringLiteral("target"), m_target},
                       {QStringLiteral("amount"), m_amount}};
    if (!m_damageType.isEmpty())
        object.insert(QStringLiteral("damageType"), m_damageType);
    if (!m_attacker.isEmpty())
        object.insert(QStringLiteral("attacker"), m_attacker);
    return object;
}

Status AdjustHitPointsCommand::validate(const EncounterState &state) const
{
    const Combatant *target = state.combatant(m_target);
    if (!target)
        return Error{QStringLiteral("no creature '%1'").arg(m_target)};
    if (target->dead)
        return Error{QStringLiteral("%1 is dead").arg(m_target)};
    if (!m_attacker.isEmpty() && !state.combatant(m_attacker))
        return Error{QStringLiteral("no creature '%1'").arg(m_attacker)};
    return success();
}

QCoro::Task<void> AdjustHitPointsCommand::apply(RulesContext *context) const
{
    if (m_heal) {
        context->heal(m_target, m_amount, QStringLiteral("game master"));
        co_return;
    }
    auto damage = context->dealDamage(m_target, m_amount, m_damageType, m_attacker, QStringLiteral("game master"));
    co_await damage;
}

} // namespace battlemat
