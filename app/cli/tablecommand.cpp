#include "tablecommand.h"

#include "portraitimport.h"

#include "core/jsonreader.h"
#include "encounter/commandparser.h"
#include "encounter/scripteddecider.h"
#include "rulesets/builtinmodules.h"
#include "rulesets/orcusruleset.h"
#include "session/reinforcement.h"
#include "session/tablesession.h"
#include "sheet/herocharacterjson.h"
#include "storage/campaignstore.h"
#include "storage/campaigntransfer.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

using namespace battlemat;

namespace {

constexpr int exitRefused = 1; // a step was refused by the rules (the file holds every step before it)

const QString usage =
    QStringLiteral("usage: battlemat-cli table CAMPAIGN.battlemat --script STEPS.json [--seed N] [--stop-on-error]");

const QString help =
    QStringLiteral(
        "%1\n\n"
        "Runs the steps on the campaign's table session, as the window would: the encounter running on the campaign's\n"
        "active map is resumed first (its stored log replayed), then each step is validated, applied and committed\n"
        "to the campaign file in one transaction before the next. Steps (docs/cli.md, \"table\"):\n"
        "  {\"type\": \"startEncounter\", \"statBlocks\": FILE}   assemble the map's creatures (heroes from their\n"
        "                                                   sheets) as the steps before left the table, and\n"
        "                                                   roll initiative, with optional \"decisions\" for\n"
        "                                                   the modules' offers on it\n"
        "  {\"type\": \"addMonster\", \"monster\": ID, \"x\": X, \"y\": Y}   a library monster (the campaign's,\n"
        "                                                   else the book's) joins the running fight: the\n"
        "                                                   encounter's addCreature; x and y optional (beside\n"
        "                                                   its side), \"initiative\": N instead of a roll\n"
        "  {\"type\": \"changeForm\", \"creature\": ID, \"monster\": ID}   the creature fights on as that\n"
        "                                                   library monster (Fading), hit points carried over\n"
        "  {\"type\": \"undo\"} / {\"type\": \"redo\"}\n"
        "  any encounter command (docs/encounter.md), e.g. setHitPoints, move, attack, endTurn, endEncounter,\n"
        "  with optional \"decisions\": [answers] for the questions it raises.\n"
        "  map edits: map.paintTerrain, map.setEdges, map.placeCreature, map.removeCreature, map.moveCreature,\n"
        "  map.setHidden, map.setStatus, map.setBackground, map.paintFog (squares, a rectangle or a room),\n"
        "  map.setPortrait {\"creature\": ID, \"file\": PICTURE} (or \"portrait\": base64 PNG, \"\" none) ...\n"
        "  (docs/cli.md)\n"
        "  {\"type\": \"rules.set\", \"modules\": [...], \"settings\": {...}} and the commands of modules in force\n"
        "Prints every event as JSON lines and a summary. A malformed script exits 2 naming the step and field and\n"
        "changes nothing; a step the rules refuse exits 1 after the summary (with --stop-on-error at once).\n")
        .arg(usage);

struct Step
{
    QString type;
    QString statBlocksFile; // startEncounter
    QString monster;        // addMonster, changeForm: the library's id (and where, the initiative)
    QString creature;       // changeForm: whose form
    std::optional<Square> at;
    std::optional<int> initiative;
    std::optional<SessionStep> command; // a table or encounter command
    // Parsed again when its turn comes: a command of a module that an earlier step turns on, or a room of the
    // fog brush, flooded on the map as the steps before it left it (their walls and doors).
    QJsonObject laterStep;
    QList<ScriptedDecider::Answer> answers; // its decisions
    JsonContext where{QString()};
};

Result<QJsonObject> readScript(const QString &scriptFile)
{
    return readJsonObjectFile(scriptFile);
}

/** addMonster's fields: the monster, both coordinates or neither, an initiative total, the tie decisions. */
Status readAddMonster(const QJsonObject &entry, const JsonContext &here, Step &step)
{
    auto monster = here.requireString(entry, QStringLiteral("monster"));
    if (!monster)
        return monster.error();
    step.monster = *monster;
    if (entry.contains(QStringLiteral("x")) || entry.contains(QStringLiteral("y"))) {
        auto x = here.requireInt(entry, QStringLiteral("x"), 0, GridMap::maxSide - 1);
        if (!x)
            return x.error();
        auto y = here.requireInt(entry, QStringLiteral("y"), 0, GridMap::maxSide - 1);
        if (!y)
            return y.error();
        step.at = Square{*x, *y};
    }
    if (entry.contains(QStringLiteral("initiative"))) {
        auto initiative = here.requireInt(entry, QStringLiteral("initiative"), -50, 150);
        if (!initiative)
            return initiative.error();
        step.initiative = *initiative;
    }
    auto decisions = here.optionalArray(entry, QStringLiteral("decisions"));
    if (!decisions)
        return decisions.error();
    auto answers = ScriptedDecider::answersFromJson(*decisions, here.child(QStringLiteral("decisions")));
    if (!answers)
        return answers.error();
    step.answers = *answers;
    step.where = here;
    return success();
}

/**
 * The encounter command a step naming a library monster stands for, worked out against the fight as it is now:
 * addMonster's addCreature, or the changeForm to that monster's block.
 */
Result<std::shared_ptr<const Command>> libraryStep(const TableSession &session, const Step &step)
{
    const bool adding = step.type == QLatin1String("addMonster");
    if (!session.running())
        return step.where.error(
            adding ? QStringLiteral("no encounter is running: place the monster with map.placeCreature")
                   : QStringLiteral("no encounter is running"));
    auto block = Reinforcement::libraryMonster(step.monster, session.table().monsters);
    if (!block)
        return step.where.child(QStringLiteral("monster")).error(block.errorMessage());
    auto command = adding ? Reinforcement::step(*block, session.table().scene.map, session.encounter()->state(),
                                                step.at, step.initiative)
                          : Reinforcement::formStep(*block, step.creature);
    if (!command)
        return step.where.error(command.errorMessage());
    auto parsed = session.parseStep(*command, step.where);
    if (!parsed)
        return parsed.error();
    const auto *encounterCommand = std::get_if<std::shared_ptr<const Command>>(&*parsed);
    if (!encounterCommand)
        return step.where.error(QStringLiteral("the campaign's ruleset has no addCreature command"));
    return *encounterCommand;
}

/** Every step is parsed against the table as opened, before anything runs: a malformed script changes nothing. */
Result<QList<Step>> readSteps(const QJsonObject *script, const QString &scriptFile, const TableSession &session)
{
    const JsonContext context(scriptFile);
    auto entries = context.requireArray(*script, QStringLiteral("steps"));
    if (!entries)
        return entries.error();
    const JsonContext stepsContext = context.child(QStringLiteral("steps"));
    QList<Step> steps;
    for (qsizetype i = 0; i < entries->size(); ++i) {
        const JsonContext here = stepsContext.at(i);
        if (!entries->at(i).isObject())
            return here.error(QStringLiteral("must be a step object"));
        const QJsonObject entry = entries->at(i).toObject();
        auto type = here.requireString(entry, QStringLiteral("type"));
        if (!type)
            return type.error();
        Step step;
        step.type = *type;
        if (step.type == QLatin1String("startEncounter")) {
            auto file = here.requireString(entry, QStringLiteral("statBlocks"));
            if (!file)
                return file.error();
            // Relative to the script, like every file a script names.
            step.statBlocksFile = QFileInfo(scriptFile).absoluteDir().filePath(*file);
            // The offers of the modules in force on the heroes' initiative rolls (an action die, a hero token).
            auto decisions = here.optionalArray(entry, QStringLiteral("decisions"));
            if (!decisions)
                return decisions.error();
            auto answers = ScriptedDecider::answersFromJson(*decisions, here.child(QStringLiteral("decisions")));
            if (!answers)
                return answers.error();
            step.answers = *answers;
        } else if (step.type == QLatin1String("changeForm") && entry.contains(QStringLiteral("monster"))) {
            // The new form named by its library id: made into the encounter's changeForm when its turn comes.
            auto creature = here.requireString(entry, QStringLiteral("creature"));
            if (!creature)
                return creature.error();
            auto monster = here.requireString(entry, QStringLiteral("monster"));
            if (!monster)
                return monster.error();
            step.creature = *creature;
            step.monster = *monster;
            step.where = here;
        } else if (step.type == QLatin1String("addMonster")) {
            const Status read = readAddMonster(entry, here, step);
            if (!read)
                return read.error();
        } else if (step.type != QLatin1String("undo") && step.type != QLatin1String("redo")) {
            QJsonObject commandJson = entry;
            commandJson.remove(QStringLiteral("decisions"));
            if (step.type == QLatin1String("map.setPortrait") && commandJson.contains(QStringLiteral("file"))) {
                // A picture file (relative to the script) made into the portrait the session takes, as the
                // window's token menu does (PortraitImport: cropped round, at most 256 x 256).
                auto file = here.requireString(commandJson, QStringLiteral("file"));
                if (!file)
                    return file.error();
                auto portrait = PortraitImport::fromFile(QFileInfo(scriptFile).absoluteDir().filePath(*file));
                if (!portrait)
                    return here.child(QStringLiteral("file")).error(portrait.errorMessage());
                commandJson.remove(QStringLiteral("file"));
                commandJson.insert(QStringLiteral("portrait"), *portrait);
            }
            step.where = here;
            QStringList allModules;
            for (const RulesModule *module : session.registry().all())
                allModules.append(module->id());
            auto command = session.parseStep(commandJson, here);
            if (command && commandJson.contains(QStringLiteral("room")) && step.type == QLatin1String("map.paintFog")) {
                step.laterStep = commandJson;
            } else if (command) {
                step.command = *command;
            } else if (session.registry().ownerOf(step.type, allModules)) {
                step.laterStep = commandJson; // its module is not in force yet; a "rules.set" step may turn it on
            } else {
                return command.error();
            }
            auto decisions = here.optionalArray(entry, QStringLiteral("decisions"));
            if (!decisions)
                return decisions.error();
            auto answers = ScriptedDecider::answersFromJson(*decisions, here.child(QStringLiteral("decisions")));
            if (!answers)
                return answers.error();
            step.answers = *answers;
        }
        steps.append(step);
    }
    return steps;
}

QJsonObject summary(const TableSession &session)
{
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("summary")},
                       {QStringLiteral("encounter"), session.encounterId()},
                       {QStringLiteral("running"), session.running()}};
    const CommandProcessor *encounter = session.encounter();
    if (!encounter)
        return object;
    const EncounterState &state = encounter->state();
    QJsonArray creatures;
    for (const Combatant &c : state.combatants) {
        QJsonObject creature{{QStringLiteral("id"), c.id},
                             {QStringLiteral("hp"), c.hp},
                             {QStringLiteral("maxHp"), c.maxHp},
                             {QStringLiteral("x"), c.position.x},
                             {QStringLiteral("y"), c.position.y}};
        if (c.dead)
            creature.insert(QStringLiteral("dead"), true);
        else if (c.isDying())
            creature.insert(QStringLiteral("dying"), true);
        creatures.append(creature);
    }
    object.insert(QStringLiteral("phase"), encounterPhaseName(state.phase));
    object.insert(QStringLiteral("round"), state.round);
    object.insert(QStringLiteral("current"), state.current);
    object.insert(QStringLiteral("events"), encounter->log().size());
    object.insert(QStringLiteral("creatures"), creatures);
    return object;
}

// The table session's map and sheets as they are now, not as the file was when the script began: a fight ended
// earlier in the script left its creatures' places, the tokens that joined it and its lights in the map, and its
// heroes' hit points on their sheets, as the window's next Start encounter sees them (docs/cli.md "table").
Result<CommandOutcome> startEncounter(TableSession &session, const Step &step, quint64 seed)
{
    auto file = readJsonObjectFile(step.statBlocksFile);
    if (!file)
        return file.error();
    auto blocks = JsonContext(step.statBlocksFile).requireArray(*file, QStringLiteral("creatures"));
    if (!blocks)
        return blocks.error();
    const BattleMap map = session.table().scene.map;
    QHash<QString, HeroCharacter> sheets;
    QString sheetError;
    auto sheetOf = [&](const QString &heroId) -> const HeroCharacter * {
        if (auto found = sheets.constFind(heroId); found != sheets.cend())
            return &found.value();
        const auto stored = session.table().heroes.constFind(heroId);
        if (stored == session.table().heroes.cend())
            return nullptr;
        auto hero = heroCharacterFromJson(*stored, JsonContext(QStringLiteral("hero '%1'").arg(heroId)));
        if (!hero) {
            sheetError = hero.errorMessage();
            return nullptr;
        }
        return &sheets.insert(heroId, *hero).value();
    };
    auto assembled = assembleEncounter(map, *blocks, sheetOf, orcusSettingsOf(session.table().rules));
    if (!assembled)
        return Error{sheetError.isEmpty() ? assembled.errorMessage() : sheetError};
    ScriptedDecider decider(step.answers);
    return session.startEncounter(*assembled, QStringLiteral("%1 (battlemat-cli table)").arg(map.name), seed, &decider);
}

int runTable(const QStringList &arguments, const CliIo &io)
{
    QString campaignFile, scriptFile;
    quint64 seed = 1;
    bool stopOnError = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (argument == QLatin1String("--script") && i + 1 < arguments.size()) {
            scriptFile = arguments[++i];
        } else if (argument == QLatin1String("--seed") && i + 1 < arguments.size()) {
            bool ok = false;
            const qlonglong value = arguments[++i].toLongLong(&ok);
            if (!ok || value < 1 || value > std::numeric_limits<int>::max())
                return io.fail(QStringLiteral("--seed must be a whole number from 1 to %1, not '%2'")
                                   .arg(std::numeric_limits<int>::max())
                                   .arg(arguments[i]));
            seed = quint64(value);
        } else if (argument == QLatin1String("--stop-on-error")) {
            stopOnError = true;
        } else if (!argument.startsWith(QLatin1String("--")) && campaignFile.isEmpty()) {
            campaignFile = argument;
        } else {
            return io.fail(usage);
        }
    }
    if (campaignFile.isEmpty() || scriptFile.isEmpty())
        return io.fail(usage);
    auto script = readScript(scriptFile);
    if (!script)
        return io.fail(script.errorMessage());
    auto store = CampaignStore::open(campaignFile);
    if (!store)
        return io.fail(store.errorMessage());
    QString mapId;
    auto campaign = loadCampaign(**store, &mapId);
    if (!campaign)
        return io.fail(campaign.errorMessage());
    if (campaign->maps.isEmpty())
        return io.fail(QStringLiteral("%1: the campaign has no map").arg(campaignFile));

    TableSession session(store->get(), builtInModules());
    if (const Status opened = session.open(mapId, TableScene{campaign->maps.at(campaign->activeMap)}); !opened)
        return io.fail(opened.errorMessage());
    // The whole script is read before anything runs: a malformed one changes nothing.
    auto steps = readSteps(&*script, scriptFile, session);
    if (!steps)
        return io.fail(steps.errorMessage());
    auto resumed = session.resume();
    if (!resumed)
        return io.fail(resumed.errorMessage());
    if (*resumed) {
        QJsonObject line{{QStringLiteral("type"), QStringLiteral("resumed")},
                         {QStringLiteral("encounter"), session.encounterId()},
                         {QStringLiteral("events"), session.encounter()->log().size()}};
        if (!session.running())
            line.insert(QStringLiteral("ended"), true); // the last fight, back for a rest after it
        io.printJson(line);
    }

    bool refused = false;
    for (qsizetype i = 0; i < steps->size(); ++i) {
        const Step &step = steps->at(i);
        CommandOutcome outcome;
        if (step.type == QLatin1String("startEncounter")) {
            auto started = startEncounter(session, step, seed);
            if (started) {
                outcome = *started;
                outcome.events = session.encounter()->log().events();
            } else {
                outcome.error = started.errorMessage();
                outcome.events = {QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                                              {QStringLiteral("message"), outcome.error}}};
            }
        } else if (!step.monster.isEmpty()) {
            // Worked out when its turn comes: where the fight's creatures stand then, who has which id and name.
            auto command = libraryStep(session, step);
            ScriptedDecider decider(step.answers);
            outcome = command ? session.run(*command, &decider)
                              : CommandOutcome{false,
                                               command.errorMessage(),
                                               {QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                                                            {QStringLiteral("message"), command.errorMessage()}}}};
        } else if (step.type == QLatin1String("undo")) {
            outcome = session.undo();
        } else if (step.type == QLatin1String("redo")) {
            outcome = session.redo();
        } else {
            std::optional<SessionStep> command = step.command;
            if (!command) {
                auto parsed = session.parseStep(step.laterStep, step.where);
                if (!parsed)
                    return io.fail(parsed.errorMessage()); // the module is still not in force: the script is wrong
                command = *parsed;
            }
            if (const auto *table = std::get_if<std::shared_ptr<const TableCommand>>(&*command)) {
                outcome = session.apply(*table);
            } else {
                ScriptedDecider decider(step.answers);
                outcome = session.run(std::get<std::shared_ptr<const Command>>(*command), &decider);
            }
        }
        for (QJsonObject event : std::as_const(outcome.events)) {
            event.insert(QStringLiteral("step"), int(i));
            io.printJson(event);
        }
        if (outcome.ok) {
            // Printed once the step's transaction has returned: the file holds every step up to here.
            io.printJson({{QStringLiteral("type"), QStringLiteral("committed")}, {QStringLiteral("step"), int(i)}});
        } else {
            refused = true;
            if (stopOnError)
                break;
        }
    }
    io.printJson(summary(session));
    return refused ? exitRefused : exitOk;
}

} // namespace

CliCommand tableCliCommand()
{
    return {QStringLiteral("table"),
            QStringLiteral("table CAMPAIGN.battlemat --script STEPS.json [--seed N]   run the table's encounter "
                           "commands on a campaign (resumes its running encounter)"),
            runTable, help};
}
