#include "simulatecommand.h"

#include "rulesversionoption.h"

#include "encounter/herocombatant.h"
#include "grid/battlemapjson.h"
#include "simulation/encountersimulator.h"
#include "simulation/preparedplacement.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QFileInfo>
#include <QHash>

using namespace battlemat;

namespace {

const QString usage = QStringLiteral(
    "usage: battlemat-cli simulate (ENCOUNTER.json | --campaign FILE --encounter ID) --runs N [--seed S] "
    "[--threads T] [--policy brute|cautious|skirmisher] [--rounds R] [--change-runs M] [--rules-version v0.1|1.0]");

// The opening state of an encounter kept in a campaign: the "encounter" event its log begins with (map and hero
// sheets inlined, as it was fought), or the prepared document itself with its map looked up in the campaign.
Result<QJsonObject> encounterFromCampaign(const QString &fileName, const QString &id, const OrcusSettings &settings)
{
    if (!QFileInfo::exists(fileName))
        return Error{QStringLiteral("%1: no such file").arg(fileName)};
    auto store = CampaignStore::open(fileName);
    if (!store)
        return store.error();
    auto document = (*store)->entity(EntityKind::Encounter, id);
    if (!document)
        return document.error();
    if (auto events = (*store)->events(id); events && !events->isEmpty()) {
        const QJsonObject first = events->constFirst();
        if (first.value(QLatin1String("type")).toString() == QLatin1String("encounter"))
            return first.value(QLatin1String("encounter")).toObject();
    }
    QJsonObject encounter = *document;
    // A prepared encounter (the encounter builder's) lists monsters with no map, squares or heroes: the campaign's
    // heroes fight it on the campaign map it names or the default open map, placed as the window's Simulate in the
    // encounter builder places them (docs/simulation.md "Simulate in the encounter builder").
    if (encounter.contains(QLatin1String("prepared")) && !encounter.contains(QLatin1String("map"))) {
        const QJsonObject prepared = encounter.value(QLatin1String("prepared")).toObject();
        auto campaign = loadCampaign(**store);
        if (!campaign)
            return Error{QStringLiteral("%1: %2").arg(fileName, campaign.errorMessage())};
        std::optional<BattleMap> map;
        if (const QString mapId = prepared.value(QLatin1String("simulationMap")).toString(); !mapId.isEmpty()) {
            auto stored = (*store)->map(mapId);
            if (!stored)
                return Error{QStringLiteral("%1: encounter %2: %3").arg(fileName, id, stored.errorMessage())};
            map = *stored;
        }
        auto placed = PreparedPlacement::encounterFile(prepared, map, campaign->heroes, OrcusSettings{});
        if (!placed)
            return Error{QStringLiteral("%1: encounter %2: %3").arg(fileName, id, placed.errorMessage())};
        return *placed;
    }
    if (encounter.value(QLatin1String("map")).isString()) {
        auto map = (*store)->map(encounter.value(QLatin1String("map")).toString());
        if (!map)
            return Error{QStringLiteral("%1: encounter %2: %3").arg(fileName, id, map.errorMessage())};
        encounter.insert(QStringLiteral("map"), battleMapToJson(*map));
    }
    // Hero files named beside the campaign become blocks under the campaign's (or --rules-version's) settings.
    return HeroCombatant::inlineHeroSheets(encounter, QFileInfo(fileName).absolutePath(),
                                           JsonContext(QStringLiteral("%1: encounter %2").arg(fileName, id)), settings);
}

Result<int> wholeNumber(const QHash<QString, QString> &values, const QString &name, int fallback, int min, int max)
{
    if (!values.contains(name))
        return fallback;
    bool ok = false;
    const int value = values.value(name).toInt(&ok);
    if (!ok || value < min || value > max)
        return Error{QStringLiteral("%1 needs a whole number from %2 to %3, not '%4'")
                         .arg(name)
                         .arg(min)
                         .arg(max)
                         .arg(values.value(name))};
    return value;
}

int runSimulate(const QStringList &arguments, const CliIo &io)
{
    static const QStringList known{
        QStringLiteral("--campaign"), QStringLiteral("--encounter"),   QStringLiteral("--runs"),
        QStringLiteral("--seed"),     QStringLiteral("--threads"),     QStringLiteral("--policy"),
        QStringLiteral("--rounds"),   QStringLiteral("--change-runs"), QStringLiteral("--rules-version")};
    QHash<QString, QString> values;
    QString file;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument.startsWith(QLatin1String("--"))) {
            if (!known.contains(argument))
                return io.fail(QStringLiteral("unknown option '%1'\n%2").arg(argument, usage));
            if (i + 1 >= arguments.size())
                return io.fail(QStringLiteral("%1 needs a value\n%2").arg(argument, usage));
            if (values.contains(argument))
                return io.fail(QStringLiteral("%1 is given twice").arg(argument));
            values.insert(argument, arguments.at(++i));
        } else if (file.isEmpty()) {
            file = argument;
        } else {
            return io.fail(QStringLiteral("unexpected argument '%1'\n%2").arg(argument, usage));
        }
    }
    const bool fromCampaign = values.contains(QStringLiteral("--campaign"));
    if (fromCampaign == !file.isEmpty())
        return io.fail(QStringLiteral("give an encounter file or --campaign FILE --encounter ID\n%1").arg(usage));
    if (fromCampaign != values.contains(QStringLiteral("--encounter")))
        return io.fail(QStringLiteral("--campaign and --encounter go together\n%1").arg(usage));
    if (!values.contains(QStringLiteral("--runs")))
        return io.fail(QStringLiteral("--runs is missing\n%1").arg(usage));

    SimulationOptions options;
    auto runs = wholeNumber(values, QStringLiteral("--runs"), 1000, 1, 10000000);
    auto threads = wholeNumber(values, QStringLiteral("--threads"), 0, 1, 1024);
    auto rounds = wholeNumber(values, QStringLiteral("--rounds"), 20, 1, 1000);
    auto changeRuns = wholeNumber(values, QStringLiteral("--change-runs"), -1, 0, 10000000);
    for (const auto *number : {&runs, &threads, &rounds, &changeRuns}) {
        if (!*number)
            return io.fail(number->errorMessage());
    }
    options.runs = *runs;
    options.threads = *threads;
    options.roundLimit = *rounds;
    options.changeRuns = *changeRuns;
    options.policy = values.value(QStringLiteral("--policy"));
    if (values.contains(QStringLiteral("--seed"))) {
        QString error;
        if (!parseSeed(values.value(QStringLiteral("--seed")), std::numeric_limits<quint64>::max(), &options.seed,
                       &error))
            return io.fail(error);
    }
    if (auto chosen = EncounterSimulator::policies(options); !chosen)
        return io.fail(chosen.errorMessage());

    const QString source = fromCampaign ? values.value(QStringLiteral("--campaign")) : file;
    // Hero files ("heroSheet") become stat blocks under --rules-version, else the campaign's rules. An encounter the
    // campaign already fought keeps its heroes' blocks as they were fought.
    const auto settings =
        orcusSettingsForCli(values.value(QStringLiteral("--rules-version")), fromCampaign ? source : QString());
    if (!settings)
        return io.fail(settings.errorMessage());
    auto encounter = fromCampaign
                         ? encounterFromCampaign(source, values.value(QStringLiteral("--encounter")), *settings)
                         : EncounterSimulator::readEncounterFile(file, *settings);
    if (!encounter)
        return io.fail(encounter.errorMessage());
    auto report = EncounterSimulator::simulate(*encounter, source, options);
    if (!report)
        return io.fail(report.errorMessage());
    io.printJson(*report);
    return exitOk;
}

} // namespace

CliCommand simulateCliCommand()
{
    return {
        QStringLiteral("simulate"),
        QStringLiteral("simulate (ENCOUNTER.json | --campaign FILE --encounter ID) --runs N [--seed S] [--threads T] "
                       "[--policy NAME]   run an encounter many times with the engine playing every side; "
                       "odds with 95% intervals"),
        runSimulate, usage};
}
