#include "masterycommands.h"

#include "dice/dierank.h"
#include "dice/ladderroll.h"
#include "dice/resistedrollodds.h"
#include "mastery/difficulty.h"
#include "mastery/masterybudgetdecider.h"
#include "mastery/masteryencounterjson.h"
#include "mastery/masteryexchange.h"
#include "regions/regionmapjson.h"
#include "rulesets/builtinmodules.h"
#include "rulesets/masterycommand.h"
#include "rulesets/masteryruleset.h"
#include "session/tablesession.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QRandomGenerator>

#include <limits>

using namespace battlemat;

namespace {

const QString usage = QStringLiteral(
    "usage: battlemat-cli mastery roll DIE [--vs DIE|DIFFICULTY] [options]\n"
    "       battlemat-cli mastery odds DIE --vs DIE|DIFFICULTY [options]\n"
    "       battlemat-cli mastery play ENCOUNTER.json --script COMMANDS.json\n"
    "options: --advantage N --disadvantage N --shift N --vs-advantage N --vs-disadvantage N --vs-shift N\n"
    "         --seed N (roll) --mp N --rank N --vs-mp N --vs-rank N (roll: MPs each side may spend) --assume-max");

struct Options
{
    QStringList positional;
    QHash<QString, QString> values;
    bool assumeMax = false;
    QString error;
};

Options readOptions(const QStringList &arguments)
{
    static const QStringList known{
        QStringLiteral("--vs"),       QStringLiteral("--advantage"),    QStringLiteral("--disadvantage"),
        QStringLiteral("--shift"),    QStringLiteral("--vs-advantage"), QStringLiteral("--vs-disadvantage"),
        QStringLiteral("--vs-shift"), QStringLiteral("--seed"),         QStringLiteral("--mp"),
        QStringLiteral("--rank"),     QStringLiteral("--vs-mp"),        QStringLiteral("--vs-rank"),
        QStringLiteral("--script")};
    Options options;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--assume-max")) {
            options.assumeMax = true;
        } else if (argument.startsWith(QLatin1String("--"))) {
            if (!known.contains(argument))
                options.error = QStringLiteral("unknown option '%1'").arg(argument);
            else if (i + 1 >= arguments.size())
                options.error = QStringLiteral("%1 needs a value").arg(argument);
            else if (options.values.contains(argument))
                options.error = QStringLiteral("%1 is given twice").arg(argument);
            else
                options.values.insert(argument, arguments.at(++i));
            if (!options.error.isEmpty())
                return options;
        } else {
            options.positional.append(argument);
        }
    }
    return options;
}

Result<int> intOption(const Options &options, const QString &name, int fallback, int min, int max)
{
    if (!options.values.contains(name))
        return fallback;
    bool ok = false;
    const int value = options.values.value(name).toInt(&ok);
    if (!ok || value < min || value > max)
        return Error{QStringLiteral("%1 needs a whole number from %2 to %3, not '%4'")
                         .arg(name)
                         .arg(min)
                         .arg(max)
                         .arg(options.values.value(name))};
    return value;
}

/** A ladder die with its levels and shift, as one side of a roll is described on the command line. */
Result<LadderRoll> sideRoll(const Options &options, const QString &dieText, const QString &prefix)
{
    auto die = DieRank::fromText(dieText);
    if (!die)
        return Error{QStringLiteral("'%1': %2").arg(dieText, die.errorMessage())};
    auto advantage = intOption(options, prefix + QStringLiteral("advantage"), 0, 0, 20);
    if (!advantage)
        return advantage.error();
    auto disadvantage = intOption(options, prefix + QStringLiteral("disadvantage"), 0, 0, 20);
    if (!disadvantage)
        return disadvantage.error();
    auto shift = intOption(options, prefix + QStringLiteral("shift"), 0, -20, 20);
    if (!shift)
        return shift.error();
    const LadderRoll base{*die, AdvantageLevels{*advantage, *disadvantage}};
    LadderRoll shifted = base.shifted(*shift);
    shifted.levels = shifted.levels.cancelled();
    return shifted;
}

/** The difficulty side: a name from the difficulty table ("Very Hard") or a ladder die ("D10"). */
Result<QString> difficultyDie(const QString &text, QString *name)
{
    if (auto row = Difficulty::fromName(text)) {
        *name = row->name;
        return QStringLiteral("D%1").arg(row->sides);
    }
    auto die = DieRank::fromText(text);
    if (!die)
        return Error{QStringLiteral("--vs '%1' is neither a difficulty (Trivial, Very Easy, ..., Wait, What?) nor a "
                                    "ladder die")
                         .arg(text)};
    if (auto row = Difficulty::fromSides(die->sides()))
        *name = row->name;
    return die->name();
}

QJsonObject rollJson(const MasteryRoll &roll)
{
    QJsonArray faces;
    for (int face : roll.faces)
        faces.append(face);
    return {{QStringLiteral("die"), QStringLiteral("D%1").arg(roll.sides)},
            {QStringLiteral("level"), roll.level},
            {QStringLiteral("faces"), faces},
            {QStringLiteral("kept"), roll.kept()},
            {QStringLiteral("mpSpent"), roll.mpSpent}};
}

int runMasteryRoll(const Options &options, const CliIo &io)
{
    if (options.positional.size() != 2)
        return io.fail(usage);
    auto acting = sideRoll(options, options.positional.at(1), QStringLiteral("--"));
    if (!acting)
        return io.fail(acting.errorMessage());
    quint64 seed = QRandomGenerator::system()->generate64();
    if (options.values.contains(QStringLiteral("--seed"))) {
        QString error;
        if (!parseSeed(options.values.value(QStringLiteral("--seed")), std::numeric_limits<quint64>::max(), &seed,
                       &error))
            return io.fail(error);
    }
    auto mp = intOption(options, QStringLiteral("--mp"), 0, 0, 100);
    auto rank = intOption(options, QStringLiteral("--rank"), 1, 1, 5);
    auto vsMp = intOption(options, QStringLiteral("--vs-mp"), 0, 0, 100);
    auto vsRank = intOption(options, QStringLiteral("--vs-rank"), 1, 1, 5);
    for (const auto *value : {&mp, &rank, &vsMp, &vsRank}) {
        if (!*value)
            return io.fail(value->errorMessage());
    }
    FaceRoller roller = seededFaceRoller(seed);
    const int level = acting->levels.net();
    MasteryParticipant roll{QStringLiteral("roller"),
                            options.assumeMax ? MasteryRoll::maximum(acting->die.sides())
                                              : MasteryRoll::roll(acting->die.sides(), level, roller),
                            *mp, *rank};
    std::optional<MasteryParticipant> against;
    QString difficultyName;
    if (options.values.contains(QStringLiteral("--vs"))) {
        auto dieText = difficultyDie(options.values.value(QStringLiteral("--vs")), &difficultyName);
        if (!dieText)
            return io.fail(dieText.errorMessage());
        auto resisting = sideRoll(options, *dieText, QStringLiteral("--vs-"));
        if (!resisting)
            return io.fail(resisting.errorMessage());
        against = MasteryParticipant{QStringLiteral("resister"),
                                     MasteryRoll::roll(resisting->die.sides(), resisting->levels.net(), roller), *vsMp,
                                     *vsRank};
    }
    // MPs are spent by the documented default (docs/mastery.md): each side while it is losing, up to its budget.
    MasteryBudgetDecider decider({{QStringLiteral("roller"), *mp}, {QStringLiteral("resister"), *vsMp}});
    const MasteryExchangeResult result = QCoro::waitFor(runMasteryExchange(roll, against, &decider, roller));
    QJsonObject object{{QStringLiteral("roll"), rollJson(result.acting.roll)},
                       {QStringLiteral("seed"), QString::number(seed)}};
    if (result.resisting) {
        object.insert(QStringLiteral("against"), rollJson(result.resisting->roll));
        object.insert(QStringLiteral("successes"), result.outcome->successes);
        object.insert(QStringLiteral("fumble"), result.outcome->fumble);
        if (!difficultyName.isEmpty())
            object.insert(QStringLiteral("difficulty"), difficultyName);
    }
    io.printJson(object);
    return exitOk;
}

int runMasteryOdds(const Options &options, const CliIo &io)
{
    if (options.positional.size() != 2 || !options.values.contains(QStringLiteral("--vs")))
        return io.fail(usage);
    auto acting = sideRoll(options, options.positional.at(1), QStringLiteral("--"));
    if (!acting)
        return io.fail(acting.errorMessage());
    QString difficultyName;
    auto dieText = difficultyDie(options.values.value(QStringLiteral("--vs")), &difficultyName);
    if (!dieText)
        return io.fail(dieText.errorMessage());
    auto resisting = sideRoll(options, *dieText, QStringLiteral("--vs-"));
    if (!resisting)
        return io.fail(resisting.errorMessage());
    const ResistedRollOdds odds = ResistedRollOdds::compute(*acting, *resisting);
    QJsonArray atLeast;
    for (double chance : odds.atLeast)
        atLeast.append(chance);
    io.printJson({{QStringLiteral("roll"), acting->notation()},
                  {QStringLiteral("against"), resisting->notation()},
                  {QStringLiteral("success"), odds.success()},
                  {QStringLiteral("fumble"), odds.fumble},
                  {QStringLiteral("expectedSuccesses"), odds.expectedSuccesses},
                  {QStringLiteral("atLeast"), atLeast}});
    return exitOk;
}

Result<QHash<QString, int>> budgetsOf(const QJsonObject &command, const JsonContext &context)
{
    QHash<QString, int> budgets;
    if (!command.contains(QStringLiteral("mp")))
        return budgets;
    auto mp = context.requireObject(command, QStringLiteral("mp"));
    if (!mp)
        return mp.error();
    for (auto it = mp->constBegin(); it != mp->constEnd(); ++it) {
        auto budget = context.child(QStringLiteral("mp")).requireInt(*mp, it.key(), 0, 100);
        if (!budget)
            return budget.error();
        budgets.insert(it.key(), *budget);
    }
    return budgets;
}

int runMasteryPlay(const Options &options, const CliIo &io)
{
    if (options.positional.size() != 2 || !options.values.contains(QStringLiteral("--script")))
        return io.fail(usage);
    const QString encounterFile = options.positional.at(1);
    auto encounterObject = readJsonObjectFile(encounterFile);
    if (!encounterObject)
        return io.fail(encounterObject.errorMessage());
    auto file =
        masteryEncounterFromJson(*encounterObject, JsonContext(encounterFile), QFileInfo(encounterFile).absolutePath());
    if (!file)
        return io.fail(file.errorMessage());

    // The whole script is checked before anything runs: a malformed file plays nothing.
    const QString scriptFile = options.values.value(QStringLiteral("--script"));
    auto script = readJsonObjectFile(scriptFile);
    if (!script)
        return io.fail(script.errorMessage());
    const JsonContext scriptContext(scriptFile);
    auto commands = scriptContext.requireArray(*script, QStringLiteral("commands"));
    if (!commands)
        return io.fail(commands.errorMessage());
    QList<QJsonObject> list;
    for (qsizetype i = 0; i < commands->size(); ++i) {
        const JsonContext item = scriptContext.child(QStringLiteral("commands")).at(i);
        if (!commands->at(i).isObject())
            return io.fail(item.error(QStringLiteral("expected a command object with a type")).message);
        const QJsonObject command = commands->at(i).toObject();
        auto type = item.requireString(command, QStringLiteral("type"));
        if (!type)
            return io.fail(type.errorMessage());
        if (auto budget = budgetsOf(command, item); !budget)
            return io.fail(budget.errorMessage());
        list.append(command);
    }

    // The encounter runs on a table session in memory, as the window runs it: mastery.setup, then each command as
    // a mastery.* step on the one history, undo by the session (docs/modules.md, "Mastery points").
    TableSession session(nullptr, builtInModules());
    if (Status opened = session.open(QString(), TableScene{}); !opened)
        return io.fail(opened.errorMessage());
    QJsonObject encounter = *encounterObject;
    encounter.remove(QStringLiteral("mapFile"));
    encounter.insert(QStringLiteral("map"), regionMapToJson(file->state.map));
    encounter.insert(QStringLiteral("seed"), qint64(file->seed));
    const QList<QJsonObject> opening{
        {{QStringLiteral("type"), QStringLiteral("rules.set")},
         {QStringLiteral("ruleset"), MasteryRuleset::moduleId()}},
        {{QStringLiteral("type"), QStringLiteral("mastery.setup")}, {QStringLiteral("encounter"), encounter}}};
    for (const QJsonObject &step : opening) {
        auto command = session.parseStep(step, JsonContext(encounterFile));
        if (!command)
            return io.fail(command.errorMessage());
        const CommandOutcome outcome = session.apply(std::get<std::shared_ptr<const TableCommand>>(*command));
        if (!outcome.ok)
            return io.fail(QStringLiteral("%1: %2").arg(encounterFile, outcome.error));
    }

    // The encounter's own log numbering, as before the session: refused commands leave a numbered "error" event,
    // and undo takes back the last command that succeeded with whatever was refused after it.
    struct Played
    {
        QString type;
        bool ok = false;
        int events = 0;
        bool replayed = true; // false: a refused undo, which the old log forgot when it was rebuilt
    };
    QList<Played> played;
    const auto nextSeq = [&played] {
        int seq = 0;
        for (const Played &step : std::as_const(played))
            seq += step.events;
        return seq + 1;
    };
    const auto printError = [&](const QString &command, const QString &message) {
        io.printJson({{QStringLiteral("type"), QStringLiteral("error")},
                      {QStringLiteral("command"), command},
                      {QStringLiteral("message"), message},
                      {QStringLiteral("seq"), nextSeq()}});
        played.append({command, false, 1});
    };
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString type = list.at(i).value(QStringLiteral("type")).toString();
        if (type == QLatin1String("undo")) {
            qsizetype last = played.size() - 1;
            while (last >= 0 && !played.at(last).ok)
                --last;
            const CommandOutcome outcome = last >= 0 ? session.undo() : CommandOutcome{};
            if (!outcome.ok) {
                io.printJson({{QStringLiteral("type"), QStringLiteral("error")},
                              {QStringLiteral("command"), QStringLiteral("undo")},
                              {QStringLiteral("message"), QStringLiteral("nothing to undo")},
                              {QStringLiteral("seq"), nextSeq()}});
                played.append({QStringLiteral("undo"), false, 1, false});
                continue;
            }
            const QString undone = played.at(last).type;
            played.resize(last);
            played.removeIf([](const Played &step) { return !step.replayed; });
            io.printJson({{QStringLiteral("type"), QStringLiteral("undone")},
                          {QStringLiteral("command"), undone},
                          {QStringLiteral("seq"), nextSeq()}});
            played.append({QStringLiteral("undo"), false, 1, false});
            continue;
        }
        QJsonObject step = list.at(i);
        step.insert(QStringLiteral("type"), MasteryCommand::prefix() + type);
        auto command = session.parseStep(step, scriptContext.child(QStringLiteral("commands")).at(i));
        if (!command) {
            // An unknown command type is refused in play, like the rules' own refusals.
            printError(type, QStringLiteral("command.type: unknown command '%1' (known: %2)")
                                 .arg(type, MasteryCommand::contestCommands().join(QStringLiteral(", "))));
            continue;
        }
        const CommandOutcome outcome = session.apply(std::get<std::shared_ptr<const TableCommand>>(*command));
        if (!outcome.ok) {
            printError(type, outcome.error);
            continue;
        }
        int seq = nextSeq();
        for (QJsonObject event : outcome.events) {
            event.insert(QStringLiteral("seq"), seq++);
            io.printJson(event);
        }
        played.append({type, true, int(outcome.events.size())});
    }
    return exitOk;
}

int runMastery(const QStringList &arguments, const CliIo &io)
{
    const Options options = readOptions(arguments);
    if (!options.error.isEmpty())
        return io.fail(QStringLiteral("%1\n%2").arg(options.error, usage));
    const QString sub = options.positional.value(0);
    if (sub == QLatin1String("roll"))
        return runMasteryRoll(options, io);
    if (sub == QLatin1String("odds"))
        return runMasteryOdds(options, io);
    if (sub == QLatin1String("play"))
        return runMasteryPlay(options, io);
    return io.fail(usage);
}

} // namespace

CliCommand masteryCliCommand()
{
    return {QStringLiteral("mastery"),
            QStringLiteral("mastery roll|odds|play ...   ladder dice with Mastery Points; play an encounter script"),
            runMastery, usage};
}
