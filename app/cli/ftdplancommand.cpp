#include "fivetorches/ftdtables.h"
#include "fivetorches/overlandtravel.h"
#include "ftdarguments.h"
#include "ftdcommands.h"

#include <QJsonArray>

using namespace battlemat;
using namespace battlemat::ftd;

/** `ftd plan`: miles a day on foot or on water, the days a journey takes and the travel turns to roll on it. */
int runFtdPlan(const QStringList &arguments, const CliIo &io)
{
    auto args = FtdArguments::read(arguments,
                                   {QStringLiteral("--miles"), QStringLiteral("--str"), QStringLiteral("--terrain"),
                                    QStringLiteral("--light"), QStringLiteral("--pace"), QStringLiteral("--vessel"),
                                    QStringLiteral("--current"), QStringLiteral("--cadence")},
                                   {QStringLiteral("--encumbered")});
    if (!args)
        return io.fail(args.errorMessage());
    const bool onFoot = args->has(QStringLiteral("--str"));
    const bool onWater = args->has(QStringLiteral("--vessel"));
    if (!args->has(QStringLiteral("--miles")) || onFoot == onWater)
        return io.fail(QStringLiteral("--miles and one of --str (on foot) and --vessel (on water) are required"));
    const QStringList footOnly{QStringLiteral("--terrain"), QStringLiteral("--light"), QStringLiteral("--pace"),
                               QStringLiteral("--encumbered")};
    for (const QString &option : footOnly) {
        if (onWater && args->has(option))
            return io.fail(QStringLiteral("%1 is for travel on foot, not with --vessel").arg(option));
    }
    if (onFoot && args->has(QStringLiteral("--current")))
        return io.fail(QStringLiteral("--current is for travel with --vessel"));
    auto miles = args->intValue(QStringLiteral("--miles"), 0, 0, 100000);
    if (!miles)
        return io.fail(miles.errorMessage());
    const auto &tables = FtdTables::standard();
    if (!tables)
        return io.fail(tables.errorMessage());

    double perDay = 0;
    TravelTurnCadence cadence = TravelTurnCadence::Daily;
    QJsonObject result{{QStringLiteral("miles"), *miles}};
    if (onFoot) {
        auto strength = args->intList(QStringLiteral("--str"), -5, 10);
        if (!strength)
            return io.fail(strength.errorMessage());
        auto terrain = terrainFromName(args->has(QStringLiteral("--terrain")) ? args->value(QStringLiteral("--terrain"))
                                                                              : QStringLiteral("open"));
        if (!terrain)
            return io.fail(QStringLiteral("--terrain: %1").arg(terrain.errorMessage()));
        auto light = lightLevelFromName(args->has(QStringLiteral("--light")) ? args->value(QStringLiteral("--light"))
                                                                             : QStringLiteral("well-lit"));
        if (!light)
            return io.fail(QStringLiteral("--light: %1").arg(light.errorMessage()));
        auto pace = travelPaceFromName(args->has(QStringLiteral("--pace")) ? args->value(QStringLiteral("--pace"))
                                                                           : QStringLiteral("normal"));
        if (!pace)
            return io.fail(QStringLiteral("--pace: %1").arg(pace.errorMessage()));
        QList<OverlandTraveller> party;
        for (int modifier : *strength)
            party.append(OverlandTraveller{modifier, args->has(QStringLiteral("--encumbered"))});
        perDay = *partyMilesPerDay(party, *terrain, *light, *pace);
        result.insert(QStringLiteral("terrain"), terrainName(*terrain));
        result.insert(QStringLiteral("light"), lightLevelName(*light));
        result.insert(QStringLiteral("pace"), travelPaceName(*pace));
    } else {
        auto vessel = vesselFromName(args->value(QStringLiteral("--vessel")));
        if (!vessel)
            return io.fail(QStringLiteral("--vessel: %1").arg(vessel.errorMessage()));
        auto current = currentFromName(args->has(QStringLiteral("--current")) ? args->value(QStringLiteral("--current"))
                                                                              : QStringLiteral("neutral"));
        if (!current)
            return io.fail(QStringLiteral("--current: %1").arg(current.errorMessage()));
        perDay = overwaterMilesPerDay(*vessel, *current);
        // On a river or lake travel turns come daily, at sea weekly.
        cadence = *vessel == Vessel::Ship ? TravelTurnCadence::Weekly : TravelTurnCadence::Daily;
        result.insert(QStringLiteral("vessel"), vesselName(*vessel));
        result.insert(QStringLiteral("milesPerHour"), overwaterMilesPerHour(*vessel, *current));
    }
    if (args->has(QStringLiteral("--cadence"))) {
        auto chosen = cadenceFromName(args->value(QStringLiteral("--cadence")));
        if (!chosen)
            return io.fail(QStringLiteral("--cadence: %1").arg(chosen.errorMessage()));
        cadence = *chosen;
    }
    auto plan = TravelPlan::plan(*miles, perDay, cadence, tables->travelHoursPerDay());
    if (!plan)
        return io.fail(plan.errorMessage());
    result.insert(QStringLiteral("milesPerDay"), plan->milesPerDay);
    result.insert(QStringLiteral("days"), plan->days);
    result.insert(QStringLiteral("wholeDays"), plan->wholeDays);
    result.insert(QStringLiteral("cadence"), cadenceName(plan->cadence));
    result.insert(QStringLiteral("travelTurns"), plan->travelTurns);
    io.printJson(result);
    return exitOk;
}
