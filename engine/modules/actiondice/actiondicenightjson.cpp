// ActionDiceNight as JSON: the action dice module's state in the table session (engine/session/tablestate.h).
#include "actiondicenight.h"

namespace battlemat {

namespace {

struct PoolField
{
    const char *key;
    int ActionDiceHeroPool::*member;
    int min;
    int max;
};

constexpr PoolField poolFields[] = {
    {"dice", &ActionDiceHeroPool::dice, 0, 100000},
    {"sides", &ActionDiceHeroPool::sides, 2, 100},
    {"heroTokens", &ActionDiceHeroPool::heroTokens, 0, 100000},
    {"awardedDice", &ActionDiceHeroPool::awardedDice, 0, 100000},
    {"earnedTokens", &ActionDiceHeroPool::earnedTokens, 0, 100000},
    {"acBoostRoundsLeft", &ActionDiceHeroPool::acBoostRoundsLeft, 0, 100000},
    {"acBoostBonus", &ActionDiceHeroPool::acBoostBonus, 0, 2},
    {"extraActionTurn", &ActionDiceHeroPool::extraActionTurn, 0, 1000000},
};

} // namespace

QJsonObject ActionDiceNight::toJson() const
{
    QJsonObject pools;
    for (auto it = m_pools.constBegin(); it != m_pools.constEnd(); ++it) {
        QJsonObject pool;
        for (const PoolField &field : poolFields)
            pool.insert(QLatin1String(field.key), it.value().*field.member);
        pools.insert(it.key(), pool);
    }
    return {
        {QStringLiteral("running"), m_running}, {QStringLiteral("night"), m_number}, {QStringLiteral("pools"), pools}};
}

Result<ActionDiceNight> ActionDiceNight::fromJson(const QJsonObject &object, const JsonContext &context)
{
    ActionDiceNight night;
    auto running = context.optionalBool(object, QStringLiteral("running"), false);
    if (!running)
        return running.error();
    auto number = context.optionalInt(object, QStringLiteral("night"), 0, 0, 1000000);
    if (!number)
        return number.error();
    night.m_running = *running;
    night.m_number = *number;
    if (!object.contains(QStringLiteral("pools")))
        return night;
    auto pools = context.requireObject(object, QStringLiteral("pools"));
    if (!pools)
        return pools.error();
    const JsonContext poolsContext = context.child(QStringLiteral("pools"));
    for (auto it = pools->constBegin(); it != pools->constEnd(); ++it) {
        const JsonContext poolContext = poolsContext.child(it.key());
        if (!it.value().isObject())
            return poolContext.error(QStringLiteral("expected a hero's pool object"));
        const QJsonObject poolObject = it.value().toObject();
        ActionDiceHeroPool pool;
        for (const PoolField &field : poolFields) {
            auto value =
                poolContext.optionalInt(poolObject, QLatin1String(field.key), pool.*field.member, field.min, field.max);
            if (!value)
                return value.error();
            pool.*field.member = *value;
        }
        night.m_pools.insert(it.key(), pool);
    }
    return night;
}

} // namespace battlemat
