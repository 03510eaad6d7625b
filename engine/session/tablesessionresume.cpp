// Resuming a campaign's table (docs/table.md, "The table session"): the fight it was playing, or the day's last
// fight, ended, put back on the table from the campaign file's stored log.
#include "session/tablesession.h"

#include "session/tablesessionstep.h"

#include "encounter/encounterreplay.h"
#include "session/encounterrecording.h"
#include "session/herosheetwriter.h"
#include "session/reopenedhistory.h"
#include "storage/campaignstore.h"

namespace battlemat {

Result<bool> TableSession::resume()
{
    if (!m_store || m_table.mapId.isEmpty())
        return false;
    auto found = EncounterRecording::newest(*m_store, m_table.mapId, EncounterRecording::Which::Unfinished);
    if (!found)
        return found.error();
    if (!*found)
        return resumeEnded();
    const QString newestId = (*found)->first;
    const QJsonObject newest = (*found)->second;
    // Whether the map edits still undoable came before the fight or during it, the file does not say: the
    // history of a resumed fight is the fight's (set below, replacing them).

    auto log = EncounterRecording::storedLog(*m_store, newestId);
    if (!log)
        return log.error();
    const QString source = QStringLiteral("%1: encounter '%2'").arg(m_store->fileName(), newestId);
    const QHash<QString, QString> heroOf = EncounterRecording::heroesOf(newest);
    // The modules' offers are made again where the log has them; the pools are already the file's.
    const RollReviews reviews = rollReviews(nullptr, heroOf);
    auto processor = EncounterReplay::replay(*log, source, &reviews);
    if (!processor)
        return Error{QStringLiteral("%1 cannot be resumed: %2").arg(source, processor.errorMessage())};
    m_processor = std::move(processor).value();
    m_encounterId = newestId;
    m_encounterMap.clear();
    m_heroOf = heroOf;
    EncounterRecording::follow(*m_store, *m_processor, newestId, {}, commitWriter(m_heroOf));

    // Steps whose module state changed (an action die spent on a roll) find it in the table's log.
    m_done = ReopenedHistory::resumedFight(newest, m_processor->undoDepth(),
                                           EncounterRecording::moduleSteps(*m_store, newestId), m_table);
    return true;
}

// The fight the party played last, ended: back on the table as it was left, so the party can rest after it and the
// next fight goes on with its adventuring day (encounters and minutes since the long rest). It is the campaign's newest
// fight, on this map or on another (the party fought there and came here: encounterIsElsewhere), and comes back only
// while the heroes' sheets still hold what it left them (a sheet changed with no fight on the table wins; the day
// goes on all the same, carryAdventuringDay). Its steps are not undone after the reopening (ending it folded places
// into its map that only that session could take back), so the history starts empty.
Result<bool> TableSession::resumeEnded()
{
    auto found = EncounterRecording::newestOfCampaign(*m_store);
    if (!found)
        return found.error();
    if (!*found)
        return false;
    const QString id = (*found)->first;
    auto log = EncounterRecording::storedLog(*m_store, id);
    if (!log)
        return log.error();
    const QHash<QString, QString> heroOf = EncounterRecording::heroesOf((*found)->second);
    const RollReviews reviews = rollReviews(nullptr, heroOf);
    auto processor =
        EncounterReplay::replay(*log, QStringLiteral("%1: encounter '%2'").arg(m_store->fileName(), id), &reviews);
    // An old fight that no longer replays is history, not an error of the table: it is left where it is. A fight
    // left running on another map is that map's to resume.
    if (!processor || (*processor)->state().phase != EncounterPhase::Ended ||
        !heroSheetsHold(*m_store, heroOf, (*processor)->state()))
        return false;
    m_processor = std::move(processor).value();
    m_encounterId = id;
    m_encounterMap = (*found)->second.value(QStringLiteral("map")).toString();
    m_heroOf = heroOf;
    EncounterRecording::follow(*m_store, *m_processor, id, {}, commitWriter(m_heroOf));
    m_done.clear();
    return true;
}

} // namespace battlemat
