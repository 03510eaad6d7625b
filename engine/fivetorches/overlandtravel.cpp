#include "fivetorches/overlandtravel.h"

#include <algorithm>
#include <cmath>

namespace battlemat::ftd {

namespace {

double terrainFactor(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Difficult:
        return 0.5;
    case Terrain::Harsh:
        return 0.25;
    case Terrain::Open:
        break;
    }
    return 1.0;
}

Terrain terrainOfLight(LightLevel light)
{
    if (light == LightLevel::Darkness)
        return Terrain::Harsh;
    if (light == LightLevel::Dim)
        return Terrain::Difficult;
    return Terrain::Open;
}

double paceFactor(TravelPace pace)
{
    switch (pace) {
    case TravelPace::Tactical:
        return 0.75;
    case TravelPace::Stealthy:
        return 0.5;
    case TravelPace::Normal:
        break;
    }
    return 1.0;
}

} // namespace

QString terrainName(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Difficult:
        return QStringLiteral("difficult");
    case Terrain::Harsh:
        return QStringLiteral("harsh");
    case Terrain::Open:
        break;
    }
    return QStringLiteral("open");
}

Result<Terrain> terrainFromName(const QString &name)
{
    for (Terrain terrain : {Terrain::Open, Terrain::Difficult, Terrain::Harsh}) {
        if (terrainName(terrain) == name)
            return terrain;
    }
    return Error{QStringLiteral("'%1' is not a terrain (open, difficult, harsh)").arg(name)};
}

QString travelPaceName(TravelPace pace)
{
    switch (pace) {
    case TravelPace::Tactical:
        return QStringLiteral("tactical");
    case TravelPace::Stealthy:
        return QStringLiteral("stealthy");
    case TravelPace::Normal:
        break;
    }
    return QStringLiteral("normal");
}

Result<TravelPace> travelPaceFromName(const QString &name)
{
    for (TravelPace pace : {TravelPace::Normal, TravelPace::Tactical, TravelPace::Stealthy}) {
        if (travelPaceName(pace) == name)
            return pace;
    }
    return Error{QStringLiteral("'%1' is not a pace (normal, tactical, stealthy)").arg(name)};
}

double overlandMilesPerDay(const OverlandTraveller &traveller, Terrain terrain, LightLevel light, TravelPace pace)
{
    const double ground = std::min(terrainFactor(terrain), terrainFactor(terrainOfLight(light)));
    const double encumbrance = traveller.encumbered ? 0.5 : 1.0;
    return std::max(0.0, (10 + traveller.strengthModifier) * ground * encumbrance * paceFactor(pace));
}

Result<double> partyMilesPerDay(const QList<OverlandTraveller> &party, Terrain terrain, LightLevel light,
                                TravelPace pace)
{
    if (party.isEmpty())
        return Error{QStringLiteral("a party needs at least one traveller")};
    double slowest = overlandMilesPerDay(party.constFirst(), terrain, light, pace);
    for (const OverlandTraveller &traveller : party)
        slowest = std::min(slowest, overlandMilesPerDay(traveller, terrain, light, pace));
    return slowest;
}

QString vesselName(Vessel vessel)
{
    return vessel == Vessel::Ship ? QStringLiteral("ship") : QStringLiteral("boat");
}

Result<Vessel> vesselFromName(const QString &name)
{
    if (name == QLatin1String("boat"))
        return Vessel::Boat;
    if (name == QLatin1String("ship"))
        return Vessel::Ship;
    return Error{QStringLiteral("'%1' is not a vessel (boat, ship)").arg(name)};
}

Result<Current> currentFromName(const QString &name)
{
    if (name == QLatin1String("neutral"))
        return Current::Neutral;
    if (name == QLatin1String("favorable"))
        return Current::Favorable;
    if (name == QLatin1String("unfavorable"))
        return Current::Unfavorable;
    return Error{QStringLiteral("'%1' is not a wind or current (neutral, favorable, unfavorable)").arg(name)};
}

double overwaterMilesPerHour(Vessel vessel, Current current)
{
    const double base = vessel == Vessel::Ship ? 5.0 : 3.0;
    if (current == Current::Favorable)
        return base * 2;
    if (current == Current::Unfavorable)
        return base / 2;
    return base;
}

double overwaterMilesPerDay(Vessel vessel, Current current)
{
    // "3 miles an hour, or roughly 30 miles per day" and "5 miles an hour, or up to 100 miles per full day and
    // night": a boat travels ten hours a day, a ship twenty.
    const double hours = vessel == Vessel::Ship ? 20.0 : 10.0;
    return overwaterMilesPerHour(vessel, current) * hours;
}

Result<TravelTurnCadence> cadenceFromName(const QString &name)
{
    for (TravelTurnCadence cadence : {TravelTurnCadence::Hourly, TravelTurnCadence::Daily, TravelTurnCadence::Weekly}) {
        if (cadenceName(cadence) == name)
            return cadence;
    }
    return Error{QStringLiteral("'%1' is not a travel turn cadence (hourly, daily, weekly)").arg(name)};
}

QString cadenceName(TravelTurnCadence cadence)
{
    switch (cadence) {
    case TravelTurnCadence::Hourly:
        return QStringLiteral("hourly");
    case TravelTurnCadence::Weekly:
        return QStringLiteral("weekly");
    case TravelTurnCadence::Daily:
        break;
    }
    return QStringLiteral("daily");
}

Result<TravelPlan> TravelPlan::plan(double miles, double milesPerDay, TravelTurnCadence cadence, int hoursPerDay)
{
    if (hoursPerDay < 1 || hoursPerDay > 24)
        return Error{QStringLiteral("hours on the road per day %1 is outside 1 to 24").arg(hoursPerDay)};
    if (!(miles >= 0) || miles > 1e6)
        return Error{QStringLiteral("a distance is 0 to 1000000 miles")};
    if (!(milesPerDay > 0))
        return Error{QStringLiteral("the pace is 0 miles a day: the party cannot make the journey")};
    TravelPlan plan;
    plan.miles = miles;
    plan.milesPerDay = milesPerDay;
    plan.days = miles / milesPerDay;
    plan.wholeDays = int(std::ceil(plan.days - 1e-9));
    plan.cadence = cadence;
    // A travel turn for every day (or week, or hour) begun on the road.
    if (cadence == TravelTurnCadence::Weekly)
        plan.travelTurns = (plan.wholeDays + 6) / 7;
    else if (cadence == TravelTurnCadence::Hourly)
        plan.travelTurns = int(std::ceil(plan.days * hoursPerDay - 1e-9));
    else
        plan.travelTurns = plan.wholeDays;
    return plan;
}

} // namespace battlemat::ftd
