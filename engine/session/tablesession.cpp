#include "session/tablesession.h"

#include "session/tablesessionstep.h"
#include "session/tablestatestore.h"

#include "encounter/commandparser.h"
#include "encounter/encounterreplay.h"
#include "encounter/scripteddecider.h"
#include "grid/battlemapjson.h"
#include "mapedit/mapeditjson.h"
#include "regions/regionmapjson.h"
#include "session/encounterrecording.h"
#include "session/fightlightfold.h"
#include "session/herosheetcommand.h"
#include "session/herosheetwriter.h"
#include "session/mapeditcommand.h"
#include "session/monsterlibrarycommand.h"
#include "session/regioneditcommand.h"
#include "session/reinforcement.h"
#include "session/reopenedhistory.h"
#include "session/ruleschoicecommand.h"
#include "storage/campaignstore.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace battlemat {

namespace {

CommandOutcome refused(const QString &message, const QString &what = {})
{
    CommandOutcome outcome;
    outcome.error = message;
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("error")}, {QStringLiteral("message"), message}};
    if (!what.isEmpty())
        event.insert(QStringLiteral("command"), QJsonObject{{QStringLiteral("type"), what}});
    outcome.events = {event};
    return outcome;
}

} // namespace

TableSession::TableSession(CampaignStore *store, const ModuleRegistry &registry)
    : m_store(store)
    , m_registry(registry)
{}

TableSession::~TableSession() = default;

Status TableSession::open(const QString &mapId, TableScene scene)
{
    close();
    TableState table;
    table.mapId = mapId;
    table.scene = std::move(scene);
    if (m_store) {
        if (auto loaded = TableStateStore::load(*m_store, m_registry, &table); !loaded)
            return loaded;
        auto log = m_store->tableEvents();
        if (!log)
            return log.error();
        m_tableSeq = int(log->size());
        // The edits made before the campaign was closed stay undoable, back to the first step that cannot be.
        m_done = ReopenedHistory::tableSteps(table, *log);
    }
    m_table = std::move(table);
    return success();
}

void TableSession::close()
{
    m_processor.reset();
    m_encounterId.clear();
    m_encounterMap.clear();
    m_heroOf.clear();
    m_done.clear();
    m_undone.clear();
    m_table = TableState{};
    m_tableSeq = 0;
}

bool TableSession::running() const
{
    if (!m_processor)
        return false;
    const EncounterPhase phase = m_processor->state().phase;
    return phase == EncounterPhase::Surprise || phase == EncounterPhase::Combat;
}

Result<SessionStep> TableSession::parseStep(const QJsonObject &step, const JsonContext &where) const
{
    auto type = where.requireString(step, QStringLiteral("type"));
    if (!type)
        return type.error();
    if (isMapEditType(*type)) {
        auto edit = mapEditFromJson(step, m_table.scene.map.grid, where);
        if (!edit)
            return edit.error();
        return SessionStep(std::shared_ptr<const TableCommand>(std::make_shared<MapEditCommand>(*edit)));
    }
    if (isRegionEditType(*type)) {
        auto command = RegionEditCommand::fromJson(step, where);
        if (!command)
            return command.error();
        return SessionStep(std::shared_ptr<const TableCommand>(*command));
    }
    if (isHeroSheetType(*type)) {
        auto command = HeroSheetCommand::fromJson(step, where);
        if (!command)
            return command.error();
        return SessionStep(std::shared_ptr<const TableCommand>(*command));
    }
    if (isMonsterLibraryType(*type)) {
        auto command = MonsterLibraryCommand::fromJson(step, where);
        if (!command)
            return command.error();
        return SessionStep(std::shared_ptr<const TableCommand>(*command));
    }
    if (*type == QLatin1String("rules.set")) {
        auto command = RulesChoiceCommand::fromJson(step, where, m_registry);
        if (!command)
            return command.error();
        return SessionStep(*command);
    }
    if (const RulesModule *module = m_registry.ownerOf(*type, m_table.rules.inForce())) {
        const QJsonObject settings = module->settingsWithDefaults(m_table.rules.settings.value(module->id()));
        if (running() && !module->encounterCommandTypes().contains(*type)) {
            // While a fight runs a module may make its step the fight's own command, or refuse it.
            auto instead = module->stepDuringEncounter(step, where, settings, m_table, m_processor->state());
            if (!instead)
                return instead.error();
            const QString insteadType = instead->value(QStringLiteral("type")).toString();
            if (insteadType != *type) {
                if (!module->encounterCommandTypes().contains(insteadType))
                    return where.error(QStringLiteral("'%1' stands for no fight command").arg(*type));
                return parseStep(*instead, where);
            }
        }
        if (module->encounterCommandTypes().contains(*type)) {
            // An add-on's command of the running fight: the encounter's processor runs it (execute/run).
            auto command = module->addOnEncounterCommand(step, where, settings, m_table.modules.value(module->id()));
            if (!command)
                return command.error();
            return SessionStep(std::shared_ptr<const Command>(*command));
        }
        auto command =
            module->tableCommand(step, where, module->settingsWithDefaults(m_table.rules.settings.value(module->id())));
        if (!command)
            return command.error();
        return SessionStep(*command);
    }
    const RulesModule *ruleset = m_registry.find(m_table.rules.ruleset);
    if (!ruleset)
        return where.error(
            QStringLiteral("the campaign's ruleset '%1' is not in this Battlemat").arg(m_table.rules.ruleset));
    auto command = ruleset->encounterCommand(step, where);
    if (!command)
        return command.error();
    return SessionStep(*command);
}

Status TableSession::storeTable(const TableState &before, const TableState &after, const QList<QJsonObject> &events,
                                int keepSeq)
{
    if (!m_store)
        return success();
    return TableStateStore::store(*m_store, before, after, events, keepSeq);
}

void TableSession::keepExplored(const QList<bool> &explored)
{
    const GridMap &grid = m_table.scene.map.grid;
    if (!explored.isEmpty() && explored.size() != qsizetype(grid.width()) * grid.height())
        return;
    m_table.scene.map.lighting.explored = explored;
}

CommandOutcome TableSession::apply(std::shared_ptr<const TableCommand> command)
{
    const QJsonObject commandJson = command->toJson();
    const QString type = commandJson.value(QStringLiteral("type")).toString();
    if (busy())
        return refused(QStringLiteral("a command is still waiting for a decision"), type);
    // While a fight runs its creatures are the encounter's: a token moved or removed on the map would disagree with
    // the encounter (and be overwritten when it ends). The encounter's own place and move commands move them.
    if (const auto *edit = dynamic_cast<const MapEditCommand *>(command.get()); edit && running()) {
        const MapEdit::Kind kind = edit->edit().kind;
        if ((kind == MapEdit::Kind::MoveCreature || kind == MapEdit::Kind::RemoveCreature) &&
            m_processor->state().combatant(edit->edit().creature.id))
            return refused(QStringLiteral("%1 is in the running encounter: move it with the encounter's commands")
                               .arg(m_processor->state().combatant(edit->edit().creature.id)->name),
                           type);
    }
    TableState after = m_table;
    auto events = command->apply(after);
    if (!events)
        return refused(events.errorMessage(), type);
    int seq = m_tableSeq;
    for (QJsonObject &event : events.value())
        event.insert(QStringLiteral("seq"), ++seq);
    if (const Status stored = storeTable(m_table, after, *events, m_tableSeq); !stored)
        return refused(QStringLiteral("not done, because it could not be saved: %1").arg(stored.errorMessage()), type);

    auto step = std::make_shared<Step>();
    step->kind = Step::Kind::Table;
    step->command = commandJson;
    step->before = std::move(m_table);
    step->after = after;
    step->events = *events;
    step->seqBefore = m_tableSeq;
    m_table = std::move(after);
    m_tableSeq = seq;
    forgetRedo();
    m_done.append(step);
    CommandOutcome outcome;
    outcome.ok = true;
    outcome.events = *events;
    return outcome;
}

Status TableSession::adoptEncounter(std::unique_ptr<CommandProcessor> processor)
{
    // The history's encounter steps belong to the processor they were made on: one encounter per opened table.
    if (m_processor)
        return Error{QStringLiteral("the table already has an encounter")};
    forgetRedo();
    m_processor = std::move(processor);
    m_encounterId.clear();
    m_encounterMap.clear();
    m_heroOf.clear();
    return success();
}

QCoro::Task<CommandOutcome> TableSession::execute(std::shared_ptr<const Command> command, Decider *decider)
{
    if (m_starting)
        co_return refused(QStringLiteral("a command is still waiting for a decision"));
    if (!m_processor)
        co_return refused(QStringLiteral("no encounter is running"));
    const qsizetype depth = m_processor->undoDepth();
    const bool wasRunning = running();
    // The modules' reviews change a working copy of their state, kept only if the command commits.
    QMap<QString, QJsonObject> modules = m_table.modules;
    const RollReviews reviews = rollReviews(&modules, m_heroOf);
    m_processor->setRollReviews(&reviews);
    const int minutes = minutesOnTheMap(*command, m_processor->state());
    PendingTableWrite pending{&modules, wasRunning, depth, nullptr, minutes};
    m_pendingWrite = &pending;
    auto task = m_processor->execute(std::move(command), decider); // call first, then await (building.md trap 10)
    const CommandOutcome outcome = co_await task;
    m_pendingWrite = nullptr;
    if (m_processor)
        m_processor->setRollReviews(nullptr);
    recordEncounterStep(outcome, depth, wasRunning, modules, minutes, pending.step);
    co_return outcome;
}

CommandOutcome TableSession::run(std::shared_ptr<const Command> command, Decider *decider)
{
    if (m_starting)
        return refused(QStringLiteral("a command is still waiting for a decision"));
    if (!m_processor)
        return refused(QStringLiteral("no encounter is running"));
    const qsizetype depth = m_processor->undoDepth();
    const bool wasRunning = running();
    QMap<QString, QJsonObject> modules = m_table.modules;
    const RollReviews reviews = rollReviews(&modules, m_heroOf);
    m_processor->setRollReviews(&reviews);
    const int minutes = minutesOnTheMap(*command, m_processor->state());
    PendingTableWrite pending{&modules, wasRunning, depth, nullptr, minutes};
    m_pendingWrite = &pending;
    const CommandOutcome outcome = m_processor->run(std::move(command), decider);
    m_pendingWrite = nullptr;
    m_processor->setRollReviews(nullptr);
    recordEncounterStep(outcome, depth, wasRunning, modules, minutes, pending.step);
    return outcome;
}

void TableSession::recordEncounterStep(const CommandOutcome &outcome, qsizetype depthBefore, bool wasRunning,
                                       const QMap<QString, QJsonObject> &modules, int minutes,
                                       std::shared_ptr<Step> stored)
{
    if (!outcome.ok || !m_processor || m_processor->undoDepth() <= depthBefore)
        return;
    // The processor dropped its own redo; the table's steps undone before it go too: one history.
    m_undone.clear();
    auto step = stored ? std::move(stored) : std::make_shared<Step>();
    step->kind = Step::Kind::Encounter;
    const bool ended = wasRunning && !running();
    if (step->changesTable)
        adoptTableChanges(*step); // written with the command's log, in its transaction
    else if (ended || minutes > 0 || modules != m_table.modules)
        keepTableChanges(*step, modules, ended, minutes); // a table without a file: nothing to write but the state
    followFightOnSheets();
    m_done.append(step);
}

void TableSession::followFightOnSheets()
{
    if (m_processor)
        followFight(m_table.heroes, m_heroOf, m_processor->state());
}

EncounterRecording::SheetWriter TableSession::commitWriter(const QHash<QString, QString> &heroOf)
{
    return [this, sheets = heroSheetWriter(m_store, heroOf)](const EncounterState &after) -> Status {
        if (const Status written = sheets(after); !written)
            return written;
        if (m_tableWrite)
            return m_tableWrite(); // an undo or redo puts the table's side back with the fight's events
        PendingTableWrite *pending = m_pendingWrite;
        if (!pending || !pending->modules)
            return success();
        const bool ended = pending->wasRunning && after.phase != EncounterPhase::Surprise &&
                           after.phase != EncounterPhase::Combat; // as running() will say once it is current
        if (!ended && pending->minutes == 0 && *pending->modules == m_table.modules)
            return success();
        auto step = std::make_shared<Step>();
        prepareTableChanges(*step, *pending->modules, ended, pending->minutes, after, int(pending->depthBefore + 1),
                            m_encounterId);
        if (const Status stored = storeTable(step->before, step->after, step->events, step->seqBefore); !stored)
            return stored;
        pending->step = std::move(step);
        return success();
    };
}

// When a fight ends its creatures stay where they fought: their positions become the map's, so the next
// encounter and a reopened campaign start from there; so do its lights (lit, dropped, burnt down). A module's roll
// review (an action die spent on an attack) changed its state in the same step. Undoing the step puts the map and the
// modules back with it.
void TableSession::keepTableChanges(Step &step, const QMap<QString, QJsonObject> &modules, bool ended, int minutes)
{
    prepareTableChanges(step, modules, ended, minutes, m_processor->state(), int(m_processor->undoDepth()),
                        m_encounterId);
    if (const Status stored = storeTable(step.before, step.after, step.events, step.seqBefore); !stored) {
        step.changesTable = false;
        m_foldError = (ended ? QStringLiteral("the encounter ended, but the creatures' places could not be saved: %1")
                             : QStringLiteral("the step stands, but the modules' state or the map's lights could not "
                                              "be saved: %1"))
                          .arg(stored.errorMessage());
        return;
    }
    adoptTableChanges(step);
}

void TableSession::prepareTableChanges(Step &step, const QMap<QString, QJsonObject> &modules, bool ended, int minutes,
                                       const EncounterState &fight, int depth, const QString &encounterId) const
{
    TableState after = m_table;
    after.modules = modules;
    if (ended) {
        for (const Combatant &combatant : fight.combatants) {
            if (MapCreature *creature = after.scene.map.creature(combatant.id))
                creature->position = combatant.position;
        }
        // Those that joined it mid-fight (reinforcements, Egg Sacs' swarm) stay too, as the map's own tokens.
        if (m_processor)
            after.scene.map.creatures.append(
                Reinforcement::joinedTokens(fight, m_processor->log().events(), after.scene.map));
        after.scene.map.lighting.lights = lightsAfterFight(fight, after.scene.map);
    }
    // A rest after the fight burns the map's lights, as map.burnLights does (docs/table.md "Time on the map").
    if (minutes > 0)
        after.scene.map.lighting.lights = burnLights(after.scene.map.lighting.lights, minutes);
    // The modules' state before the step goes into the table's log with it: a reopened campaign can still undo the
    // step with its spend (resume() reads it back). Only the modules the step changed.
    QList<QJsonObject> events;
    if (modules != m_table.modules) {
        QJsonObject before;
        for (auto it = modules.cbegin(); it != modules.cend(); ++it) {
            if (m_table.modules.value(it.key()) != it.value())
                before.insert(it.key(), m_table.modules.value(it.key()));
        }
        events.append({{QStringLiteral("type"), QStringLiteral("encounterStepModules")},
                       {QStringLiteral("encounter"), encounterId},
                       {QStringLiteral("depth"), depth},
                       {QStringLiteral("before"), before},
                       {QStringLiteral("seq"), m_tableSeq + 1}});
    }
    step.changesTable = true;
    step.before = m_table;
    step.after = std::move(after);
    step.seqBefore = m_tableSeq;
    step.events = std::move(events);
}

void TableSession::adoptTableChanges(const Step &step)
{
    m_table = step.after;
    m_tableSeq += int(step.events.size());
}

void TableSession::forgetRedo()
{
    m_undone.clear();
    if (m_processor)
        m_processor->forgetRedo();
}

bool TableSession::canUndo() const
{
    return !m_done.isEmpty() && !busy();
}

bool TableSession::canRedo() const
{
    return !m_undone.isEmpty() && !busy();
}

namespace {

template<typename Step>
TableSession::StepKind kindOf(const QList<std::shared_ptr<Step>> &steps)
{
    if (steps.isEmpty())
        return TableSession::StepKind::None;
    switch (steps.constLast()->kind) {
    case Step::Kind::Table:
        return TableSession::StepKind::Table;
    case Step::Kind::Encounter:
        return TableSession::StepKind::Encounter;
    case Step::Kind::Start:
        return TableSession::StepKind::Start;
    }
    return TableSession::StepKind::None;
}

} // namespace

TableSession::StepKind TableSession::undoKind() const
{
    return kindOf(m_done);
}

TableSession::StepKind TableSession::redoKind() const
{
    return kindOf(m_undone);
}

QJsonObject TableSession::undoCommand() const
{
    if (m_done.isEmpty())
        return {};
    const Step &step = *m_done.constLast();
    if (step.kind != Step::Kind::Encounter || !m_processor)
        return step.command;
    return m_processor->lastCommand();
}

QJsonObject TableSession::redoCommand() const
{
    if (m_undone.isEmpty())
        return {};
    const Step &step = *m_undone.constLast();
    if (step.kind != Step::Kind::Encounter || !m_processor)
        return step.command;
    return m_processor->nextRedoCommand();
}

CommandOutcome TableSession::undo()
{
    if (m_done.isEmpty())
        return refused(QStringLiteral("nothing to undo"), QStringLiteral("undo"));
    if (busy())
        return refused(QStringLiteral("a command is still waiting for a decision"), QStringLiteral("undo"));
    Step &step = *m_done.constLast();
    CommandOutcome outcome;
    switch (step.kind) {
    case Step::Kind::Encounter:
        // The table's side goes back in the transaction that takes the fight's events out (commitWriter).
        if (step.changesTable)
            m_tableWrite = [this, &step] { return storeTable(step.after, step.before, {}, step.seqBefore); };
        outcome = m_processor->undo();
        m_tableWrite = nullptr;
        if (outcome.ok && step.changesTable) {
            m_table = step.before;
            m_tableSeq = step.seqBefore;
        }
        if (outcome.ok)
            followFightOnSheets();
        break;
    case Step::Kind::Start:
        outcome = undoStart(step);
        break;
    case Step::Kind::Table:
        if (const Status stored = storeTable(step.after, step.before, {}, step.seqBefore); !stored)
            return refused(QStringLiteral("not undone, because it could not be saved: %1").arg(stored.errorMessage()),
                           QStringLiteral("undo"));
        m_table = step.before;
        m_tableSeq = step.seqBefore;
        outcome.ok = true;
        outcome.events = {
            QJsonObject{{QStringLiteral("type"), QStringLiteral("undone")}, {QStringLiteral("command"), step.command}}};
        break;
    }
    if (outcome.ok)
        m_undone.append(m_done.takeLast());
    return outcome;
}

CommandOutcome TableSession::redo()
{
    if (m_undone.isEmpty())
        return refused(QStringLiteral("nothing to redo"), QStringLiteral("redo"));
    if (busy())
        return refused(QStringLiteral("a command is still waiting for a decision"), QStringLiteral("redo"));
    Step &step = *m_undone.constLast();
    CommandOutcome outcome;
    switch (step.kind) {
    case Step::Kind::Encounter:
        if (step.changesTable)
            m_tableWrite = [this, &step] { return storeTable(step.before, step.after, step.events, step.seqBefore); };
        outcome = m_processor->redo();
        m_tableWrite = nullptr;
        if (outcome.ok && step.changesTable) {
            m_table = step.after;
            m_tableSeq = step.seqBefore + int(step.events.size());
        }
        if (outcome.ok)
            followFightOnSheets();
        break;
    case Step::Kind::Start:
        outcome = redoStart(step);
        break;
    case Step::Kind::Table:
        if (const Status stored = storeTable(step.before, step.after, step.events, step.seqBefore); !stored)
            return refused(QStringLiteral("not redone, because it could not be saved: %1").arg(stored.errorMessage()),
                           QStringLiteral("redo"));
        m_table = step.after;
        m_tableSeq = step.seqBefore + int(step.events.size());
        outcome.ok = true;
        outcome.events = {
            QJsonObject{{QStringLiteral("type"), QStringLiteral("redone")}, {QStringLiteral("command"), step.command}}};
        break;
    }
    if (outcome.ok)
        m_done.append(m_undone.takeLast());
    return outcome;
}

} // namespace battlemat
