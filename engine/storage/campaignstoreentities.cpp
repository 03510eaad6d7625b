// CampaignStore, second part: the entity tables and the event logs (the first part opens, locks and migrates).
#include "grid/battlemapjson.h"
#include "grid/mapbackground.h"
#include "grid/mapbackgroundjson.h"
#include "storage/campaignstore.h"
#include "storage/entitydocument.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QSqlError>
#include <QSqlQuery>

namespace battlemat {

namespace {

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

// Stored JSON is parsed with its error checked: a damaged row is reported by kind and id, never read as {}.
Result<QJsonObject> CampaignStore::readStored(const QVariant &text, EntityKind kind, const QString &id, int seq) const
{
    const QString what = seq > 0 ? QStringLiteral("encounter '%1': event %2").arg(id).arg(seq)
                                 : QStringLiteral("%1 '%2'").arg(entityKindName(kind), id);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toString().toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return error(QStringLiteral("%1 is damaged: its stored JSON does not read (%2 at character %3)")
                         .arg(what, parseError.errorString())
                         .arg(parseError.offset));
    if (!document.isObject())
        return error(QStringLiteral("%1 is damaged: its stored JSON is not an object").arg(what));
    return document.object();
}

bool CampaignStore::contains(EntityKind kind, const QString &id) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE id = ?").arg(entityTable(kind)));
    query.addBindValue(id);
    return query.exec() && query.next();
}

Result<QString> CampaignStore::uniqueId(EntityKind kind, const QString &preferredId, const QJsonObject &document) const
{
    if (!preferredId.isEmpty()) {
        if (!isValidEntityId(preferredId))
            return error(
                QStringLiteral("'%1' is not a usable id (letters, digits, '-' and '_', at most 64)").arg(preferredId));
        if (contains(kind, preferredId))
            return error(QStringLiteral("the campaign already has %1 %2 '%3'")
                             .arg(kind == EntityKind::Encounter ? QStringLiteral("an") : QStringLiteral("a"),
                                  entityKindName(kind), preferredId));
        return preferredId;
    }
    const QString base = idFromName(entityDisplayName(document), kind);
    QString id = base;
    for (int n = 2; contains(kind, id); ++n)
        id = base + QStringLiteral("-%1").arg(n);
    return id;
}

Result<QString> CampaignStore::addEntity(EntityKind kind, const QJsonObject &document, const QString &preferredId)
{
    auto id = uniqueId(kind, preferredId, document);
    if (!id)
        return id.error();
    if (auto stored = putEntity(kind, *id, document); !stored)
        return stored.error();
    return *id;
}

Status CampaignStore::putEntity(EntityKind kind, const QString &id, const QJsonObject &document)
{
    if (!isValidEntityId(id))
        return error(QStringLiteral("'%1' is not a usable id").arg(id));
    const JsonContext context(QStringLiteral("%1: %2 '%3'").arg(m_fileName, entityKindName(kind), id));
    if (kind == EntityKind::Map) {
        auto map = battleMapFromJson(document, context);
        if (!map)
            return map.error();
        return putMap(id, *map);
    }
    if (kind == EntityKind::RegionMap) {
        // A region map's picture has its own row (schema 5), like a grid map's: the document stays small.
        QJsonObject row = document;
        const QString base64 = row.take(QStringLiteral("image")).toString();
        const auto image = QByteArray::fromBase64Encoding(base64.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!image || (!base64.isEmpty() && imageMediaType(image.decoded).isEmpty()))
            return context.child(QStringLiteral("image")).error(QStringLiteral("is not a PNG, JPEG or WebP picture"));
        return putRegionMap(id, row, image.decoded);
    }
    if (auto valid = validateEntityDocument(kind, document, context); !valid)
        return valid;
    const QString mapId = document.value(QStringLiteral("map")).toString();
    if (kind == EntityKind::Encounter && !mapId.isEmpty() && !contains(EntityKind::Map, mapId))
        return context.child(QStringLiteral("map")).error(QStringLiteral("the campaign has no map '%1'").arg(mapId));
    return transaction([&]() -> Status {
        QSqlQuery query(database());
        query.prepare(
            QStringLiteral("INSERT OR REPLACE INTO %1 (id, name, document) VALUES (?, ?, ?)").arg(entityTable(kind)));
        query.addBindValue(id);
        query.addBindValue(entityDisplayName(document));
        query.addBindValue(compact(document));
        if (!query.exec())
            return sqlError(QStringLiteral("cannot store %1 '%2'").arg(entityKindName(kind), id), query);
        return success();
    });
}

Status CampaignStore::putRegionMap(const QString &id, const QJsonObject &document, const QByteArray &image)
{
    if (!isValidEntityId(id))
        return error(QStringLiteral("'%1' is not a usable id").arg(id));
    const JsonContext context(QStringLiteral("%1: %2 '%3'").arg(m_fileName, entityKindName(EntityKind::RegionMap), id));
    if (document.contains(QStringLiteral("image")))
        return context.child(QStringLiteral("image")).error(QStringLiteral("belongs in the picture's own row"));
    if (auto valid = validateEntityDocument(EntityKind::RegionMap, document, context); !valid)
        return valid;
    if (image.size() > MapBackground::maxImageBytes)
        return context.child(QStringLiteral("image"))
            .error(QStringLiteral("the picture is larger than %1 MiB").arg(MapBackground::maxImageBytes >> 20));
    if (!image.isEmpty() && imageMediaType(image).isEmpty())
        return context.child(QStringLiteral("image")).error(QStringLiteral("is not a PNG, JPEG or WebP picture"));
    return transaction([&]() -> Status {
        QSqlQuery query(database());
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO regionmaps (id, name, document) VALUES (?, ?, ?)"));
        query.addBindValue(id);
        query.addBindValue(entityDisplayName(document));
        query.addBindValue(compact(document));
        if (!query.exec())
            return sqlError(QStringLiteral("cannot store region map '%1'").arg(id), query);
        return writeRegionMapImage(id, image);
    });
}

Status CampaignStore::writeRegionMapImage(const QString &id, const QByteArray &image)
{
    QSqlQuery query(database());
    if (image.isEmpty()) {
        query.prepare(QStringLiteral("DELETE FROM regionmap_images WHERE regionmap_id = ?"));
        query.addBindValue(id);
    } else {
        // Rewritten only when it changed: most region edits leave the picture's megabytes untouched.
        query.prepare(QStringLiteral("SELECT 1 FROM regionmap_images WHERE regionmap_id = ? AND image = ?"));
        query.addBindValue(id);
        query.addBindValue(image);
        if (!query.exec())
            return sqlError(QStringLiteral("cannot read the picture of region map '%1'").arg(id), query);
        if (query.next())
            return success();
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO regionmap_images (regionmap_id, image) VALUES (?, ?)"));
        query.addBindValue(id);
        query.addBindValue(image);
    }
    if (!query.exec())
        return sqlError(QStringLiteral("cannot store the picture of region map '%1'").arg(id), query);
    return success();
}

Result<QJsonObject> CampaignStore::entity(EntityKind kind, const QString &id) const
{
    if (kind == EntityKind::Map) {
        auto stored = map(id);
        if (!stored)
            return stored.error();
        return battleMapToJson(*stored);
    }
    QSqlQuery query(database());
    query.prepare(kind == EntityKind::RegionMap
                      ? QStringLiteral("SELECT r.document, i.image FROM regionmaps r LEFT JOIN regionmap_images i ON "
                                       "i.regionmap_id = r.id WHERE r.id = ?")
                      : QStringLiteral("SELECT document FROM %1 WHERE id = ?").arg(entityTable(kind)));
    query.addBindValue(id);
    if (!query.exec())
        return sqlError(QStringLiteral("cannot read %1 '%2'").arg(entityKindName(kind), id), query);
    if (!query.next())
        return error(QStringLiteral("the campaign has no %1 '%2'").arg(entityKindName(kind), id));
    auto document = readStored(query.value(0), kind, id);
    if (document && kind == EntityKind::RegionMap && !query.value(1).toByteArray().isEmpty())
        document.value().insert(QStringLiteral("image"), QString::fromLatin1(query.value(1).toByteArray().toBase64()));
    return document;
}

Result<QList<EntitySummary>> CampaignStore::entities(EntityKind kind) const
{
    QSqlQuery query(database());
    if (!query.exec(QStringLiteral("SELECT id, name FROM %1 ORDER BY name, id").arg(entityTable(kind))))
        return sqlError(QStringLiteral("cannot list the %1").arg(entityTable(kind)), query);
    QList<EntitySummary> list;
    while (query.next())
        list.append({query.value(0).toString(), query.value(1).toString()});
    return list;
}

Status CampaignStore::removeEntity(EntityKind kind, const QString &id)
{
    if (!contains(kind, id))
        return error(QStringLiteral("the campaign has no %1 '%2'").arg(entityKindName(kind), id));
    return transaction([&]() -> Status {
        QSqlQuery query(database());
        QStringList statements{QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(entityTable(kind))};
        if (kind == EntityKind::Encounter)
            statements.append(QStringLiteral("DELETE FROM events WHERE encounter_id = ?"));
        if (kind == EntityKind::Map)
            statements.append(QStringLiteral("DELETE FROM map_images WHERE map_id = ?"));
        if (kind == EntityKind::RegionMap)
            statements.append(QStringLiteral("DELETE FROM regionmap_images WHERE regionmap_id = ?"));
        for (const QString &statement : std::as_const(statements)) {
            query.prepare(statement);
            query.addBindValue(id);
            if (!query.exec())
                return sqlError(QStringLiteral("cannot remove %1 '%2'").arg(entityKindName(kind), id), query);
        }
        return success();
    });
}

Result<QString> CampaignStore::addMap(const BattleMap &map, const QString &preferredId)
{
    auto id = uniqueId(EntityKind::Map, preferredId, {{QStringLiteral("name"), map.name}});
    if (!id)
        return id.error();
    if (auto stored = putMap(*id, map); !stored)
        return stored.error();
    return *id;
}

Status CampaignStore::putMap(const QString &id, const BattleMap &map)
{
    if (!isValidEntityId(id))
        return error(QStringLiteral("'%1' is not a usable id").arg(id));
    return transaction([&]() -> Status { return writeMap(id, map); });
}

Status CampaignStore::writeMap(const QString &id, const BattleMap &map)
{
    QJsonObject document = battleMapToJson(map);
    if (document.contains(QStringLiteral("background")))
        document.insert(QStringLiteral("background"), mapBackgroundToJson(map.background, false));
    QSqlQuery query(database());
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO maps (id, name, document) VALUES (?, ?, ?)"));
    query.addBindValue(id);
    query.addBindValue(map.name);
    query.addBindValue(compact(document));
    if (!query.exec())
        return sqlError(QStringLiteral("cannot store map '%1'").arg(id), query);

    // The image has its own row, rewritten only when it changed: most map edits leave megabytes untouched.
    if (map.background.image.isEmpty()) {
        query.prepare(QStringLiteral("DELETE FROM map_images WHERE map_id = ?"));
        query.addBindValue(id);
    } else {
        query.prepare(QStringLiteral("SELECT 1 FROM map_images WHERE map_id = ? AND image = ?"));
        query.addBindValue(id);
        query.addBindValue(map.background.image);
        if (!query.exec())
            return sqlError(QStringLiteral("cannot read the image of map '%1'").arg(id), query);
        if (query.next())
            return success();
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO map_images (map_id, image) VALUES (?, ?)"));
        query.addBindValue(id);
        query.addBindValue(map.background.image);
    }
    if (!query.exec())
        return sqlError(QStringLiteral("cannot store the image of map '%1'").arg(id), query);
    return success();
}

Result<BattleMap> CampaignStore::map(const QString &id) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT m.document, i.image FROM maps m LEFT JOIN map_images i ON i.map_id = m.id "
                                 "WHERE m.id = ?"));
    query.addBindValue(id);
    if (!query.exec())
        return sqlError(QStringLiteral("cannot read map '%1'").arg(id), query);
    if (!query.next())
        return error(QStringLiteral("the campaign has no map '%1'").arg(id));
    auto document = readStored(query.value(0), EntityKind::Map, id);
    if (!document)
        return document.error();
    auto map = battleMapFromJson(*document, JsonContext(QStringLiteral("%1: map '%2'").arg(m_fileName, id)));
    if (!map)
        return map.error();
    map.value().background.image = query.value(1).toByteArray();
    map.value().background.mediaType = imageMediaType(map->background.image);
    return map;
}

Result<int> CampaignStore::eventCount(const QString &encounterId) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT COALESCE(MAX(seq), 0) FROM events WHERE encounter_id = ?"));
    query.addBindValue(encounterId);
    if (!query.exec() || !query.next())
        return sqlError(QStringLiteral("cannot read the log of encounter '%1'").arg(encounterId), query);
    return query.value(0).toInt();
}

Result<bool> CampaignStore::hasEvent(const QString &encounterId, const QString &type) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT 1 FROM events WHERE encounter_id = ? AND type = ? LIMIT 1"));
    query.addBindValue(encounterId);
    query.addBindValue(type);
    if (!query.exec())
        return sqlError(QStringLiteral("cannot read the log of encounter '%1'").arg(encounterId), query);
    return query.next();
}

Status CampaignStore::appendEvents(const QString &encounterId, const QList<QJsonObject> &events)
{
    if (!contains(EntityKind::Encounter, encounterId))
        return error(QStringLiteral("the campaign has no encounter '%1'").arg(encounterId));
    if (events.size() > maxEventsPerAppend)
        return error(
            QStringLiteral("%1 events in one command; the limit is %2").arg(events.size()).arg(maxEventsPerAppend));
    return transaction([&]() -> Status {
        auto count = eventCount(encounterId);
        if (!count)
            return count.error();
        const JsonContext context(QStringLiteral("%1: encounter '%2'").arg(m_fileName, encounterId),
                                  QStringLiteral("events"));
        QSqlQuery insert(database());
        insert.prepare(QStringLiteral("INSERT INTO events (encounter_id, seq, type, document) VALUES (?, ?, ?, ?)"));
        for (qsizetype i = 0; i < events.size(); ++i) {
            const QJsonObject &event = events.at(i);
            const int seq = *count + int(i) + 1;
            if (auto valid = validateEvent(event, seq, context.at(i)); !valid)
                return valid;
            insert.addBindValue(encounterId);
            insert.addBindValue(seq);
            insert.addBindValue(event.value(QStringLiteral("type")).toString());
            insert.addBindValue(compact(event));
            if (!insert.exec())
                return sqlError(QStringLiteral("cannot append event %1 to encounter '%2'").arg(seq).arg(encounterId),
                                insert);
        }
        return success();
    });
}

Result<QList<QJsonObject>> CampaignStore::events(const QString &encounterId) const
{
    QSqlQuery query(database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT seq, document FROM events WHERE encounter_id = ? ORDER BY seq"));
    query.addBindValue(encounterId);
    if (!query.exec())
        return sqlError(QStringLiteral("cannot read the log of encounter '%1'").arg(encounterId), query);
    QList<QJsonObject> list;
    while (query.next()) {
        auto event = readStored(query.value(1), EntityKind::Encounter, encounterId, query.value(0).toInt());
        if (!event)
            return event.error();
        list.append(std::move(event).value());
    }
    return list;
}

Status CampaignStore::removeEventsAfter(const QString &encounterId, int seq)
{
    return transaction([&]() -> Status {
        QSqlQuery query(database());
        query.prepare(QStringLiteral("DELETE FROM events WHERE encounter_id = ? AND seq > ?"));
        query.addBindValue(encounterId);
        query.addBindValue(seq);
        if (!query.exec())
            return sqlError(QStringLiteral("cannot drop events of encounter '%1'").arg(encounterId), query);
        return success();
    });
}

} // namespace battlemat
