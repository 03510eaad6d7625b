#include "gridcommands.h"

#include "grid/battlemapjson.h"
#include "grid/movementrules.h"
#include "gridarguments.h"

#include <QJsonArray>
#include <QJsonObject>

#include <functional>

using namespace battlemat;

namespace {

using GridRun = std::function<int(BattleGrid &, const QStringList &, const CliIo &)>;

struct GridSubcommand
{
    const char *name;
    const char *usage;
    GridRun run;
};

QJsonArray squareArray(const QList<Square> &squares)
{
    QJsonArray a;
    for (const Square s : squares)
        a.append(GridArguments::squareJson(s));
    return a;
}

QJsonArray provokesJson(const QList<OpportunityAttack> &list)
{
    QJsonArray a;
    for (const OpportunityAttack &oa : list)
        a.append(QJsonObject{{QStringLiteral("by"), oa.attackerId},
                             {QStringLiteral("at"), GridArguments::squareJson(oa.at)},
                             {QStringLiteral("reason"), oa.reason()}});
    return a;
}

QJsonObject pathJson(const MovePath &p)
{
    return {{QStringLiteral("legal"), p.legal},
            {QStringLiteral("cost"), p.cost},
            {QStringLiteral("path"), squareArray(p.path)},
            {QStringLiteral("provokes"), provokesJson(p.provokes)},
            {QStringLiteral("reason"), p.reason},
            {QStringLiteral("squares_moved"), p.squaresMoved}};
}

// --mode and its companions, shared by reach and path.
Result<MovementMode> readMode(const GridArguments &args)
{
    const QString name = args.has(QStringLiteral("mode")) ? args.value(QStringLiteral("mode")) : QStringLiteral("walk");
    const auto mode = movementModeFromName(name);
    if (!mode)
        return Error{QStringLiteral("--mode: '%1' is not a movement mode; use walk, run, step, charge, teleport, push, "
                                    "pull or shunt")
                         .arg(name)};
    return *mode;
}

Result<MoveOptions> readMoveOptions(const BattleGrid &grid, const GridArguments &args, MovementMode mode)
{
    MoveOptions options;
    options.specialMode = args.value(QStringLiteral("using"));
    options.safest = args.has(QStringLiteral("safest"));
    auto distance = args.number(QStringLiteral("distance"), 1, 2000, 0);
    if (!distance)
        return distance.error();
    options.distance = *distance;
    auto budget = args.number(QStringLiteral("budget"), 0, 100000, -1);
    if (!budget)
        return budget.error();
    options.budget = *budget;
    if (args.has(QStringLiteral("origin"))) {
        const QString origin = args.value(QStringLiteral("origin"));
        const int index = grid.indexOf(origin);
        if (index >= 0) {
            options.origin = grid.creature(index).space();
        } else {
            auto s = GridArguments::parseSquare(origin, grid, QStringLiteral("--origin"));
            if (!s)
                return Error{QStringLiteral("--origin: '%1' is neither a creature id nor a square X,Y").arg(origin)};
            options.origin = Space{*s, 1};
        }
    }
    if ((mode == MovementMode::Push || mode == MovementMode::Pull) && !options.origin)
        return Error{QStringLiteral("--mode %1 needs --origin ID|X,Y").arg(movementModeName(mode))};
    if ((mode == MovementMode::Teleport || isUnwilling(mode)) && options.distance == 0)
        return Error{QStringLiteral("--mode %1 needs --distance N").arg(movementModeName(mode))};
    return options;
}

int runDistance(BattleGrid &grid, const QStringList &arguments, const CliIo &io)
{
    auto args = GridArguments::parse(arguments, {QStringLiteral("from"), QStringLiteral("to")}, {});
    if (!args)
        return io.fail(args.errorMessage());
    auto from = args->creature(grid, QStringLiteral("from"));
    if (!from)
        return io.fail(from.errorMessage());
    auto to = args->creature(grid, QStringLiteral("to"));
    if (!to)
        return io.fail(to.errorMessage());
    io.printJson({{QStringLiteral("from"), grid.creature(*from).id},
                  {QStringLiteral("to"), grid.creature(*to).id},
                  {QStringLiteral("range"), grid.range(*from, *to)},
                  {QStringLiteral("adjacent"), grid.adjacent(*from, *to)}});
    return exitOk;
}

int runReach(BattleGrid &grid, const QStringList &arguments, const CliIo &io)
{
    auto args = GridArguments::parse(arguments,
                                     {QStringLiteral("creature"), QStringLiteral("mode"), QStringLiteral("using"),
                                      QStringLiteral("distance"), QStringLiteral("origin"), QStringLiteral("budget")},
                                     {});
    if (!args)
        return io.fail(args.errorMessage());
    auto creature = args->creature(grid, QStringLiteral("creature"));
    if (!creature)
        return io.fail(creature.errorMessage());
    auto mode = readMode(*args);
    if (!mode)
        return io.fail(mode.errorMessage());
    auto options = readMoveOptions(grid, *args, *mode);
    if (!options)
        return io.fail(options.errorMessage());
    MovementRules rules(grid);
    auto budget = rules.budget(*creature, *mode, *options);
    if (!budget)
        return io.fail(budget.errorMessage());
    auto reach = rules.reachable(*creature, *mode, *options);
    if (!reach)
        return io.fail(reach.errorMessage());
    QJsonArray squares;
    for (const ReachableSquare &r : *reach)
        squares.append(QJsonArray{r.square.x, r.square.y, r.cost});
    io.printJson({{QStringLiteral("creature"), grid.creature(*creature).id},
                  {QStringLiteral("mode"), movementModeName(*mode)},
                  {QStringLiteral("budget"), *budget},
                  {QStringLiteral("squares"), squares}});
    return exitOk;
}

int runPath(BattleGrid &grid, const QStringList &arguments, const CliIo &io)
{
    auto args = GridArguments::parse(arguments,
                                     {QStringLiteral("creature"), QStringLiteral("to"), QStringLiteral("mode"),
                                      QStringLiteral("using"), QStringLiteral("distance"), QStringLiteral("origin"),
                                      QStringLiteral("budget"), QStringLiteral("target"), QStringLiteral("squares")},
                                     {QStringLiteral("safest")});
    if (!args)
        return io.fail(args.errorMessage());
    auto creature = args->creature(grid, QStringLiteral("creature"));
    if (!creature)
        return io.fail(creature.errorMessage());
    auto mode = readMode(*args);
    if (!mode)
        return io.fail(mode.errorMessage());
    MovementRules rules(grid);
    if (*mode == MovementMode::Charge) {
        auto target = args->creature(grid, QStringLiteral("target"));
        if (!target)
            return io.fail(QStringLiteral("--mode charge needs --target ID: ") + target.errorMessage());
        QJsonObject out = pathJson(rules.charge(*creature, *target));
        out.insert(QStringLiteral("charge_bonus"), out.value(QStringLiteral("legal")).toBool() &&
                                                       out.value(QStringLiteral("squares_moved")).toInt() >= 2);
        io.printJson(out);
        return exitOk;
    }
    auto options = readMoveOptions(grid, *args, *mode);
    if (!options)
        return io.fail(options.errorMessage());
    if (args->has(QStringLiteral("squares"))) {
        if (!isUnwilling(*mode))
            return io.fail(QStringLiteral("--squares lists the squares of a push, pull or shunt"));
        auto squares = args->squares(grid, QStringLiteral("squares"));
        if (!squares)
            return io.fail(squares.errorMessage());
        io.printJson(pathJson(rules.followUnwilling(*creature, *mode, *squares, *options)));
        return exitOk;
    }
    auto to = args->square(grid, QStringLiteral("to"));
    if (!to)
        return io.fail(to.errorMessage());
    io.printJson(pathJson(rules.path(*creature, *to, *mode, *options)));
    return exitOk;
}

int runProvokes(BattleGrid &grid, const QStringList &arguments, const CliIo &io)
{
    auto args = GridArguments::parse(arguments, {QStringLiteral("creature"), QStringLiteral("attack")}, {});
    if (!args)
        return io.fail(args.errorMessage());
    auto creature = args->creature(grid, QStringLiteral("creature"));
    if (!creature)
        return io.fail(creature.errorMessage());
    auto kindName = args->required(QStringLiteral("attack"));
    if (!kindName)
        return io.fail(kindName.errorMessage());
    const auto kind = attackKindFromName(*kindName);
    if (!kind)
        return io.fail(QStringLiteral("--attack: '%1' is not melee, ranged, near or far").arg(*kindName));
    MovementRules rules(grid);
    io.printJson({{QStringLiteral("creature"), grid.creature(*creature).id},
                  {QStringLiteral("provokes"), provokesJson(rules.provokedByAttack(*creature, *kind))}});
    return exitOk;
}

const QList<GridSubcommand> &subcommands()
{
    static const QList<GridSubcommand> list{
        {"distance", "distance --from ID --to ID", runDistance},
        {"reach",
         "reach --creature ID [--mode walk|run|step|teleport|push|pull|shunt] [--using MODE] [--distance N] "
         "[--origin ID|X,Y] [--budget N]",
         runReach},
        {"path",
         "path --creature ID --to X,Y [--mode ...] [--safest] [--using MODE] [--distance N] [--origin ID|X,Y] "
         "[--budget N] | --mode charge --target ID | --mode push|pull|shunt --squares X,Y;X,Y...",
         runPath},
        {"provokes", "provokes --creature ID --attack melee|ranged|near|far", runProvokes},
    };
    return list;
}

QString usage()
{
    QString text = QStringLiteral("usage: battlemat-cli grid MAP.json SUBCOMMAND [OPTIONS]; subcommands:");
    for (const GridSubcommand &s : subcommands())
        text += QStringLiteral("\n  ") + QLatin1String(s.usage);
    return text;
}

int runGrid(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() < 2)
        return io.fail(usage());
    auto map = readBattleMapFile(arguments.at(0));
    if (!map)
        return io.fail(map.errorMessage());
    const QString name = arguments.at(1);
    for (const GridSubcommand &s : subcommands()) {
        if (name == QLatin1String(s.name)) {
            BattleGrid grid(std::move(map).value());
            return s.run(grid, arguments.mid(2), io);
        }
    }
    return io.fail(QStringLiteral("unknown grid subcommand '%1'\n").arg(name) + usage());
}

} // namespace

CliCommand gridCliCommand()
{
    return {QStringLiteral("grid"),
            QStringLiteral("grid MAP.json distance|reach|path|provokes|cover|concealment|flanking|area ...   "
                           "battle grid rules"),
            runGrid};
}
