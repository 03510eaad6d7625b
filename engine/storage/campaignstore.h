#pragma once

#include "core/result.h"
#include "grid/battlemap.h"
#include "storage/entitykind.h"

#include <QJsonObject>
#include <QList>
#include <QLockFile>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>

namespace battlemat {

/** One row of a campaign's table of characters, monsters, maps or encounters, as a list shows it. */
struct EntitySummary
{
    QString id;
    QString name;
};

/** A stored document or event that no longer reads: what `campaign check` reports, by kind and id (and seq). */
struct CampaignDamage
{
    EntityKind kind = EntityKind::Character;
    QString id;
    int seq = 0; // the event's position in an encounter's log; 0 for the entity's own document
    QString problem;
};

/**
 * A campaign as one SQLite file: characters, monsters, maps and encounters as JSON documents, and each encounter's
 * event log one row per event. Every change is its own transaction, committed before the call returns (WAL
 * journal, synchronous=FULL), so a crash or a power cut loses at most the change that was under way; there is no
 * unsaved state. A lock file next to the campaign keeps a second Battlemat out. Every message names the file.
 */
class CampaignStore
{
public:
    static constexpr qsizetype maxEventsPerAppend = 100000;

    /** Creates a new campaign file (refused if the file exists); the file appears complete or not at all. */
    static Result<std::unique_ptr<CampaignStore>> create(const QString &fileName, const QString &campaignName);
    /**
     * Opens a campaign. A file of an older schema is copied to a backup (its name is in backupFileName()) and
     * migrated in one transaction; a newer, damaged, foreign or locked file is refused and left as it was.
     */
    static Result<std::unique_ptr<CampaignStore>> open(const QString &fileName);

    ~CampaignStore();
    CampaignStore(const CampaignStore &) = delete;
    CampaignStore &operator=(const CampaignStore &) = delete;

    const QString &fileName() const { return m_fileName; }
    const QString &backupFileName() const { return m_backupFileName; }
    QString name() const;
    Status setName(const QString &name);
    Result<QString> meta(const QString &key) const;
    Status setMeta(const QString &key, const QString &value);

    /** Stores a new entity; its id is preferredId, or made from its name, made unique with -2, -3... */
    Result<QString> addEntity(EntityKind kind, const QJsonObject &document, const QString &preferredId = {});
    /** Replaces (or inserts) the entity with this id, after the same checks as addEntity. */
    Status putEntity(EntityKind kind, const QString &id, const QJsonObject &document);
    /**
     * Replaces (or inserts) a region map: its document without the picture and the picture's bytes (empty: none),
     * after the checks of putEntity. The picture's row is rewritten only when the bytes changed.
     */
    Status putRegionMap(const QString &id, const QJsonObject &document, const QByteArray &image);
    /**
     * The document as stored; for a map, with its background image embedded (base64), and for a region map with its
     * picture in "image" (base64), as exchange files hold them.
     */
    Result<QJsonObject> entity(EntityKind kind, const QString &id) const;
    Result<QList<EntitySummary>> entities(EntityKind kind) const;
    bool contains(EntityKind kind, const QString &id) const;
    /** Removes the entity; an encounter takes its event log with it. */
    Status removeEntity(EntityKind kind, const QString &id);

    Result<QString> addMap(const BattleMap &map, const QString &preferredId = {});
    Status putMap(const QString &id, const BattleMap &map);
    Result<BattleMap> map(const QString &id) const;

    /** Appends one command's events to an encounter's log in one transaction; seq must continue the log. */
    Status appendEvents(const QString &encounterId, const QList<QJsonObject> &events);
    Result<QList<QJsonObject>> events(const QString &encounterId) const;
    Result<int> eventCount(const QString &encounterId) const;
    /** Whether the encounter's log holds an event of this type (e.g. "encounterEnded": it is over). */
    Result<bool> hasEvent(const QString &encounterId, const QString &type) const;
    /** Drops the events after seq (an undone command that a new one replaces), in one transaction. */
    Status removeEventsAfter(const QString &encounterId, int seq);

    /**
     * The table session's log (schema 3): the events of the commands that belong to no encounter, seq 1, 2, ...
     * Appending checks that seq continues the log; removeTableEventsAfter drops an undone command's events.
     */
    Status appendTableEvents(const QList<QJsonObject> &events);
    Result<QList<QJsonObject>> tableEvents() const;
    Result<int> tableEventCount() const;
    Status removeTableEventsAfter(int seq);

    /**
     * Runs work in one transaction: committed if it succeeds, rolled back if it fails. Calls nest: the changes of
     * an inner call are committed with the outermost one.
     */
    Status transaction(const std::function<Status()> &work);

    /**
     * Parses and validates every stored document of every kind and every event of every encounter log (the checks
     * a document passes before it is stored); returns each damaged one, or an empty list.
     */
    Result<QList<CampaignDamage>> findDamage(int *documents = nullptr, int *events = nullptr) const;

    /** "ok", or what PRAGMA integrity_check found. */
    Result<QString> integrityCheck() const;
    /** SHA-256 over every row in key order: equal digests mean equal campaigns. */
    Result<QByteArray> contentDigest() const;
    /** Writes a consistent copy to newFileName (refused if it exists); this store stays on its own file. */
    Status saveCopyAs(const QString &newFileName) const;

private:
    CampaignStore(const QString &fileName, const QString &connectionName);
    static Result<std::unique_ptr<CampaignStore>> openChecked(const QString &fileName, bool migrate);
    Status connect();
    Status checkAndMigrate();
    Status configure();
    Status writeMap(const QString &id, const BattleMap &map);
    /** A region map's picture row (schema 5): written when it changed, removed when there is none. */
    Status writeRegionMapImage(const QString &id, const QByteArray &image);
    Result<QJsonObject> readStored(const QVariant &text, EntityKind kind, const QString &id, int seq = 0) const;
    Result<QString> uniqueId(EntityKind kind, const QString &preferredId, const QJsonObject &document) const;
    Error error(const QString &what) const;
    Error sqlError(const QString &what, const class QSqlQuery &query) const;
    QSqlDatabase database() const;

    QString m_fileName;
    QString m_connectionName;
    QString m_backupFileName;
    std::unique_ptr<QLockFile> m_lock;
    int m_transactionDepth = 0;
};

} // namespace battlemat
