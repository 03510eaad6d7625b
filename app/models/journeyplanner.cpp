#include "journeyplanner.h"

#include "fivetorches/ftdtables.h"
#include "fivetorches/overlandtravel.h"

#include <QLocale>

using namespace battlemat;
using namespace battlemat::ftd;

JourneyPlanner::JourneyPlanner(QObject *parent)
    : QObject(parent)
{}

QVariantMap JourneyPlanner::plan(double miles, const QString &vessel, const QString &strengthModifiers,
                                 const QString &terrain, const QString &light, const QString &pace, bool encumbered,
                                 const QString &current) const
{
    const auto refuse = [](const QString &why) {
        return QVariantMap{{QStringLiteral("ok"), false}, {QStringLiteral("text"), why}};
    };
    const auto &tables = FtdTables::standard();
    if (!tables)
        return refuse(tables.errorMessage());
    if (miles <= 0)
        return refuse(tr("Give the distance in miles."));
    double perDay = 0;
    TravelTurnCadence cadence = TravelTurnCadence::Daily;
    if (vessel.isEmpty()) {
        QList<OverlandTraveller> party;
        for (const QString &part : strengthModifiers.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int modifier = part.trimmed().toInt(&ok);
            if (!ok || modifier < -5 || modifier > 10)
                return refuse(tr("'%1' is not a STR modifier from -5 to +10.").arg(part.trimmed()));
            party.append(OverlandTraveller{modifier, encumbered});
        }
        if (party.isEmpty())
            return refuse(tr("Give each traveller's STR modifier, separated by commas."));
        auto ground = terrainFromName(terrain);
        auto level = lightLevelFromName(light);
        auto walking = travelPaceFromName(pace);
        if (!ground || !level || !walking)
            return refuse(tr("Choose the terrain, the light and the pace."));
        perDay = *partyMilesPerDay(party, *ground, *level, *walking);
    } else {
        auto boat = vesselFromName(vessel);
        auto flow = currentFromName(current);
        if (!boat || !flow)
            return refuse(tr("Choose the vessel and the current."));
        perDay = overwaterMilesPerDay(*boat, *flow);
        // "Overwater Travel": travel turns daily on a river or lake, weekly at sea.
        cadence = *boat == Vessel::Ship ? TravelTurnCadence::Weekly : TravelTurnCadence::Daily;
    }
    auto journey = TravelPlan::plan(miles, perDay, cadence, tables->travelHoursPerDay());
    if (!journey)
        return refuse(journey.errorMessage());
    const QString turns = cadence == TravelTurnCadence::Weekly ? tr("%1 travel turns, one a week at sea")
                                                               : tr("%1 travel turns, one a day");
    return {{QStringLiteral("ok"), true},
            {QStringLiteral("milesPerDay"), journey->milesPerDay},
            {QStringLiteral("days"), journey->days},
            {QStringLiteral("wholeDays"), journey->wholeDays},
            {QStringLiteral("travelTurns"), journey->travelTurns},
            {QStringLiteral("cadence"), cadenceName(journey->cadence)},
            {QStringLiteral("text"), tr("%1 miles a day: %2 miles take %3 days (%4 begun); %5")
                                         .arg(QLocale().toString(journey->milesPerDay, 'g', 4))
                                         .arg(QLocale().toString(miles, 'g', 6))
                                         .arg(QLocale().toString(journey->days, 'g', 4))
                                         .arg(journey->wholeDays)
                                         .arg(turns.arg(journey->travelTurns))}};
}
