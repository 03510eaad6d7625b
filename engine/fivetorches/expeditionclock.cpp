#include "fivetorches/expeditionclock.h"

#include "fivetorches/timedice.h"

namespace battlemat::ftd {

Result<ExpeditionClock> ExpeditionClock::create(int hour, int day, int scenesPerHour)
{
    if (hour < 1 || hour > TimeDice::hoursPerDay)
        return Error{QStringLiteral("hour %1 is outside 1 to 24").arg(hour)};
    if (day < 1)
        return Error{QStringLiteral("day %1: days count from 1").arg(day)};
    // "every 3-4 scenes": the GM may use another count, but an hour needs at least one scene.
    if (scenesPerHour < 1 || scenesPerHour > 12)
        return Error{QStringLiteral("scenes per hour %1 is outside 1 to 12 (the text counts 3-4)").arg(scenesPerHour)};
    ExpeditionClock clock;
    clock.m_hour = hour;
    clock.m_day = day;
    clock.m_scenesPerHour = scenesPerHour;
    return clock;
}

int ExpeditionClock::advanceHours(int hours)
{
    for (int i = 0; i < hours; ++i) {
        ++m_travelTurns;
        if (++m_hour > TimeDice::hoursPerDay) {
            m_hour = 1;
            ++m_day;
        }
    }
    // A whole hour passing by the GM's call starts the scene count afresh.
    if (hours > 0)
        m_scenes = 0;
    return hours > 0 ? hours : 0;
}

int ExpeditionClock::advanceScene()
{
    if (++m_scenes < m_scenesPerHour)
        return 0;
    return advanceHours(1);
}

void ExpeditionClock::returnToSafety()
{
    m_travelTurns = 0;
    m_scenes = 0;
}

QJsonObject ExpeditionClock::toJson() const
{
    return {{QStringLiteral("day"), m_day},
            {QStringLiteral("hour"), m_hour},
            {QStringLiteral("travelTurns"), m_travelTurns},
            {QStringLiteral("scenes"), m_scenes},
            {QStringLiteral("scenesPerHour"), m_scenesPerHour}};
}

Result<ExpeditionClock> ExpeditionClock::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto hour = context.requireInt(object, QStringLiteral("hour"), 1, TimeDice::hoursPerDay);
    if (!hour)
        return hour.error();
    auto day = context.optionalInt(object, QStringLiteral("day"), 1, 1, 1000000);
    if (!day)
        return day.error();
    auto perHour = context.optionalInt(object, QStringLiteral("scenesPerHour"), defaultScenesPerHour, 1, 12);
    if (!perHour)
        return perHour.error();
    auto turns = context.optionalInt(object, QStringLiteral("travelTurns"), 0, 0, 1000000);
    if (!turns)
        return turns.error();
    auto scenes = context.optionalInt(object, QStringLiteral("scenes"), 0, 0, *perHour - 1);
    if (!scenes)
        return scenes.error();
    auto clock = create(*hour, *day, *perHour);
    if (!clock)
        return context.error(clock.errorMessage());
    ExpeditionClock result = *clock;
    result.m_travelTurns = *turns;
    result.m_scenes = *scenes;
    return result;
}

} // namespace battlemat::ftd
