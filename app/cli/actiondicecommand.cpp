#include "actiondicecommand.h"

#include "core/jsonreader.h"
#include "encounter/dicerng.h"
#include "encounter/encounterdiesource.h"
#include "modules/actiondice/actiondicecommands.h"

#include <QHash>
#include <QJsonArray>
#include <QRandomGenerator>

#include <limits>

using namespace battlemat;

namespace {

constexpr int exitRefused = 1; // a command was refused by the rules; the others ran

const QString usage =
    QStringLiteral("usage: battlemat-cli actiondice pool --level N [--bonus-levels N] [--settings SETTINGS.json]\n"
                   "       battlemat-cli actiondice play --script NIGHT.json [--seed N]");

struct Options
{
    QString sub;
    QHash<QString, QString> values;
    QString error;
};

Options readOptions(const QStringList &arguments)
{
    static const QStringList known{QStringLiteral("--level"), QStringLiteral("--bonus-levels"),
                                   QStringLiteral("--settings"), QStringLiteral("--script"), QStringLiteral("--seed")};
    Options options;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument.startsWith(QLatin1String("--"))) {
            if (!known.contains(argument))
                options.error = QStringLiteral("unknown option '%1'").arg(argument);
            else if (i + 1 >= arguments.size())
                options.error = QStringLiteral("%1 needs a value").arg(argument);
            else if (options.values.contains(argument))
                options.error = QStringLiteral("%1 is given twice").arg(argument);
            else
                options.values.insert(argument, arguments.at(++i));
        } else if (options.sub.isNull()) {
            options.sub = argument;
        } else {
            options.error = QStringLiteral("unexpected argument '%1'").arg(argument);
        }
        if (!options.error.isEmpty())
            return options;
    }
    return options;
}

Result<int> wholeNumber(const Options &options, const QString &name, int fallback, int min, int max)
{
    if (!options.values.contains(name))
        return fallback;
    bool ok = false;
    const int value = options.values.value(name).toInt(&ok);
    if (!ok || value < min || value > max) {
        return Error{QStringLiteral("%1 needs a whole number from %2 to %3, not '%4'")
                         .arg(name)
                         .arg(min)
                         .arg(max)
                         .arg(options.values.value(name))};
    }
    return value;
}

Result<ActionDiceSettings> settingsFrom(const Options &options)
{
    if (!options.values.contains(QStringLiteral("--settings")))
        return ActionDiceSettings();
    const QString file = options.values.value(QStringLiteral("--settings"));
    auto object = readJsonObjectFile(file);
    if (!object)
        return object.error();
    return ActionDiceSettings::fromJson(*object, JsonContext(file));
}

int runPool(const Options &options, const CliIo &io)
{
    if (!options.values.contains(QStringLiteral("--level")))
        return io.fail(QStringLiteral("--level is missing\n%1").arg(usage));
    for (const char *unused : {"--script", "--seed"}) {
        if (options.values.contains(QLatin1String(unused)))
            return io.fail(QStringLiteral("%1 goes with actiondice play\n%2").arg(QLatin1String(unused), usage));
    }
    auto level = wholeNumber(options, QStringLiteral("--level"), 1, 1, 100);
    if (!level)
        return io.fail(level.errorMessage());
    auto bonus = wholeNumber(options, QStringLiteral("--bonus-levels"), 0, 0, 100);
    if (!bonus)
        return io.fail(bonus.errorMessage());
    auto settings = settingsFrom(options);
    if (!settings)
        return io.fail(settings.errorMessage());
    auto pool = settings->poolFor(*level, *bonus);
    if (!pool)
        return io.fail(pool.errorMessage());
    io.printJson({{QStringLiteral("level"), *level},
                  {QStringLiteral("bonusLevels"), *bonus},
                  {QStringLiteral("dice"), pool->dice},
                  {QStringLiteral("sides"), pool->sides},
                  {QStringLiteral("pool"), QStringLiteral("%1d%2").arg(pool->dice).arg(pool->sides)},
                  {QStringLiteral("heroTokens"), settings->heroTokensPerNight}});
    return exitOk;
}

int runPlay(const Options &options, const CliIo &io)
{
    if (!options.values.contains(QStringLiteral("--script")))
        return io.fail(QStringLiteral("--script is missing\n%1").arg(usage));
    for (const char *unused : {"--level", "--bonus-levels", "--settings"}) {
        if (options.values.contains(QLatin1String(unused))) {
            return io.fail(QStringLiteral("%1 goes with actiondice pool (a script holds its own settings)\n%2")
                               .arg(QLatin1String(unused), usage));
        }
    }
    quint64 seed = 0;
    if (options.values.contains(QStringLiteral("--seed"))) {
        QString error;
        if (!parseSeed(options.values.value(QStringLiteral("--seed")), std::numeric_limits<quint64>::max(), &seed,
                       &error))
            return io.fail(error);
    } else {
        seed = QRandomGenerator::system()->generate64();
    }
    // The whole script is read and checked for shape before anything runs: a malformed file plays nothing.
    const QString file = options.values.value(QStringLiteral("--script"));
    auto script = readJsonObjectFile(file);
    if (!script)
        return io.fail(script.errorMessage());
    const JsonContext context(file);
    ActionDiceSettings settings;
    if (script->contains(QStringLiteral("settings"))) {
        auto object = context.requireObject(*script, QStringLiteral("settings"));
        if (!object)
            return io.fail(object.errorMessage());
        auto read = ActionDiceSettings::fromJson(*object, context.child(QStringLiteral("settings")));
        if (!read)
            return io.fail(read.errorMessage());
        settings = *read;
    }
    QList<int> faces;
    auto faceArray = context.optionalArray(*script, QStringLiteral("faces"));
    if (!faceArray)
        return io.fail(faceArray.errorMessage());
    for (qsizetype i = 0; i < faceArray->size(); ++i) {
        const QJsonValue face = faceArray->at(i);
        if (!face.isDouble() || face.toDouble() != double(face.toInt()) || face.toInt() < 1)
            return io.fail(context.child(QStringLiteral("faces"))
                               .at(i)
                               .error(QStringLiteral("expected a die face, 1 or more"))
                               .message);
        faces.append(face.toInt());
    }
    auto commands = context.requireArray(*script, QStringLiteral("commands"));
    if (!commands)
        return io.fail(commands.errorMessage());
    for (qsizetype i = 0; i < commands->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("commands")).at(i);
        if (!commands->at(i).isObject())
            return io.fail(item.error(QStringLiteral("expected a command object with a type")).message);
        auto type = item.requireString(commands->at(i).toObject(), QStringLiteral("type"));
        if (!type)
            return io.fail(type.errorMessage());
        if (!ActionDiceCommands::types().contains(*type)) {
            return io.fail(item.child(QStringLiteral("type"))
                               .error(QStringLiteral("'%1' is no action dice command").arg(*type))
                               .message);
        }
    }

    // Faces typed in come first (exact examples), then the seeded generator.
    DiceRng rng(seed);
    rng.setFixedFaces(faces);
    EncounterDieSource dice(rng);
    ActionDiceNight night;
    int refused = 0;
    for (qsizetype i = 0; i < commands->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("commands")).at(i);
        auto event = ActionDiceCommands::apply(commands->at(i).toObject(), item, night, settings, dice);
        if (event) {
            io.printJson(*event);
            continue;
        }
        ++refused;
        io.printJson({{QStringLiteral("type"), QStringLiteral("error")},
                      {QStringLiteral("command"), int(i)},
                      {QStringLiteral("message"), event.errorMessage()}});
    }
    QJsonObject pools;
    for (auto it = night.pools().constBegin(); it != night.pools().constEnd(); ++it) {
        pools.insert(it.key(), QJsonObject{{QStringLiteral("dice"), it->dice},
                                           {QStringLiteral("sides"), it->sides},
                                           {QStringLiteral("heroTokens"), it->heroTokens}});
    }
    io.printJson({{QStringLiteral("type"), QStringLiteral("summary")},
                  {QStringLiteral("commands"), int(commands->size())},
                  {QStringLiteral("refused"), refused},
                  {QStringLiteral("running"), night.running()},
                  {QStringLiteral("pools"), pools},
                  {QStringLiteral("seed"), QString::number(seed)}});
    return refused > 0 ? exitRefused : exitOk;
}

int runActionDice(const QStringList &arguments, const CliIo &io)
{
    const Options options = readOptions(arguments);
    if (!options.error.isEmpty())
        return io.fail(QStringLiteral("%1\n%2").arg(options.error, usage));
    if (options.sub == QLatin1String("pool"))
        return runPool(options, io);
    if (options.sub == QLatin1String("play"))
        return runPlay(options, io);
    return io.fail(options.sub.isEmpty() ? usage
                                         : QStringLiteral("unknown subcommand '%1'\n%2").arg(options.sub, usage));
}

} // namespace

CliCommand actionDiceCliCommand()
{
    return {QStringLiteral("actiondice"),
            QStringLiteral("actiondice pool|play ...   action dice pools by level; play a game night script"),
            runActionDice, usage};
}
