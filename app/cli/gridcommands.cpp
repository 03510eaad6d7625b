#include "gridcommands.h"

#include "grid/areaofeffect.h"
#include "grid/battlemapjson.h"
#include "grid/concealmentrules.h"
#include "grid/coverrules.h"
#include "grid/flankingrules.h"
#include "grid/movementrules.h"
#include "gridarguments.h"
#include "gridvision.h"

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

// --attack for provokes (required) and concealment (melee when absent).
Result<AttackKind> readAttackKind(const GridArguments &args, bool required)
{
    if (required && !args.has(QStringLiteral("attack")))
        return args.required(QStringLiteral("attack")).error();
    const QString name =
        args.has(QStringLiteral("attack")) ? args.value(QStringLiteral("attack")) : QStringLiteral("melee");
    const auto kind = attackKindFromName(name);
    if (!kind)
        return Error{QStringLiteral("--attack: '%1' is not melee, ranged, near or far").arg(name)};
    return *kind;
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
    auto kind = readAttackKind(*args, true);
    if (!kind)
        return io.fail(kind.errorMessage());
    MovementRules rules(grid);
    io.printJson({{QStringLiteral("creature"), grid.creature(*creature).id},
                  {QStringLiteral("provokes"), provokesJson(rules.provokedByAttack(*creature, *kind))}});
    return exitOk;
}

int runCover(BattleGrid &grid, const QStringList &arguments, const CliIo &io)
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
    const CoverResult r = CoverRules(grid).cover(*from, *to);
    QJsonArray lines;
    for (const CoverLine &l : r.lines)
        lines.append(QJsonObject{{QStringLiteral("from"), GridArguments::squareJson(l.from)},
                                 {QStringLiteral("to"), GridArguments::squareJson(l.to)},
                                 {QStringLiteral("blocked"), l.blocked}});
    io.printJson({{QStringLiteral("cover"), coverGradeName(r.grade)},
                  {QStringLiteral("penalty"), r.penalty()},
                  {QStringLiteral("blocked_lines"), r.blockedLines},
                  {QStringLiteral("corner"), GridArguments::squareJson(r.corner)},
                  {QStringLiteral("target_square"), GridArguments::squareJson(r.targetSquare)},
                  {QStringLiteral("lines"), lines},
                  {QStringLiteral("line_of_sight"), r.lineOfSight},
                  {QStringLiteral("line_of_effect"), r.lineOfEffect}});
    return exitOk;
}

int runConcealment(BattleGrid &grid, const QStringList &arguments, const CliIo &io)
{
    auto args =
        GridArguments::parse(arguments, {QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("attack")}, {});
    if (!args)
        return io.fail(args.errorMessage());
    auto from = args->creature(grid, QStringLiteral("from"));
    if (!from)
        return io.fail(from.errorMessage());
    auto to = args->creature(grid, QStringLiteral("to"));
    if (!to)
        return io.fail(to.errorMessage());
    auto kind = readAttackKind(*args, false);
    if (!kind)
        return io.fail(kind.errorMessage());
    const ConcealmentResult r = ConcealmentRules(grid).concealment(*from, *to, *kind);
    io.printJson({{QStringLiteral("concealment"), concealmentGradeName(r.grade)},
                  {QStringLiteral("penalty"), r.penalty()},
                  {QStringLiteral("reason"), r.reason}});
    return exitOk;
}

int runFlanking(BattleGrid &grid, const QStringList &arguments, const CliIo &io)
{
    auto args = GridArguments::parse(arguments, {QStringLiteral("attacker"), QStringLiteral("target")}, {});
    if (!args)
        return io.fail(args.errorMessage());
    auto attacker = args->creature(grid, QStringLiteral("attacker"));
    if (!attacker)
        return io.fail(attacker.errorMessage());
    auto target = args->creature(grid, QStringLiteral("target"));
    if (!target)
        return io.fail(target.errorMessage());
    const FlankingResult r = FlankingRules(grid).flanking(*attacker, *target);
    QJsonObject out{{QStringLiteral("flanking"), r.flanking}, {QStringLiteral("reason"), r.reason}};
    out.insert(QStringLiteral("with"), r.flanking ? QJsonValue(r.allyId) : QJsonValue());
    io.printJson(out);
    return exitOk;
}

int runArea(BattleGrid &grid, const QStringList &arguments, const CliIo &io)
{
    auto args = GridArguments::parse(arguments,
                                     {QStringLiteral("type"), QStringLiteral("size"), QStringLiteral("origin"),
                                      QStringLiteral("user"), QStringLiteral("range"), QStringLiteral("squares")},
                                     {});
    if (!args)
        return io.fail(args.errorMessage());
    auto typeName = args->required(QStringLiteral("type"));
    if (!typeName)
        return io.fail(typeName.errorMessage());
    const auto type = areaTypeFromName(*typeName);
    if (!type)
        return io.fail(QStringLiteral("--type: '%1' is not an Orcus area; use burst, spray or wall").arg(*typeName));
    AreaRequest request;
    request.type = *type;
    auto size = args->number(QStringLiteral("size"), 1, 100, -1);
    if (!size)
        return io.fail(size.errorMessage());
    if (*size < 0)
        return io.fail(QStringLiteral("missing --size"));
    request.size = *size;
    if (args->has(QStringLiteral("origin"))) {
        auto origin = args->square(grid, QStringLiteral("origin"));
        if (!origin)
            return io.fail(origin.errorMessage());
        request.origin = *origin;
    }
    if (args->has(QStringLiteral("user"))) {
        auto user = args->creature(grid, QStringLiteral("user"));
        if (!user)
            return io.fail(user.errorMessage());
        request.user = *user;
    }
    auto range = args->number(QStringLiteral("range"), 0, 2000, -1);
    if (!range)
        return io.fail(range.errorMessage());
    request.range = *range;
    if (*type == AreaType::Wall) {
        auto squares = args->squares(grid, QStringLiteral("squares"));
        if (!squares)
            return io.fail(squares.errorMessage());
        request.wallSquares = *squares;
    } else if (args->has(QStringLiteral("squares"))) {
        return io.fail(QStringLiteral("--squares is for walls"));
    }
    const AreaResult r = AreaOfEffect(grid).evaluate(request);
    QJsonArray creatures;
    for (int c : r.creatures)
        creatures.append(grid.creature(c).id);
    io.printJson({{QStringLiteral("legal"), r.legal},
                  {QStringLiteral("reason"), r.reason},
                  {QStringLiteral("squares"), squareArray(r.squares)},
                  {QStringLiteral("affected"), squareArray(r.affected)},
                  {QStringLiteral("creatures"), creatures},
                  {QStringLiteral("origin_line_of_effect"), r.originLineOfEffect}});
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
        {"cover", "cover --from ID --to ID", runCover},
        {"concealment", "concealment --from ID --to ID [--attack melee|ranged|near|far]", runConcealment},
        {"flanking", "flanking --attacker ID --target ID", runFlanking},
        {"area", "area --type burst|spray|wall --size N [--origin X,Y] [--user ID] [--range N] [--squares X,Y;X,Y...]",
         runArea},
        {"vision", "vision [--side SIDE] [--campaign CAMPAIGN | --ruleset orcus|fiveTorchesDeep]", runGridVision},
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
            QStringLiteral("grid MAP.json distance|reach|path|provokes|cover|concealment|flanking|area|vision ...   "
                           "battle grid rules"),
            runGrid, usage(),
            // "grid MAP.json path --help" (or "grid path --help"): that subcommand's form and options.
            [](const QStringList &arguments) {
                for (const GridSubcommand &s : subcommands()) {
                    if (arguments.contains(QLatin1String(s.name)))
                        return QStringLiteral("usage: battlemat-cli grid MAP.json ") + QLatin1String(s.usage);
                }
                return QString();
            }};
}
