#pragma once

#include "core/result.h"
#include "encounter/commandprocessor.h"
#include "session/encounterassembly.h"

#include <QCoro/QCoroTask>

#include <memory>

namespace battlemat {

class CampaignStore;

/**
 * The play at the table of one open campaign: the encounter running on its map, and the one processor every
 * change to it goes through (validate, apply, events into the log, one undo/redo history), with its storage hook
 * in the campaign file (EncounterRecording). The window's controllers and `battlemat-cli table` are front ends of
 * this one session, so what the window does can be scripted, and a campaign reopened (even after the process was
 * killed) resumes exactly where the file says it was: the stored log is replayed.
 */
class TableSession
{
public:
    /** store may be null: a read-only exchange campaign, played in memory only. */
    explicit TableSession(CampaignStore *store = nullptr);
    ~TableSession();
    TableSession(const TableSession &) = delete;
    TableSession &operator=(const TableSession &) = delete;

    /**
     * Starts the assembled encounter on mapId and rolls initiative (the documented defaults answer), then stores
     * it as a new encounter of the campaign. Refused, with nothing stored or changed, while another encounter runs
     * or when the file cannot take it. Returns the initiative roll's outcome.
     */
    Result<CommandOutcome> startEncounter(const AssembledEncounter &assembled, const QString &mapId,
                                          const QString &name, quint64 seed);
    /**
     * Restores the newest unfinished encounter of mapId from the campaign file by replaying its log; false when
     * there is none. A log that no longer replays is an error naming the encounter (the file is left as it is).
     */
    Result<bool> resume(const QString &mapId);
    /** Forgets the encounter in memory (another map or campaign is opened); the file keeps it. */
    void close();

    /** True from start until the encounter ended (or its start was undone). */
    bool running() const;
    bool hasEncounter() const { return bool(m_processor); }
    const CommandProcessor *encounter() const { return m_processor.get(); }
    const QString &encounterId() const { return m_encounterId; }
    const QString &mapId() const { return m_mapId; }
    /** Combatant id -> the campaign hero whose sheet it is. */
    const QHash<QString, QString> &heroOf() const { return m_heroOf; }

    QCoro::Task<CommandOutcome> execute(std::shared_ptr<const Command> command, Decider *decider);
    /** execute() outside coroutines (runs an event loop only if a decider suspends). */
    CommandOutcome run(std::shared_ptr<const Command> command, Decider *decider);
    CommandOutcome undo();
    CommandOutcome redo();
    bool canUndo() const { return m_processor && m_processor->canUndo(); }
    bool canRedo() const { return m_processor && m_processor->canRedo(); }

private:
    CampaignStore *m_store;
    std::unique_ptr<CommandProcessor> m_processor;
    QString m_encounterId;
    QString m_mapId;
    QHash<QString, QString> m_heroOf;
};

} // namespace battlemat
