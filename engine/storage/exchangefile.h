#pragma once

#include "core/result.h"
#include "storage/entitykind.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace battlemat {

class CampaignStore;

/**
 * One character, monster, map or encounter as a file a game master can share (docs/file-formats.md):
 * {"format": "battlemat-map", "version": 1, "map": {...}}. An encounter carries its event log and, embedded, its
 * map; a map carries its background image base64-embedded.
 */
struct ExchangeFile
{
    static constexpr int formatVersion = 1;
    /** A 16 MiB image is about 22 MiB in base64; the rest of a file is small. */
    static constexpr qint64 maxFileBytes = 32 * 1024 * 1024;

    EntityKind kind = EntityKind::Character;
    QJsonObject document;
    QList<QJsonObject> events;      // encounter only
    std::optional<QJsonObject> map; // encounter only: the map it is fought on
};

/** "battlemat-character", "battlemat-monster", "battlemat-map" or "battlemat-encounter". */
QString exchangeFormatName(EntityKind kind);

/** Reads and checks everything (entity, embedded map, event log) before anything is stored. */
Result<ExchangeFile> exchangeFileFromJson(const QJsonObject &object, const QString &source);
Result<ExchangeFile> readExchangeFile(const QString &fileName);
QJsonObject exchangeFileToJson(const ExchangeFile &file);

/** The entity with this id as an exchange file (an encounter with its log and its map). */
Result<ExchangeFile> exportEntity(const CampaignStore &store, EntityKind kind, const QString &id);
/** Stores the file's entity (and an encounter's map and log) in one transaction; returns the new id. */
Result<QString> importExchangeFile(CampaignStore &store, const ExchangeFile &file, const QString &preferredId = {});

} // namespace battlemat
