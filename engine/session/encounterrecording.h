#pragma once

#include "core/result.h"
#include "encounter/encounterlog.h"

#include <QHash>

#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>
#include <utility>

namespace battlemat {

class CampaignStore;
class CommandProcessor;
struct EncounterState;

/**
 * An encounter's log kept in the campaign file: the storage hook of its command processor. The log so far is
 * stored when recording begins, then every command, redo and undo is one transaction, written before the table
 * sees it (CommandProcessor::setStorage): a command whose commit fails (a full disk) is refused with the reason
 * and nothing changes, so the file always holds exactly what the table shows.
 */
class EncounterRecording
{
public:
    /** Hears of every commit attempt after it returned: `play --campaign` prints each one. */
    using Report = std::function<void(const Status &)>;
    /**
     * Writes what a state means outside the log (the heroes' sheets), inside the transaction of the command, redo
     * or undo that leads to it: a sheet is never ahead of or behind the fight.
     */
    using SheetWriter = std::function<Status(const EncounterState &)>;

    /** A new encounter row with this document ({"name", "map", "heroes", ...}) and the processor's log so far. */
    static Result<QString> begin(CampaignStore &store, CommandProcessor &processor, const QJsonObject &document,
                                 const QString &preferredId = {}, Report report = {}, SheetWriter sheets = {});
    enum class Which : quint8
    {
        Unfinished, // whose log has not ended: the fight the table was playing
        Any         // ended or not: the fight the table played last
    };
    /** The newest encounter of the map of this kind, as its id and row document; none when there is none. */
    static Result<std::optional<std::pair<QString, QJsonObject>>> newest(CampaignStore &store, const QString &mapId,
                                                                         Which which);
    /** The newest fight played on any map of the campaign (started, ended or not); none when there is none. */
    static Result<std::optional<std::pair<QString, QJsonObject>>> newestOfCampaign(CampaignStore &store);
    /** The stored log of the encounter, to replay. */
    static Result<EncounterLog> storedLog(CampaignStore &store, const QString &encounterId);
    /** Combatant id -> campaign hero, as the encounter's row names them ("heroes"). */
    static QHash<QString, QString> heroesOf(const QJsonObject &document);
    /**
     * The table log's "encounterStepModules" events of this encounter by the undo depth of their step: the modules'
     * state a step changed (an action die spent on a roll), so the step stays undoable after a reopening.
     */
    static QHash<int, QJsonObject> moduleSteps(CampaignStore &store, const QString &encounterId);
    /** Follows a processor whose log the row encounterId already holds (a resumed encounter). */
    static void follow(CampaignStore &store, CommandProcessor &processor, const QString &encounterId,
                       Report report = {}, SheetWriter sheets = {});
};

} // namespace battlemat
