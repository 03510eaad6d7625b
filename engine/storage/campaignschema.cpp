#include "storage/campaignschema.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace battlemat::CampaignSchema {

namespace {

QStringList version1()
{
    QStringList statements{QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")};
    for (const char *table : {"characters", "monsters", "maps", "encounters"})
        statements.append(
            QStringLiteral("CREATE TABLE %1 (id TEXT PRIMARY KEY, name TEXT NOT NULL, document TEXT NOT NULL)")
                .arg(QLatin1String(table)));
    statements.append(QStringLiteral("CREATE TABLE events (encounter_id TEXT NOT NULL, seq INTEGER NOT NULL, "
                                     "document TEXT NOT NULL, PRIMARY KEY (encounter_id, seq)) WITHOUT ROWID"));
    return statements;
}

const QStringList version2Changes{
    QStringLiteral("CREATE TABLE map_images (map_id TEXT PRIMARY KEY, image BLOB NOT NULL)"),
    QStringLiteral("ALTER TABLE events ADD COLUMN type TEXT NOT NULL DEFAULT ''"),
    QStringLiteral("CREATE INDEX events_by_type ON events (encounter_id, type)"),
};

// Version 3: the table session's own log (map edits, the modules' commands; docs/architecture.md). Encounter
// events stay in events, one log per encounter; these belong to the campaign's table as a whole.
const QStringList version3Changes{
    QStringLiteral("CREATE TABLE table_events (seq INTEGER PRIMARY KEY, type TEXT NOT NULL, document TEXT NOT NULL)"),
};

// Version 4: region maps (docs/file-formats.md, "Stored region maps"), one row each like the other kinds.
const QStringList version4Changes{
    QStringLiteral("CREATE TABLE regionmaps (id TEXT PRIMARY KEY, name TEXT NOT NULL, document TEXT NOT NULL)"),
};

// Version 5: a region map's picture, its bytes in the campaign like a grid map's (map_images of version 2), so the
// map shows its picture wherever the campaign is opened. A version 4 region map keeps its file name in "background".
const QStringList version5Changes{
    QStringLiteral("CREATE TABLE regionmap_images (regionmap_id TEXT PRIMARY KEY, image BLOB NOT NULL)"),
};

// Version 6: the monster templates an imported monster file brings (docs/file-formats.md, "Stored monster templates"),
// one row each like the other kinds. A version 5 campaign has none: the bundled templates stand in for them.
const QStringList version6Changes{
    QStringLiteral("CREATE TABLE templates (id TEXT PRIMARY KEY, name TEXT NOT NULL, document TEXT NOT NULL)"),
};

Status setVersion(QSqlDatabase &db, int version)
{
    return exec(db, QStringLiteral("PRAGMA user_version = %1").arg(version));
}

// Version 1 kept a map's background image base64 in its document; version 2 keeps the bytes in map_images.
Status moveBackgroundImages(QSqlDatabase &db)
{
    QSqlQuery select(db);
    if (!select.exec(QStringLiteral("SELECT id, document FROM maps")))
        return Error{select.lastError().text()};
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE maps SET document = ? WHERE id = ?"));
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO map_images (map_id, image) VALUES (?, ?)"));
    while (select.next()) {
        QJsonObject document = QJsonDocument::fromJson(select.value(1).toString().toUtf8()).object();
        QJsonObject background = document.value(QStringLiteral("background")).toObject();
        const QString image = background.take(QStringLiteral("image")).toString();
        if (image.isEmpty())
            continue;
        document.insert(QStringLiteral("background"), background);
        update.addBindValue(QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Compact)));
        update.addBindValue(select.value(0));
        if (!update.exec())
            return Error{update.lastError().text()};
        insert.addBindValue(select.value(0));
        insert.addBindValue(QByteArray::fromBase64(image.toLatin1()));
        if (!insert.exec())
            return Error{insert.lastError().text()};
    }
    return success();
}

Status fillEventTypes(QSqlDatabase &db)
{
    QSqlQuery select(db);
    if (!select.exec(QStringLiteral("SELECT encounter_id, seq, document FROM events")))
        return Error{select.lastError().text()};
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE events SET type = ? WHERE encounter_id = ? AND seq = ?"));
    while (select.next()) {
        const QJsonObject event = QJsonDocument::fromJson(select.value(2).toString().toUtf8()).object();
        update.addBindValue(event.value(QStringLiteral("type")).toString());
        update.addBindValue(select.value(0));
        update.addBindValue(select.value(1));
        if (!update.exec())
            return Error{update.lastError().text()};
    }
    return success();
}

} // namespace

Status exec(QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (!query.exec(statement))
        return Error{query.lastError().text()};
    return success();
}

Status checkTables(QSqlDatabase &db, int version)
{
    QList<std::pair<QString, QStringList>> expected{
        {QStringLiteral("meta"), {QStringLiteral("key"), QStringLiteral("value")}}};
    for (const char *table : {"characters", "monsters", "maps", "encounters"})
        expected.append(
            {QString::fromLatin1(table), {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("document")}});
    QStringList eventColumns{QStringLiteral("encounter_id"), QStringLiteral("seq"), QStringLiteral("document")};
    if (version >= 2) {
        eventColumns.append(QStringLiteral("type"));
        expected.append({QStringLiteral("map_images"), {QStringLiteral("map_id"), QStringLiteral("image")}});
    }
    expected.append({QStringLiteral("events"), eventColumns});
    if (version >= 3)
        expected.append({QStringLiteral("table_events"),
                         {QStringLiteral("seq"), QStringLiteral("type"), QStringLiteral("document")}});
    if (version >= 4)
        expected.append(
            {QStringLiteral("regionmaps"), {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("document")}});
    if (version >= 5)
        expected.append(
            {QStringLiteral("regionmap_images"), {QStringLiteral("regionmap_id"), QStringLiteral("image")}});
    if (version >= 6)
        expected.append(
            {QStringLiteral("templates"), {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("document")}});
    QSqlQuery query(db);
    for (const auto &[table, columns] : std::as_const(expected)) {
        if (!query.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table)))
            return Error{query.lastError().text()};
        QStringList present;
        while (query.next())
            present.append(query.value(1).toString());
        if (present.isEmpty())
            return Error{QStringLiteral("the table '%1' is missing").arg(table)};
        for (const QString &column : columns) {
            if (!present.contains(column))
                return Error{QStringLiteral("the table '%1' lacks its column '%2'").arg(table, column)};
        }
    }
    return success();
}

Status create(QSqlDatabase &db, int version)
{
    QStringList statements = version1();
    if (version >= 2)
        statements += version2Changes;
    if (version >= 3)
        statements += version3Changes;
    if (version >= 4)
        statements += version4Changes;
    if (version >= 5)
        statements += version5Changes;
    if (version >= 6)
        statements += version6Changes;
    statements.append(QStringLiteral("PRAGMA application_id = %1").arg(applicationId));
    for (const QString &statement : std::as_const(statements)) {
        if (auto done = exec(db, statement); !done)
            return done;
    }
    return setVersion(db, version);
}

Status migrate(QSqlDatabase &db, int fromVersion)
{
    if (fromVersion < 2) {
        for (const QString &statement : version2Changes) {
            if (auto done = exec(db, statement); !done)
                return done;
        }
        if (auto done = moveBackgroundImages(db); !done)
            return done;
        if (auto done = fillEventTypes(db); !done)
            return done;
    }
    if (fromVersion < 3) {
        for (const QString &statement : version3Changes) {
            if (auto done = exec(db, statement); !done)
                return done;
        }
    }
    if (fromVersion < 4) {
        for (const QString &statement : version4Changes) {
            if (auto done = exec(db, statement); !done)
                return done;
        }
    }
    if (fromVersion < 5) {
        for (const QString &statement : version5Changes) {
            if (auto done = exec(db, statement); !done)
                return done;
        }
    }
    if (fromVersion < 6) {
        for (const QString &statement : version6Changes) {
            if (auto done = exec(db, statement); !done)
                return done;
        }
    }
    return setVersion(db, currentVersion);
}

} // namespace battlemat::CampaignSchema
