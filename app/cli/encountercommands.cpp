#include "encountercommands.h"

#include "campaignrecorder.h"
#include "rulesversionoption.h"

#include "core/filewriter.h"
#include "encounter/commandparser.h"
#include "encounter/commandprocessor.h"
#include "encounter/encounterreplay.h"
#include "encounter/scripteddecider.h"
#include "rulesets/builtinmodules.h"
#include "session/tablesession.h"
#include "simulation/autopilot.h"
#include "simulation/encountersimulator.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

using namespace battlemat;

namespace {

constexpr int exitRefused = 1; // a command was refused, or a log did not replay

QJsonObject summary(const CommandProcessor &processor)
{
    const EncounterState &state = processor.state();
    QJsonArray creatures;
    for (const Combatant &c : state.combatants) {
        QJsonObject creature{{QStringLiteral("id"), c.id},
                             {QStringLiteral("hp"), c.hp},
                             {QStringLiteral("x"), c.position.x},
                             {QStringLiteral("y"), c.position.y},
                             {QStringLiteral("recoveries"), c.recoveries},
                             {QStringLiteral("xp"), c.xp}};
        if (c.dead)
            creature.insert(QStringLiteral("dead"), true);
        else if (c.isDying())
            creature.insert(QStringLiteral("dying"), true);
        creatures.append(creature);
    }
    return {{QStringLiteral("type"), QStringLiteral("summary")},
            {QStringLiteral("phase"), encounterPhaseName(state.phase)},
            {QStringLiteral("round"), state.round},
            {QStringLiteral("current"), state.current},
            {QStringLiteral("events"), processor.log().size()},
            {QStringLiteral("creatures"), creatures}};
}

const QString playUsage =
    QStringLiteral("usage: battlemat-cli play ENCOUNTER.json --script COMMANDS.json [--seed N] [--stop-on-error] "
                   "[--log LOG.jsonl] [--campaign FILE [--encounter-id ID]] [--rules-version v0.1|1.0]");

// "Let the engine play this monster's turn" / "all monsters' turns" (docs/simulation.md): the window's autopilot
// loop, each command through the session with the step's decisions (else the documented defaults) answering.
CommandOutcome enginePlays(TableSession &session, const QString &which, const QList<ScriptedDecider::Answer> &answers)
{
    ScriptedDecider decider(answers);
    CommandOutcome outcome;
    outcome.ok = true;
    const Autopilot pilot(
        TacticsPolicy(TacticsProfile::brute()),
        [&session]() -> const EncounterState * {
            const CommandProcessor *encounter = session.encounter();
            return encounter && !encounter->busy() ? &encounter->state() : nullptr;
        },
        [&](const std::shared_ptr<Command> &command) {
            const CommandOutcome ran = session.run(command, &decider);
            outcome.events += ran.events;
            if (!ran.ok) {
                outcome.ok = false;
                outcome.error = ran.error;
            }
            return ran.ok;
        });
    if (!pilot.canPlay()) {
        outcome.ok = false;
        outcome.error = QStringLiteral("it is not a monster's turn: the engine plays monsters only");
        outcome.events = {QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                                      {QStringLiteral("command"), QJsonObject{{QStringLiteral("type"), which}}},
                                      {QStringLiteral("message"), outcome.error}}};
        return outcome;
    }
    if (which == QLatin1String("enginePlaysTurn"))
        pilot.playTurn();
    else
        pilot.playMonsterTurns();
    return outcome;
}

// play ENCOUNTER.json --script COMMANDS.json [--seed N] [--stop-on-error] [--log LOG.jsonl]
int runPlay(const QStringList &arguments, const CliIo &io)
{
    const QString &usage = playUsage;
    QString encounterFile, scriptFile, logFile, campaignFile, encounterId, rulesVersion;
    std::optional<quint64> seed;
    bool stopOnError = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (argument == QLatin1String("--script") && i + 1 < arguments.size()) {
            scriptFile = arguments[++i];
        } else if (argument == QLatin1String("--log") && i + 1 < arguments.size()) {
            logFile = arguments[++i];
        } else if (argument == QLatin1String("--campaign") && i + 1 < arguments.size()) {
            campaignFile = arguments[++i];
        } else if (argument == QLatin1String("--encounter-id") && i + 1 < arguments.size()) {
            encounterId = arguments[++i];
        } else if (argument == QLatin1String("--rules-version") && i + 1 < arguments.size()) {
            rulesVersion = arguments[++i];
        } else if (argument == QLatin1String("--seed") && i + 1 < arguments.size()) {
            QString error;
            quint64 value = 0;
            if (!parseSeed(arguments[++i], quint64(std::numeric_limits<int>::max()), &value, &error))
                return io.fail(error);
            seed = value;
        } else if (argument == QLatin1String("--stop-on-error")) {
            stopOnError = true;
        } else if (!argument.startsWith(QLatin1String("--")) && encounterFile.isEmpty()) {
            encounterFile = argument;
        } else {
            return io.fail(usage);
        }
    }
    if (encounterFile.isEmpty() || scriptFile.isEmpty())
        return io.fail(usage);
    // Hero files ("heroSheet") become stat blocks under --rules-version, else the recording campaign's rules.
    const auto settings = orcusSettingsForCli(rulesVersion, campaignFile);
    if (!settings)
        return io.fail(settings.errorMessage());
    auto encounterJson = EncounterSimulator::readEncounterFile(encounterFile, *settings);
    if (!encounterJson)
        return io.fail(encounterJson.errorMessage());
    auto processor = CommandProcessor::fromEncounterJson(*encounterJson, encounterFile, seed);
    if (!processor)
        return io.fail(processor.errorMessage());
    auto script = readJsonObjectFile(scriptFile);
    if (!script)
        return io.fail(script.errorMessage());
    const JsonContext scriptContext(scriptFile);
    auto entries = scriptContext.requireArray(*script, QStringLiteral("commands"));
    if (!entries)
        return io.fail(entries.errorMessage());

    // Parse the whole script first: a malformed script runs nothing.
    struct Step
    {
        QString special; // "undo", "redo", "enginePlaysTurn" or "enginePlaysMonsters"
        std::shared_ptr<Command> command;
        // "rules.set" and a module's steps ("actionDice.startGameNight", "actionDice.spend"): read by the table
        // session when their turn comes, once an earlier "rules.set" has put the module in force.
        QJsonObject sessionStep;
        JsonContext where{QString()};
        QList<ScriptedDecider::Answer> answers;
    };
    QList<Step> steps;
    const JsonContext commandsContext = scriptContext.child(QStringLiteral("commands"));
    for (qsizetype i = 0; i < entries->size(); ++i) {
        const JsonContext here = commandsContext.at(i);
        if (!entries->at(i).isObject())
            return io.fail(here.error(QStringLiteral("must be a command object")).message);
        const QJsonObject entry = entries->at(i).toObject();
        const QString type = entry.value(QStringLiteral("type")).toString();
        Step step;
        if (type == QLatin1String("undo") || type == QLatin1String("redo") ||
            type == QLatin1String("enginePlaysTurn") || type == QLatin1String("enginePlaysMonsters")) {
            step.special = type;
        } else if (type == QLatin1String("rules.set") || type.contains(QLatin1Char('.'))) {
            step.sessionStep = entry;
            step.sessionStep.remove(QStringLiteral("decisions"));
            step.where = here;
        } else {
            auto command = commandFromJson(entry, here);
            if (!command)
                return io.fail(command.errorMessage());
            step.command = *command;
        }
        auto decisions = here.optionalArray(entry, QStringLiteral("decisions"));
        if (!decisions)
            return io.fail(decisions.errorMessage());
        auto answers = ScriptedDecider::answersFromJson(*decisions, here.child(QStringLiteral("decisions")));
        if (!answers)
            return io.fail(answers.errorMessage());
        step.answers = *answers;
        steps << step;
    }

    // With --campaign every command's events are committed to the campaign file as the command completes: the
    // recorder is the encounter's storage hook, which the session's processor keeps.
    std::unique_ptr<CampaignRecorder> recorder;
    if (!campaignFile.isEmpty()) {
        auto opened =
            CampaignRecorder::open(campaignFile, QFileInfo(encounterFile).completeBaseName(), encounterId, io);
        if (!opened)
            return io.fail(opened.errorMessage());
        recorder = std::move(opened).value();
        if (auto attached = recorder->attach(**processor); !attached)
            return io.fail(attached.errorMessage());
    }
    // The encounter is played on a table session in memory, as the window and `table` play theirs: each command,
    // undo and redo goes through the session's one history (docs/architecture.md, "The life of a command").
    TableSession session(nullptr, builtInModules());
    if (Status opened = session.open(QString(), TableScene{}); !opened)
        return io.fail(opened.errorMessage());
    if (Status adopted = session.adoptEncounter(std::move(processor).value()); !adopted)
        return io.fail(adopted.errorMessage());
    const CommandProcessor &encounter = *session.encounter();
    io.printJson(encounter.log().at(1));
    bool refused = false;
    for (const Step &step : steps) {
        CommandOutcome outcome;
        if (step.special == QLatin1String("undo")) {
            outcome = session.undo();
        } else if (step.special == QLatin1String("redo")) {
            outcome = session.redo();
        } else if (!step.special.isEmpty()) {
            outcome = enginePlays(session, step.special, step.answers);
        } else if (!step.sessionStep.isEmpty()) {
            auto parsed = session.parseStep(step.sessionStep, step.where);
            if (!parsed)
                return io.fail(parsed.errorMessage()); // a module's step while the module is off: the script is wrong
            if (const auto *table = std::get_if<std::shared_ptr<const TableCommand>>(&*parsed)) {
                outcome = session.apply(*table);
            } else {
                ScriptedDecider decider(step.answers);
                outcome = session.run(std::get<std::shared_ptr<const Command>>(*parsed), &decider);
            }
        } else {
            ScriptedDecider decider(step.answers);
            outcome = session.run(step.command, &decider);
        }
        for (const QJsonObject &event : outcome.events)
            io.printJson(event);
        if (recorder && !recorder->failure().isEmpty())
            return io.fail(recorder->failure());
        if (!outcome.ok) {
            refused = true;
            if (stopOnError)
                break;
        }
    }
    io.printJson(summary(encounter));
    if (!logFile.isEmpty()) {
        if (auto written = FileWriter::write(logFile, encounter.log().toJsonLines()); !written)
            return io.fail(written.errorMessage());
    }
    return refused ? exitRefused : exitOk;
}

// replay LOG.jsonl
int runReplay(const QStringList &arguments, const CliIo &io)
{
    if (arguments.size() != 1)
        return io.fail(QStringLiteral("usage: battlemat-cli replay LOG.jsonl"));
    const QString fileName = arguments.constFirst();
    auto log = EncounterLog::readJsonLinesFile(fileName);
    if (!log)
        return io.fail(log.errorMessage());
    auto processor = EncounterReplay::replay(*log, fileName);
    if (!processor) {
        io.fail(QStringLiteral("replay failed: ") + processor.errorMessage());
        return exitRefused;
    }
    QJsonObject result = summary(**processor);
    result.insert(QStringLiteral("type"), QStringLiteral("replayed"));
    io.printJson(result);
    return exitOk;
}

} // namespace

CliCommand playCliCommand()
{
    return {QStringLiteral("play"),
            QStringLiteral("play ENCOUNTER.json --script COMMANDS.json [--seed N] [--stop-on-error] [--log LOG.jsonl] "
                           "[--rules-version v0.1|1.0]  "
                           " run an encounter script"),
            runPlay, playUsage};
}

CliCommand replayCliCommand()
{
    return {QStringLiteral("replay"),
            QStringLiteral("replay LOG.jsonl   rebuild an encounter from its log and verify every roll"), runReplay};
}
