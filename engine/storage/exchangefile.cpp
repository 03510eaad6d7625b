#include "storage/exchangefile.h"

#include "core/jsonreader.h"
#include "grid/battlemapjson.h"
#include "storage/campaignstore.h"
#include "storage/entitydocument.h"

namespace battlemat {

QString exchangeFormatName(EntityKind kind)
{
    return QStringLiteral("battlemat-") + entityKindName(kind);
}

Result<ExchangeFile> exchangeFileFromJson(const QJsonObject &object, const QString &source)
{
    const JsonContext context(source);
    auto format = context.requireString(object, QStringLiteral("format"));
    if (!format)
        return format.error();
    ExchangeFile file;
    bool known = false;
    for (EntityKind kind : allEntityKinds) {
        if (*format == exchangeFormatName(kind)) {
            file.kind = kind;
            known = true;
        }
    }
    if (!known)
        return context.child(QStringLiteral("format"))
            .error(QStringLiteral("'%1' is not a Battlemat exchange file (expected battlemat-character, "
                                  "battlemat-monster, battlemat-map, battlemat-encounter, battlemat-regionmap or "
                                  "battlemat-template)")
                       .arg(*format));
    auto version = context.requireInt(object, QStringLiteral("version"), 1);
    if (!version)
        return version.error();
    if (*version > ExchangeFile::formatVersion)
        return context.child(QStringLiteral("version"))
            .error(QStringLiteral("version %1 was written by a newer Battlemat; this one reads up to version %2")
                       .arg(*version)
                       .arg(ExchangeFile::formatVersion));

    const QString key = entityKindName(file.kind);
    auto document = context.requireObject(object, key);
    if (!document)
        return document.error();
    if (auto valid = validateEntityDocument(file.kind, *document, context.child(key)); !valid)
        return valid.error();
    file.document = *document;
    if (file.kind != EntityKind::Encounter)
        return file;

    if (object.contains(QStringLiteral("battleMap"))) {
        auto map = context.requireObject(object, QStringLiteral("battleMap"));
        if (!map)
            return map.error();
        if (auto valid = validateEntityDocument(EntityKind::Map, *map, context.child(QStringLiteral("battleMap")));
            !valid)
            return valid.error();
        file.map = *map;
    }
    auto events = context.optionalArray(object, QStringLiteral("events"));
    if (!events)
        return events.error();
    if (events->size() > CampaignStore::maxEventsPerAppend)
        return context.child(QStringLiteral("events"))
            .error(QStringLiteral("%1 events; the limit is %2")
                       .arg(events->size())
                       .arg(CampaignStore::maxEventsPerAppend));
    for (qsizetype i = 0; i < events->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("events")).at(i);
        if (!events->at(i).isObject())
            return item.error(QStringLiteral("expected an event object with seq and type"));
        const QJsonObject event = events->at(i).toObject();
        if (auto valid = validateEvent(event, int(i) + 1, item); !valid)
            return valid.error();
        file.events.append(event);
    }
    return file;
}

Result<ExchangeFile> readExchangeFile(const QString &fileName)
{
    auto object = readJsonObjectFile(fileName, ExchangeFile::maxFileBytes);
    if (!object)
        return object.error();
    return exchangeFileFromJson(*object, fileName);
}

QJsonObject exchangeFileToJson(const ExchangeFile &file)
{
    QJsonObject object{{QStringLiteral("format"), exchangeFormatName(file.kind)},
                       {QStringLiteral("version"), ExchangeFile::formatVersion},
                       {entityKindName(file.kind), file.document}};
    if (file.kind == EntityKind::Encounter) {
        if (file.map)
            object.insert(QStringLiteral("battleMap"), *file.map);
        QJsonArray events;
        for (const QJsonObject &event : file.events)
            events.append(event);
        object.insert(QStringLiteral("events"), events);
    }
    return object;
}

Result<ExchangeFile> exportEntity(const CampaignStore &store, EntityKind kind, const QString &id)
{
    ExchangeFile file;
    file.kind = kind;
    auto document = store.entity(kind, id);
    if (!document)
        return document.error();
    // Only what could be imported again leaves the campaign: a damaged document is refused, naming it.
    const JsonContext context(QStringLiteral("%1: %2 '%3'").arg(store.fileName(), entityKindName(kind), id));
    if (auto valid = validateEntityDocument(kind, *document, context); !valid)
        return Error{QStringLiteral("%1 (not exported: the stored document is damaged)").arg(valid.errorMessage())};
    file.document = *document;
    if (kind != EntityKind::Encounter)
        return file;
    const QString mapId = file.document.value(QStringLiteral("map")).toString();
    if (!mapId.isEmpty()) {
        auto map = store.entity(EntityKind::Map, mapId);
        if (!map)
            return map.error();
        file.map = *map;
    }
    auto events = store.events(id);
    if (!events)
        return events.error();
    file.events = *events;
    return file;
}

Result<QString> importExchangeFile(CampaignStore &store, const ExchangeFile &file, const QString &preferredId)
{
    QString id;
    auto stored = store.transaction([&]() -> Status {
        QJsonObject document = file.document;
        if (file.kind == EntityKind::Encounter) {
            // The embedded map comes in as a new map of this campaign; the encounter then refers to that one.
            document.remove(QStringLiteral("map"));
            if (file.map) {
                auto map = store.addEntity(EntityKind::Map, *file.map);
                if (!map)
                    return map.error();
                document.insert(QStringLiteral("map"), *map);
            }
        }
        auto added = store.addEntity(file.kind, document, preferredId);
        if (!added)
            return added.error();
        id = *added;
        if (file.kind == EntityKind::Encounter && !file.events.isEmpty())
            return store.appendEvents(id, file.events);
        return success();
    });
    if (!stored)
        return stored.error();
    return id;
}

} // namespace battlemat
