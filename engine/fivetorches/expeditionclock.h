#pragma once

#include "core/jsonreader.h"
#include "core/result.h"

#include <QJsonObject>

namespace battlemat::ftd {

/**
 * The expedition's time: day, hour of day (1-24, shown as time dice) and the travel turns since the party left
 * safety. Every hour is one travel turn; the GM may count 3-4 scenes, rooms or encounters as an hour ("Travel
 * Turns", ../shared/rules/checks-actions-combat-gritty.txt). The travel turns set the roll to return's DC.
 */
class ExpeditionClock
{
public:
    /** The text leaves 3 or 4 to the GM; 3 is the default, settable per clock. */
    static constexpr int defaultScenesPerHour = 3;

    static Result<ExpeditionClock> create(int hour, int day = 1, int scenesPerHour = defaultScenesPerHour);

    int day() const { return m_day; }
    int hour() const { return m_hour; }
    int travelTurns() const { return m_travelTurns; }
    int scenesThisHour() const { return m_scenes; }
    int scenesPerHour() const { return m_scenesPerHour; }

    /** Hours pass: each is a travel turn. Past 24:00h the day rolls over to 01:00h. Returns the hours passed. */
    int advanceHours(int hours);
    /** One scene, room or encounter: the hour passes when scenesPerHour of them have. Returns 1 if it did. */
    int advanceScene();
    /** The party is back at a safe camp: the count of travel turns for the next return starts again. */
    void returnToSafety();

    /** {"day":1,"hour":5,"travelTurns":0,"scenes":0,"scenesPerHour":3} */
    QJsonObject toJson() const;
    static Result<ExpeditionClock> fromJson(const QJsonObject &object, const JsonContext &context);

private:
    int m_day = 1;
    int m_hour = 1;
    int m_travelTurns = 0;
    int m_scenes = 0;
    int m_scenesPerHour = defaultScenesPerHour;
};

} // namespace battlemat::ftd
