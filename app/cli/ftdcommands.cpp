#include "ftdcommands.h"

#include "dice/seededdiesource.h"
#include "fivetorches/chase.h"
#include "fivetorches/expedition.h"
#include "fivetorches/ftdtables.h"
#include "fivetorches/injury.h"
#include "fivetorches/morale.h"
#include "fivetorches/overlandtravel.h"
#include "fivetorches/returnroll.h"
#include "fivetorches/timedice.h"
#include "fivetorches/treasure.h"
#include "ftdarguments.h"

#include <QJsonArray>

using namespace battlemat;
using namespace battlemat::ftd;

namespace {

const QString usage = QStringLiteral(
    "usage: battlemat-cli ftd time [--hour H | --faces F,F... | --roll N] [--seed N]\n"
    "       battlemat-cli ftd clock --hour H [--day D] [--hours N | --scenes N] [--scenes-per-hour N] "
    "[--approach A] [--torches N] [--lanterns N] [--supplies N] [--seed N]\n"
    "       battlemat-cli ftd travel-turn [--approach normal|cautious|careless] [--seed N]\n"
    "       battlemat-cli ftd return --mod N[,N...] --turns T [--path dangerous|arduous] [--seed N]\n"
    "       battlemat-cli ftd morale [--wis N] [--proficiency N] [--bonus N] [--edge E] [--trigger T] "
    "[--scope side|group|individual] [--count N] [--seed N]\n"
    "       battlemat-cli ftd chase --speed FT --mod N [--ground open|uneven|endurance] [--breaks-sight] "
    "[--better-position] [--dc-adjust N] [--seed N]\n"
    "       battlemat-cli ftd injury [--d20 N] [--seed N]\n"
    "       battlemat-cli ftd plan --miles M (--str N[,N...] [--terrain T] [--light L] [--pace P] [--encumbered] | "
    "--vessel boat|ship [--current C]) [--cadence hourly|daily|weekly]\n"
    "       battlemat-cli ftd sheet FILE.json [FILE.json...] [--pdf OUT.pdf [--paper a4|letter]]\n"
    "       battlemat-cli ftd loot --hd N[,N...] [--seed N]\n"
    "       battlemat-cli ftd xp [--gold G] [--magic V] [--unearned U]\n"
    "       battlemat-cli ftd sheets --campaign CAMPAIGN [--import FILE.json... [--id ID] | --remove ID | "
    "--pdf OUT.pdf [--paper a4|letter] [ID...]]\n"
    "       battlemat-cli ftd weapons --campaign CAMPAIGN --sheet ID [--add NAME:DICE[:RANGE_FT][:untrained]]... "
    "[--remove NAME]...\n"
    "       battlemat-cli ftd drop --campaign CAMPAIGN --sheet ID [--item NAME[:COUNT]]... [--coins N]\n"
    "       battlemat-cli ftd treasure --campaign CAMPAIGN [--from-fight] [--loot NAME:HD,...] [--gold G] "
    "[--magic V] [--unearned U] [--to ID,ID...] [--faces F,F...]\n"
    "       battlemat-cli ftd light --campaign CAMPAIGN");

QJsonArray intArray(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

QJsonObject checkJson(const CheckResult &check)
{
    return {{QStringLiteral("faces"), intArray(check.roll.faces)},
            {QStringLiteral("natural"), check.roll.natural},
            {QStringLiteral("modifier"), check.modifier},
            {QStringLiteral("total"), check.total},
            {QStringLiteral("dc"), check.dc},
            {QStringLiteral("edge"), edgeName(check.edge)},
            {QStringLiteral("success"), check.success()}};
}

/** Reads the arguments with --seed added to the options; the error carries the usage. */
template<typename Run>
int withArguments(const QStringList &arguments, QStringList options, const QStringList &flags, const CliIo &io, Run run)
{
    options.append(QStringLiteral("--seed"));
    auto read = FtdArguments::read(arguments, options, flags);
    if (!read)
        return io.fail(read.errorMessage());
    auto seed = read->seed();
    if (!seed)
        return io.fail(seed.errorMessage());
    SeededDieSource dice(*seed);
    return run(*read, dice, QString::number(*seed));
}

int runTime(const QStringList &arguments, const CliIo &io)
{
    return withArguments(arguments, {QStringLiteral("--hour"), QStringLiteral("--faces"), QStringLiteral("--roll")}, {},
                         io, [&](const FtdArguments &args, DieSource &dice, const QString &seed) {
                             const int given = int(args.has(QStringLiteral("--hour"))) +
                                               int(args.has(QStringLiteral("--faces"))) +
                                               int(args.has(QStringLiteral("--roll")));
                             if (given != 1)
                                 return io.fail(QStringLiteral("give one of --hour, --faces and --roll"));
                             int hour = 0;
                             QJsonObject result;
                             if (args.has(QStringLiteral("--hour"))) {
                                 auto value = args.intValue(QStringLiteral("--hour"), 0, 1, 24);
                                 if (!value)
                                     return io.fail(value.errorMessage());
                                 hour = *value;
                             } else if (args.has(QStringLiteral("--faces"))) {
                                 auto faces = args.intList(QStringLiteral("--faces"), 1, 6);
                                 if (!faces)
                                     return io.fail(faces.errorMessage());
                                 auto value = TimeDice::hourFromFaces(*faces);
                                 if (!value)
                                     return io.fail(QStringLiteral("--faces: %1").arg(value.errorMessage()));
                                 hour = *value;
                             } else {
                                 auto count = args.intValue(QStringLiteral("--roll"), 0, 1, TimeDice::maxDice);
                                 if (!count)
                                     return io.fail(count.errorMessage());
                                 QList<int> rolled;
                                 auto value = TimeDice::rollHour(dice, *count, &rolled);
                                 if (!value)
                                     return io.fail(value.errorMessage());
                                 hour = *value;
                                 result.insert(QStringLiteral("rolled"), intArray(rolled));
                                 result.insert(QStringLiteral("seed"), seed);
                             }
                             result.insert(QStringLiteral("hour"), hour);
                             result.insert(QStringLiteral("clock"), TimeDice::clockText(hour));
                             result.insert(QStringLiteral("faces"), intArray(*TimeDice::facesForHour(hour)));
                             result.insert(QStringLiteral("quarter"), TimeDice::quarterName(hour));
                             io.printJson(result);
                             return exitOk;
                         });
}

Result<Approach> approachOf(const FtdArguments &args)
{
    if (!args.has(QStringLiteral("--approach")))
        return Approach::Normal;
    auto approach = TravelTurn::approachFromName(args.value(QStringLiteral("--approach")));
    if (!approach)
        return Error{QStringLiteral("--approach: %1").arg(approach.errorMessage())};
    return approach;
}

int runClock(const QStringList &arguments, const CliIo &io)
{
    const QStringList options{QStringLiteral("--hour"),
                              QStringLiteral("--day"),
                              QStringLiteral("--hours"),
                              QStringLiteral("--scenes"),
                              QStringLiteral("--scenes-per-hour"),
                              QStringLiteral("--approach"),
                              QStringLiteral("--torches"),
                              QStringLiteral("--lanterns"),
                              QStringLiteral("--supplies")};
    return withArguments(arguments, options, {}, io, [&](const FtdArguments &args, DieSource &dice, const QString &) {
        if (!args.has(QStringLiteral("--hour")))
            return io.fail(QStringLiteral("--hour is required (the hour the clock shows now, 1 to 24)"));
        if (args.has(QStringLiteral("--hours")) && args.has(QStringLiteral("--scenes")))
            return io.fail(QStringLiteral("give --hours or --scenes, not both"));
        const auto &tables = FtdTables::standard();
        if (!tables)
            return io.fail(tables.errorMessage());
        auto hour = args.intValue(QStringLiteral("--hour"), 0, 1, 24);
        auto day = args.intValue(QStringLiteral("--day"), 1, 1, 1000000);
        auto hours = args.intValue(QStringLiteral("--hours"), 0, 0, 1000);
        auto scenes = args.intValue(QStringLiteral("--scenes"), 0, 0, 1000);
        auto perHour = args.intValue(QStringLiteral("--scenes-per-hour"), ExpeditionClock::defaultScenesPerHour, 1, 12);
        auto torches = args.intValue(QStringLiteral("--torches"), 0, 0, 100);
        auto lanterns = args.intValue(QStringLiteral("--lanterns"), 0, 0, 100);
        auto supplies = args.intValue(QStringLiteral("--supplies"), 0, 0, 100000);
        for (const Result<int> *value : {&hour, &day, &hours, &scenes, &perHour, &torches, &lanterns, &supplies}) {
            if (!*value)
                return io.fail(value->errorMessage());
        }
        auto approach = approachOf(args);
        if (!approach)
            return io.fail(approach.errorMessage());
        auto clock = ExpeditionClock::create(*hour, *day, *perHour);
        if (!clock)
            return io.fail(clock.errorMessage());
        Expedition expedition(*clock, tables->suppliesPerHour());
        expedition.setSupplies(*supplies);
        for (int i = 0; i < *torches; ++i)
            expedition.addLight(*LightSource::fresh(QStringLiteral("torch"), {}));
        for (int i = 0; i < *lanterns; ++i)
            expedition.addLight(*LightSource::fresh(QStringLiteral("lantern"), {}));
        // Without --hours or --scenes the clock advances one hour.
        const bool byScenes = args.has(QStringLiteral("--scenes"));
        const int steps = byScenes ? *scenes : (args.has(QStringLiteral("--hours")) ? *hours : 1);
        for (int i = 0; i < steps; ++i) {
            if (byScenes) {
                auto passed = expedition.advanceScene(dice, *approach);
                if (!passed)
                    return io.fail(passed.errorMessage());
                if (passed->has_value())
                    io.printJson((*passed)->toJson());
            } else {
                auto passed = expedition.advanceHour(dice, *approach);
                if (!passed)
                    return io.fail(passed.errorMessage());
                io.printJson(passed->toJson());
            }
        }
        const ExpeditionClock &now = expedition.clock();
        io.printJson({{QStringLiteral("day"), now.day()},
                      {QStringLiteral("hour"), now.hour()},
                      {QStringLiteral("clock"), TimeDice::clockText(now.hour())},
                      {QStringLiteral("faces"), intArray(*TimeDice::facesForHour(now.hour()))},
                      {QStringLiteral("quarter"), TimeDice::quarterName(now.hour())},
                      {QStringLiteral("travelTurns"), now.travelTurns()},
                      {QStringLiteral("scenes"), now.scenesThisHour()},
                      {QStringLiteral("returnDc"), ReturnResult::dcFor(now.travelTurns())},
                      {QStringLiteral("supplies"), expedition.supplies()}});
        return exitOk;
    });
}

int runTravelTurn(const QStringList &arguments, const CliIo &io)
{
    return withArguments(arguments, {QStringLiteral("--approach")}, {}, io,
                         [&](const FtdArguments &args, DieSource &dice, const QString &seed) {
                             auto approach = approachOf(args);
                             if (!approach)
                                 return io.fail(approach.errorMessage());
                             auto turn = TravelTurn::roll(dice, *approach);
                             if (!turn)
                                 return io.fail(turn.errorMessage());
                             io.printJson({{QStringLiteral("faces"), intArray(turn->d20.faces)},
                                           {QStringLiteral("roll"), turn->d20.natural},
                                           {QStringLiteral("edge"), edgeName(turn->edge)},
                                           {QStringLiteral("threat"), TravelTurn::threatName(turn->threat)},
                                           {QStringLiteral("summary"), TravelTurn::threatSummary(turn->threat)},
                                           {QStringLiteral("seed"), seed}});
                             return exitOk;
                         });
}

int runReturn(const QStringList &arguments, const CliIo &io)
{
    return withArguments(
        arguments, {QStringLiteral("--mod"), QStringLiteral("--turns"), QStringLiteral("--path")}, {}, io,
        [&](const FtdArguments &args, DieSource &dice, const QString &seed) {
            if (!args.has(QStringLiteral("--mod")) || !args.has(QStringLiteral("--turns")))
                return io.fail(QStringLiteral("--mod (each PC's best modifier) and --turns are required"));
            auto mods = args.intList(QStringLiteral("--mod"), -10, 30);
            if (!mods)
                return io.fail(mods.errorMessage());
            auto turns = args.intValue(QStringLiteral("--turns"), 0, 0, 100000);
            if (!turns)
                return io.fail(turns.errorMessage());
            auto path = returnPathFromName(args.has(QStringLiteral("--path")) ? args.value(QStringLiteral("--path"))
                                                                              : QStringLiteral("dangerous"));
            if (!path)
                return io.fail(QStringLiteral("--path: %1").arg(path.errorMessage()));
            for (qsizetype i = 0; i < mods->size(); ++i) {
                auto result = ReturnResult::roll(dice, mods->at(i), *turns, *path);
                if (!result)
                    return io.fail(result.errorMessage());
                QJsonObject line = checkJson(result->check);
                line.insert(QStringLiteral("pc"), int(i + 1));
                line.insert(QStringLiteral("path"), returnPathName(*path));
                line.insert(QStringLiteral("under"), result->check.shortfall());
                if (*path == ReturnPath::Dangerous) {
                    line.insert(QStringLiteral("damageDice"), intArray(result->damageDice));
                    line.insert(QStringLiteral("damage"), result->damage);
                } else {
                    line.insert(QStringLiteral("loadsLost"), result->loadsLost);
                }
                line.insert(QStringLiteral("seed"), seed);
                io.printJson(line);
            }
            return exitOk;
        });
}

int runMorale(const QStringList &arguments, const CliIo &io)
{
    const QStringList options{QStringLiteral("--wis"),  QStringLiteral("--proficiency"), QStringLiteral("--bonus"),
                              QStringLiteral("--edge"), QStringLiteral("--trigger"),     QStringLiteral("--scope"),
                              QStringLiteral("--count")};
    return withArguments(
        arguments, options, {}, io, [&](const FtdArguments &args, DieSource &dice, const QString &seed) {
            auto wis = args.intValue(QStringLiteral("--wis"), 0, -5, 10);
            auto proficiency = args.intValue(QStringLiteral("--proficiency"), 0, 0, 10);
            auto bonus = args.intValue(QStringLiteral("--bonus"), 0, -10, 20);
            auto count = args.intValue(QStringLiteral("--count"), 1, 1, 100);
            for (const Result<int> *value : {&wis, &proficiency, &bonus, &count}) {
                if (!*value)
                    return io.fail(value->errorMessage());
            }
            auto edge = edgeFromName(args.has(QStringLiteral("--edge")) ? args.value(QStringLiteral("--edge"))
                                                                        : QStringLiteral("none"));
            if (!edge)
                return io.fail(QStringLiteral("--edge: %1").arg(edge.errorMessage()));
            auto scope = moraleScopeFromName(args.has(QStringLiteral("--scope")) ? args.value(QStringLiteral("--scope"))
                                                                                 : QStringLiteral("side"));
            if (!scope)
                return io.fail(QStringLiteral("--scope: %1").arg(scope.errorMessage()));
            QString triggerName;
            Edge effective = *edge;
            if (args.has(QStringLiteral("--trigger"))) {
                auto trigger = moraleTriggerFromName(args.value(QStringLiteral("--trigger")));
                if (!trigger)
                    return io.fail(QStringLiteral("--trigger: %1").arg(trigger.errorMessage()));
                triggerName = moraleTriggerName(*trigger);
                effective = Morale::edgeFor(*trigger, *edge);
            }
            // A side or a group rolls once for all its members; individuals each roll.
            const int rolls = *scope == MoraleScope::Individual ? *count : 1;
            const MoraleModifier modifier{*wis, *proficiency, *bonus};
            for (int i = 0; i < rolls; ++i) {
                auto check = Morale::roll(dice, modifier, effective);
                if (!check)
                    return io.fail(check.errorMessage());
                QJsonObject line = checkJson(*check);
                line.insert(QStringLiteral("outcome"), Morale::outcomeName(*check));
                line.insert(QStringLiteral("scope"), moraleScopeName(*scope));
                line.insert(QStringLiteral("members"), *scope == MoraleScope::Individual ? 1 : *count);
                if (!triggerName.isEmpty())
                    line.insert(QStringLiteral("trigger"), triggerName);
                line.insert(QStringLiteral("seed"), seed);
                io.printJson(line);
            }
            return exitOk;
        });
}

int runChase(const QStringList &arguments, const CliIo &io)
{
    return withArguments(
        arguments,
        {QStringLiteral("--speed"), QStringLiteral("--mod"), QStringLiteral("--ground"), QStringLiteral("--dc-adjust")},
        {QStringLiteral("--breaks-sight"), QStringLiteral("--better-position")}, io,
        [&](const FtdArguments &args, DieSource &dice, const QString &seed) {
            if (!args.has(QStringLiteral("--speed")) || !args.has(QStringLiteral("--mod")))
                return io.fail(QStringLiteral("--speed (the quarry's, in feet) and --mod are required"));
            auto speed = args.intValue(QStringLiteral("--speed"), 30, 0, 1000);
            auto mod = args.intValue(QStringLiteral("--mod"), 0, -10, 30);
            auto adjust = args.intValue(QStringLiteral("--dc-adjust"), 0, -20, 20);
            for (const Result<int> *value : {&speed, &mod, &adjust}) {
                if (!*value)
                    return io.fail(value->errorMessage());
            }
            auto ground = chaseGroundFromName(
                args.has(QStringLiteral("--ground")) ? args.value(QStringLiteral("--ground")) : QStringLiteral("open"));
            if (!ground)
                return io.fail(QStringLiteral("--ground: %1").arg(ground.errorMessage()));
            auto check = Chase::roll(dice, *mod, *speed, args.has(QStringLiteral("--breaks-sight")),
                                     args.has(QStringLiteral("--better-position")), *adjust);
            if (!check)
                return io.fail(QStringLiteral("--speed: %1").arg(check.errorMessage()));
            QJsonObject line = checkJson(*check);
            line.insert(QStringLiteral("ability"), chaseAbility(*ground));
            line.insert(QStringLiteral("outcome"),
                        check->success() ? QStringLiteral("caught") : QStringLiteral("eluded"));
            line.insert(QStringLiteral("seed"), seed);
            io.printJson(line);
            return exitOk;
        });
}

int runInjury(const QStringList &arguments, const CliIo &io)
{
    return withArguments(arguments, {QStringLiteral("--d20")}, {}, io,
                         [&](const FtdArguments &args, DieSource &dice, const QString &seed) {
                             auto given = args.intValue(QStringLiteral("--d20"), 0, 1, 20);
                             if (!given)
                                 return io.fail(given.errorMessage());
                             auto injury = *given > 0 ? Injury::resolve(*given, dice) : Injury::roll(dice);
                             if (!injury)
                                 return io.fail(injury.errorMessage());
                             QJsonObject line{{QStringLiteral("d20"), injury->natural},
                                              {QStringLiteral("kind"), injury->kindName()},
                                              {QStringLiteral("name"), injury->name},
                                              {QStringLiteral("seed"), seed}};
                             if (!injury->ability.isEmpty())
                                 line.insert(QStringLiteral("ability"), injury->ability);
                             if (injury->amount > 0)
                                 line.insert(injury->kind == InjuryKind::Standing ? QStringLiteral("heal")
                                                                                  : QStringLiteral("loss"),
                                             injury->amount);
                             io.printJson(line);
                             return exitOk;
                         });
}

// "Treasure": an enemy's carried loot is 1d20 gp per HD, one roll for each enemy.
int runLoot(const QStringList &arguments, const CliIo &io)
{
    return withArguments(arguments, {QStringLiteral("--hd")}, {}, io,
                         [&](const FtdArguments &args, DieSource &dice, const QString &seed) {
                             if (!args.has(QStringLiteral("--hd")))
                                 return io.fail(QStringLiteral("--hd (each enemy's hit dice) is required"));
                             auto hitDice = args.intList(QStringLiteral("--hd"), 1, 100);
                             if (!hitDice)
                                 return io.fail(hitDice.errorMessage());
                             QJsonArray enemies;
                             int total = 0;
                             for (int hd : *hitDice) {
                                 auto loot = Loot::roll(dice, hd);
                                 if (!loot)
                                     return io.fail(loot.errorMessage());
                                 total += loot->gold;
                                 enemies.append(QJsonObject{{QStringLiteral("hd"), hd},
                                                            {QStringLiteral("dice"), intArray(loot->dice)},
                                                            {QStringLiteral("gold"), loot->gold}});
                             }
                             io.printJson({{QStringLiteral("enemies"), enemies},
                                           {QStringLiteral("gold"), total},
                                           {QStringLiteral("seed"), seed}});
                             return exitOk;
                         });
}

// "Treasure": XP from gold recovered and captured magic items' fair value; inherited or given gold earns none.
int runXp(const QStringList &arguments, const CliIo &io)
{
    return withArguments(arguments, {QStringLiteral("--gold"), QStringLiteral("--magic"), QStringLiteral("--unearned")},
                         {}, io, [&](const FtdArguments &args, DieSource &, const QString &) {
                             const auto &tables = FtdTables::standard();
                             if (!tables)
                                 return io.fail(tables.errorMessage());
                             auto gold = args.intValue(QStringLiteral("--gold"), 0, 0, 100000000);
                             auto magic = args.intValue(QStringLiteral("--magic"), 0, 0, 100000000);
                             auto unearned = args.intValue(QStringLiteral("--unearned"), 0, 0, 100000000);
                             for (const auto *value : {&gold, &magic, &unearned}) {
                                 if (!*value)
                                     return io.fail(value->errorMessage());
                             }
                             const Haul haul{double(*gold), double(*magic), double(*unearned)};
                             io.printJson({{QStringLiteral("gold"), *gold},
                                           {QStringLiteral("magicItems"), *magic},
                                           {QStringLiteral("unearned"), *unearned},
                                           {QStringLiteral("xpPerGold"), tables->xpPerGold()},
                                           {QStringLiteral("xp"), experienceFor(haul, tables->xpPerGold())}});
                             return exitOk;
                         });
}

int runFtd(const QStringList &arguments, const CliIo &io)
{
    const QString sub = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    if (sub == QLatin1String("time"))
        return runTime(rest, io);
    if (sub == QLatin1String("clock"))
        return runClock(rest, io);
    if (sub == QLatin1String("travel-turn"))
        return runTravelTurn(rest, io);
    if (sub == QLatin1String("return"))
        return runReturn(rest, io);
    if (sub == QLatin1String("morale"))
        return runMorale(rest, io);
    if (sub == QLatin1String("chase"))
        return runChase(rest, io);
    if (sub == QLatin1String("injury"))
        return runInjury(rest, io);
    if (sub == QLatin1String("plan"))
        return runFtdPlan(rest, io);
    if (sub == QLatin1String("sheet"))
        return runFtdSheet(rest, io);
    if (sub == QLatin1String("loot"))
        return runLoot(rest, io);
    if (sub == QLatin1String("xp"))
        return runXp(rest, io);
    if (sub == QLatin1String("sheets") || sub == QLatin1String("weapons") || sub == QLatin1String("drop") ||
        sub == QLatin1String("treasure") || sub == QLatin1String("light"))
        return runFtdCampaign(sub, rest, io);
    if (sub.isEmpty())
        return io.fail(usage);
    return io.fail(QStringLiteral("unknown subcommand '%1'\n%2").arg(sub, usage));
}

} // namespace

CliCommand ftdCliCommand()
{
    return {QStringLiteral("ftd"),
            QStringLiteral(
                "ftd time|clock|travel-turn|return|morale|chase|injury|plan|sheet|loot|xp|sheets|weapons|drop|"
                "treasure|light ...   Five Torches Deep bookkeeping: time dice, travel turns, return rolls, morale, "
                "chases, injuries, journeys, sheets (also the campaign's), loot and XP"),
            runFtd, usage};
}
