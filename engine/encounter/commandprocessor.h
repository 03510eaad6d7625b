#pragma once

#include "encounter/command.h"
#include "encounter/decider.h"
#include "encounter/encounterlog.h"
#include "encounter/encounterstate.h"
#include "encounter/rollreview.h"

#include <QCoro/QCoroTask>

#include <functional>
#include <memory>

namespace battlemat {

/** What one command did: its logged events, or the error event when it was refused (state untouched). */
struct CommandOutcome
{
    bool ok = false;
    QString error;
    QList<QJsonObject> events; // logged events (with "seq"); on refusal one {"type": "error"} event without seq
};

/**
 * The command processor of an encounter: validates each command, applies it to a working copy and commits the
 * copy with its events to the log, or refuses it and leaves everything untouched. Keeps the state before every
 * command, which makes undo exact and immediate; redo restores the state after and re-appends the same events.
 * The log opens with an "encounter" event holding the encounter file and the seed, so a log alone replays.
 * Observers (the storage, the app) hear of every committed event and of every truncation by undo.
 */
class CommandProcessor
{
public:
    /** encounterJson is the encounter file's object with the map inlined; the seed overrides the file's. */
    CommandProcessor(EncounterState initial, QJsonObject encounterJson);
    static Result<std::unique_ptr<CommandProcessor>> fromEncounterJson(QJsonObject encounterJson, const QString &source,
                                                                       std::optional<quint64> seed = {});
    static Result<std::unique_ptr<CommandProcessor>> fromEncounterFile(const QString &fileName,
                                                                       std::optional<quint64> seed = {});

    /** Validates and applies; the decider answers the questions the rules raise on the way. */
    QCoro::Task<CommandOutcome> execute(std::shared_ptr<const Command> command, Decider *decider);
    /** execute() for callers outside coroutines; runs an event loop only if a decider suspends. */
    CommandOutcome run(std::shared_ptr<const Command> command, Decider *decider);

    bool canUndo() const { return !m_done.isEmpty(); }
    /** How many commands undo can take back (the table session keeps one history over several processors). */
    qsizetype undoDepth() const { return m_done.size(); }
    /** Drops what redo would repeat: the table session's history moved on (a map edit after an undo). */
    void forgetRedo() { m_undone.clear(); }
    /** The command undo would take back, and the one redo would repeat; {} when there is none. */
    QJsonObject lastCommand() const { return m_done.isEmpty() ? QJsonObject() : m_done.constLast().command->toJson(); }
    QJsonObject nextRedoCommand() const
    {
        return m_undone.isEmpty() ? QJsonObject() : m_undone.constLast().command->toJson();
    }
    bool canRedo() const { return !m_undone.isEmpty(); }
    /** Outcome events: one notice {"type": "undone"/"redone", "command", "fromSeq"}; the log itself changes. */
    CommandOutcome undo();
    CommandOutcome redo();

    const EncounterState &state() const { return m_state; }
    const EncounterState &initialState() const { return m_initial; }
    const EncounterLog &log() const { return m_log; }
    bool busy() const { return m_busy; }
    /**
     * The modules' roll reviews the next commands' rolls go through (the table session sets them around each
     * command; they must outlive it). Null: none.
     */
    void setRollReviews(const RollReviews *reviews) { m_reviews = reviews; }

    /**
     * The storage hook: store(events) is called with the events of each command (and of each redo) before they
     * become current, unstore(fromSeq) before undo removes every event from that seq on. When either fails the
     * command (or undo, or redo) is refused with its reason and the state, log and history stay as they were:
     * what the file holds is always what the table shows.
     */
    void setStorage(std::function<Status(const QList<QJsonObject> &)> store, std::function<Status(int fromSeq)> unstore)
    {
        m_store = [store = std::move(store)](const QList<QJsonObject> &events, const EncounterState &) {
            return store(events);
        };
        m_unstore = [unstore = std::move(unstore)](int fromSeq, const EncounterState &) { return unstore(fromSeq); };
    }
    /**
     * The same hook, also told the state the command leads to (store) or that undo returns to (unstore), so that
     * what play changes outside the log (the heroes' sheets) is written in the same transaction.
     */
    using StoreHook = std::function<Status(const QList<QJsonObject> &, const EncounterState &after)>;
    using UnstoreHook = std::function<Status(int fromSeq, const EncounterState &before)>;
    void setStorageWithState(StoreHook store, UnstoreHook unstore)
    {
        m_store = std::move(store);
        m_unstore = std::move(unstore);
    }

private:
    struct Record
    {
        std::shared_ptr<const Command> command;
        EncounterState before;
        EncounterState after;
        QList<QJsonObject> events;
    };

    QCoro::Task<void> executeInto(std::shared_ptr<const Command> command, Decider *decider, CommandOutcome *outcome);
    /** Stores, then makes current; the refusal's message when the storage hook failed. */
    Status commit(Record record);
    /** The modules' refusal of a command tried on a copy first (RollReview::mayRefuseCommands), or success. */
    Status tryOnCopy(const Command &command, Decider *decider) const;

    EncounterState m_initial;
    EncounterState m_state;
    EncounterLog m_log;
    QList<Record> m_done;
    QList<Record> m_undone;
    bool m_busy = false;
    const RollReviews *m_reviews = nullptr;
    StoreHook m_store;
    UnstoreHook m_unstore;
};

} // namespace battlemat
