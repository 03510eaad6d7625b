#pragma once

#include "core/result.h"
#include "fivetorches/lightlevel.h"

#include <QList>
#include <QString>

namespace battlemat::ftd {

enum class Terrain
{
    Open,
    Difficult,
    Harsh
};
enum class TravelPace
{
    Normal,
    Tactical,
    Stealthy
};

QString terrainName(Terrain terrain);
Result<Terrain> terrainFromName(const QString &name);
QString travelPaceName(TravelPace pace);
Result<TravelPace> travelPaceFromName(const QString &name);

/** One traveller's day on foot ("Overland Travel", ../shared/rules/checks-actions-combat-gritty.txt). */
struct OverlandTraveller
{
    int strengthModifier = 0;
    bool encumbered = false;
};

/**
 * Miles a traveller covers in a day: 10 + STR mod, halved on difficult terrain and quartered on harsh; dim light
 * counts as difficult and darkness as harsh, halved again when encumbered, and a quarter less at a tactical pace or
 * half at a stealthy one. Terrain and light do not stack: the worse of the two applies (dim light on harsh ground is
 * still harsh), since the text says the light "counts as" that terrain. Never below 0.
 */
double overlandMilesPerDay(const OverlandTraveller &traveller, Terrain terrain, LightLevel light, TravelPace pace);
/** The party keeps together at its slowest member's pace. Refused for an empty party. */
Result<double> partyMilesPerDay(const QList<OverlandTraveller> &party, Terrain terrain, LightLevel light,
                                TravelPace pace);

/** Water travel ("Overwater Travel"): a boat on smooth water or a ship at sea, with or against wind and current. */
enum class Vessel
{
    Boat,
    Ship
};
enum class Current
{
    Neutral,
    Favorable,
    Unfavorable
};

QString vesselName(Vessel vessel);
Result<Vessel> vesselFromName(const QString &name);
Result<Current> currentFromName(const QString &name);

/** Miles per hour: boat 3, ship 5; unfavorable halves, favorable doubles. */
double overwaterMilesPerHour(Vessel vessel, Current current);
/** Miles per day: a boat about 30 (ten hours), a ship up to 100 over a full day and night (twenty hours). */
double overwaterMilesPerDay(Vessel vessel, Current current);

/** How often the GM rolls a travel turn on the way: overland and on rivers daily, at sea weekly. */
enum class TravelTurnCadence
{
    Hourly,
    Daily,
    Weekly
};
QString cadenceName(TravelTurnCadence cadence);
Result<TravelTurnCadence> cadenceFromName(const QString &name);

/** A journey planned: how long it takes and how many travel turns to roll on the way. */
struct TravelPlan
{
    double miles = 0;
    double milesPerDay = 0;
    double days = 0;   // exact: miles / milesPerDay
    int wholeDays = 0; // started days, rounded up
    TravelTurnCadence cadence = TravelTurnCadence::Daily;
    int travelTurns = 0; // one per started day (or week at sea), or per hour on the road when hourly

    /**
     * Refused for a negative distance or a pace of 0 miles a day (an exhausted or 0 ft party goes nowhere).
     * hoursPerDay: the hours on the road in a day, for hourly travel turns (the text gives none; data default 10,
     * the boat's 3 miles an hour for "roughly 30 miles per day").
     */
    static Result<TravelPlan> plan(double miles, double milesPerDay, TravelTurnCadence cadence, int hoursPerDay = 10);
};

} // namespace battlemat::ftd
