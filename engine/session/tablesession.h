#pragma once

#include "core/result.h"
#include "encounter/commandprocessor.h"
#include "session/encounterassembly.h"
#include "session/encounterrecording.h"
#include "session/moduleregistry.h"
#include "session/tablecommand.h"

#include <QCoro/QCoroTask>

#include <functional>
#include <memory>
#include <utility>
#include <variant>

namespace battlemat {

class CampaignStore;

/** A step as a script or the window gives it: a table command, or a command of the running encounter. */
using SessionStep = std::variant<std::shared_ptr<const TableCommand>, std::shared_ptr<const Command>>;

/**
 * The play at the table of one open campaign: the open map as the game master set it up, the rules and modules in
 * force with their state, the encounter running on the map, and the one history every change goes through. Table
 * commands (map edits, the rules chosen, modules' commands) and encounter commands (by the encounter's processor)
 * are validated, applied to a copy, stored in one transaction of the campaign file and only then made current; a
 * failed commit refuses the command and changes nothing. Undo and redo walk that one history whichever kind a
 * step was; undoing past the start of an encounter ends it (the file forgets it), redo starts it again. The window's
 * controllers and `battlemat-cli table` are front ends of this session, and a reopened campaign (even after
 * SIGKILL) resumes where the file says it was.
 */
class TableSession
{
public:
    /** store may be null: a read-only exchange campaign, played in memory only. */
    explicit TableSession(CampaignStore *store, const ModuleRegistry &registry);
    ~TableSession();
    TableSession(const TableSession &) = delete;
    TableSession &operator=(const TableSession &) = delete;

    /**
     * Opens a map for play: its scene, and the campaign's rules and modules' state from the file. Forgets the
     * history and any encounter of the map opened before (resume() restores the running one).
     */
    Status open(const QString &mapId, TableScene scene);
    const TableState &table() const { return m_table; }
    CampaignStore *store() const { return m_store; }
    const ModuleRegistry &registry() const { return m_registry; }

    /**
     * What a step names ("map.moveCreature", "rules.set", "actionDice.award", "move", ...): a map edit, the rules
     * choice, a command of a module in force, or else a command of the ruleset's encounters. Errors name the field.
     */
    Result<SessionStep> parseStep(const QJsonObject &step, const JsonContext &where) const;
    /** Applies a table command (one history step, one transaction); refused with the reason, nothing changed. */
    CommandOutcome apply(std::shared_ptr<const TableCommand> command);
    /**
     * The squares the players have explored now (the players' vision works them out from the table; not a command
     * and no history step): kept in the table's map so that the next step's "before" holds them, and undoing a
     * reset of the explored squares gives back all the players had seen. A list of the wrong size is ignored.
     */
    void keepExplored(const QList<bool> &explored);

    /**
     * Starts the assembled encounter on the open map and rolls initiative, then stores it as a new encounter of the
     * campaign: one history step (start, the initiative roll with what the modules in force offered on it, their
     * opening steps). The modules' offers on the heroes' initiative rolls (an action die, a hero token) are put to
     * `decider` (tablesessionstart.cpp). Refused, with nothing stored or changed, while another encounter runs or
     * starts, or when the file cannot take it. Returns the start's outcome (the initiative roll's events).
     */
    QCoro::Task<Result<CommandOutcome>> beginEncounter(AssembledEncounter assembled, QString name, quint64 seed,
                                                       Decider *decider);
    /** beginEncounter() outside coroutines; a null decider answers by the documented defaults (declines). */
    Result<CommandOutcome> startEncounter(const AssembledEncounter &assembled, const QString &name, quint64 seed,
                                          Decider *decider = nullptr);
    /** True while an encounter's start waits for a decision (nothing else may change the table meanwhile). */
    bool starting() const { return bool(m_starting); }
    /** A command or the start waits for a decision: no other step may run, nor undo or redo. */
    bool busy() const { return m_starting || (m_processor && m_processor->busy()); }
    /** The encounter being started while it waits for a decision (its creatures' names), else null. */
    const CommandProcessor *startingEncounter() const { return m_starting; }
    /**
     * Takes an encounter given whole (`battlemat-cli play`'s file: its own map and creatures, started by its own
     * commands) as the open table's encounter, so that its commands, undo and redo go through this session's one
     * history. Its storage hook, if any, comes with the processor. Refused when the table has an encounter already.
     */
    Status adoptEncounter(std::unique_ptr<CommandProcessor> processor);
    /**
     * Restores the newest unfinished encounter of the open map from the campaign file by replaying its log, or else
     * the newest ended one (resumeEnded); false when there is neither. A running fight's log that no longer replays
     * is an error naming the encounter (the file is left as is).
     */
    Result<bool> resume();
    /** Forgets the map, its encounter and the history in memory (another campaign is opened); the file keeps them. */
    void close();

    /** True from start until the encounter ended (or its start was undone). */
    bool running() const;
    bool hasEncounter() const { return bool(m_processor); }
    const CommandProcessor *encounter() const { return m_processor.get(); }
    const QString &encounterId() const { return m_encounterId; }
    /**
     * The fight on the table was fought on another map of the campaign: the day's last fight, ended, put back so the
     * party can rest after it (resumeEnded). Its creatures are not this map's tokens; the heroes are the same.
     */
    bool encounterIsElsewhere() const { return !m_encounterMap.isEmpty() && m_encounterMap != m_table.mapId; }
    const QString &mapId() const { return m_table.mapId; }
    /** Combatant id -> the campaign hero whose sheet it is. */
    const QHash<QString, QString> &heroOf() const { return m_heroOf; }

    QCoro::Task<CommandOutcome> execute(std::shared_ptr<const Command> command, Decider *decider);
    /** execute() outside coroutines (runs an event loop only if a decider suspends). */
    CommandOutcome run(std::shared_ptr<const Command> command, Decider *decider);
    CommandOutcome undo();
    CommandOutcome redo();
    bool canUndo() const;
    bool canRedo() const;
    /** What undo would take back and redo would repeat: a table command, an encounter's command, or its start. */
    enum class StepKind : quint8
    {
        None,
        Table,
        Encounter,
        Start,
    };
    StepKind undoKind() const;
    StepKind redoKind() const;
    /** The command undo would take back, and redo would repeat (as its JSON, for "Undo Paint terrain"). */
    QJsonObject undoCommand() const;
    QJsonObject redoCommand() const;
    /** Why the last encounter's end could not keep its creatures' places in the map (empty when it could). */
    QString takeFoldError() { return std::exchange(m_foldError, {}); }

private:
    friend struct ReopenedHistory;
    struct Step;
    Status storeTable(const TableState &before, const TableState &after, const QList<QJsonObject> &events, int keepSeq);
    CommandOutcome undoStart(Step &step);
    CommandOutcome redoStart(Step &step);
    /** The start's step once rolled: stored as a new encounter, with the modules' state its offers changed. */
    Result<CommandOutcome> keepStart(std::unique_ptr<CommandProcessor> processor, CommandOutcome rolled,
                                     const AssembledEncounter &assembled, const QString &name, int opening,
                                     const QMap<QString, QJsonObject> &modules);
    void forgetRedo();
    /** A fight's step wrote its heroes' numbers onto their sheets in the file: the table's sheets say the same. */
    void followFightOnSheets();
    /** The roll reviews of the modules in force, changing `modules` (null: a replay) for the heroes in heroOf. */
    RollReviews rollReviews(QMap<QString, QJsonObject> *modules, const QHash<QString, QString> &heroOf) const;
    /** Runs the modules' opening steps on a new encounter (RulesModule::encounterOpeningSteps); how many ran. */
    int runOpeningSteps(CommandProcessor &processor, const QHash<QString, QString> &heroOf,
                        QList<QJsonObject> *events) const;
    /** The history step of an encounter command; stored: its table side, already written by commitWriter. */
    void recordEncounterStep(const CommandOutcome &outcome, qsizetype depthBefore, bool wasRunning,
                             const QMap<QString, QJsonObject> &modules, int minutes,
                             std::shared_ptr<Step> stored = nullptr);
    void keepTableChanges(Step &step, const QMap<QString, QJsonObject> &modules, bool ended, int minutes);
    /**
     * What a fight's step changes in the table (its modules' state, its end's places, the minutes a rest after it
     * burns the map's lights: minutesOnTheMap) into step, not stored.
     */
    void prepareTableChanges(Step &step, const QMap<QString, QJsonObject> &modules, bool ended, int minutes,
                             const EncounterState &fight, int depth, const QString &encounterId) const;
    /** Makes a prepared and stored change current. */
    void adoptTableChanges(const Step &step);
    /**
     * What the encounter's storage hook writes besides its log, inside the same transaction: the heroes' sheets,
     * and, for a command run through execute() or run(), the table's side of it (an action die spent on one of its
     * rolls, the places its end keeps): the file never holds the roll without its spend.
     */
    EncounterRecording::SheetWriter commitWriter(const QHash<QString, QString> &heroOf);
    /**
     * resume()'s second choice: the campaign's newest fight (this map's or another's), when it ended, with an empty
     * history.
     */
    Result<bool> resumeEnded();
    /** Into a new encounter's document: the adventuring day so far (encounters and minutes since the long rest). */
    void carryAdventuringDay(QJsonObject &encounter) const;
    // The command being run: the modules' working copy its reviews change, whether the fight ran before it, the undo
    // depth before it, the minutes it lets pass on the map; the commit writer fills step when it stored a table change.
    struct PendingTableWrite
    {
        const QMap<QString, QJsonObject> *modules = nullptr;
        bool wasRunning = false;
        qsizetype depthBefore = 0;
        std::shared_ptr<Step> step;
        int minutes = 0;
    };
    PendingTableWrite *m_pendingWrite = nullptr;
    // While an encounter step is undone or redone: its table side, written by commitWriter in the same transaction.
    std::function<Status()> m_tableWrite;

    CampaignStore *m_store;
    const ModuleRegistry &m_registry;
    TableState m_table;
    int m_tableSeq = 0; // events in the table's log
    QString m_foldError;
    std::unique_ptr<CommandProcessor> m_processor;
    const CommandProcessor *m_starting = nullptr; // an encounter's start waiting for a decision
    QString m_encounterId;
    QString m_encounterMap; // the map of the fight on the table when resumeEnded put back another map's
    QHash<QString, QString> m_heroOf;
    QList<std::shared_ptr<Step>> m_done;
    QList<std::shared_ptr<Step>> m_undone;
};

} // namespace battlemat
