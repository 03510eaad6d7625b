// CampaignStore, third part: the check that reads back every stored document and every event (campaign check).
#include "grid/mapbackground.h"
#include "storage/campaignstore.h"
#include "storage/entitydocument.h"

#include <QSqlError>
#include <QSqlQuery>

namespace battlemat {

Result<QList<CampaignDamage>> CampaignStore::findDamage(int *documents, int *events) const
{
    QList<CampaignDamage> damage;
    int documentCount = 0;
    int eventCount = 0;
    QStringList encounters; // in id order, so the report is stable
    QSqlQuery query(database());
    query.setForwardOnly(true);
    for (EntityKind kind : allEntityKinds) {
        if (!query.exec(QStringLiteral("SELECT id, document FROM %1 ORDER BY id").arg(entityTable(kind))))
            return sqlError(QStringLiteral("cannot read the %1").arg(entityTable(kind)), query);
        while (query.next()) {
            ++documentCount;
            const QString id = query.value(0).toString();
            if (kind == EntityKind::Encounter)
                encounters.append(id);
            auto document = readStored(query.value(1), kind, id);
            Status valid = document ? success() : Status(document.error());
            if (document) {
                // The same checks the document passed when it was stored (entitydocument.h).
                const JsonContext context(QStringLiteral("%1: %2 '%3'").arg(m_fileName, entityKindName(kind), id));
                valid = validateEntityDocument(kind, *document, context);
            }
            if (!valid)
                damage.append({kind, id, 0, valid.errorMessage()});
        }
    }
    // An encounter's map and a map's picture are other rows: each must still be there and still read.
    for (const QString &encounterId : std::as_const(encounters)) {
        auto document = entity(EntityKind::Encounter, encounterId);
        const QString mapId = document ? document->value(QStringLiteral("map")).toString() : QString();
        if (!mapId.isEmpty() && !contains(EntityKind::Map, mapId))
            damage.append(
                {EntityKind::Encounter, encounterId, 0,
                 error(QStringLiteral("encounter '%1': its map '%2' is missing").arg(encounterId, mapId)).message});
    }
    if (!query.exec(QStringLiteral("SELECT map_id, image FROM map_images ORDER BY map_id")))
        return sqlError(QStringLiteral("cannot read the map pictures"), query);
    while (query.next()) {
        const QString id = query.value(0).toString();
        if (imageMediaType(query.value(1).toByteArray()).isEmpty())
            damage.append({EntityKind::Map, id, 0,
                           error(QStringLiteral("map '%1': its background picture is damaged (not a PNG, JPEG or "
                                                "WebP picture any more)")
                                     .arg(id))
                               .message});
    }
    if (!query.exec(QStringLiteral("SELECT regionmap_id, image FROM regionmap_images ORDER BY regionmap_id")))
        return sqlError(QStringLiteral("cannot read the region map pictures"), query);
    while (query.next()) {
        const QString id = query.value(0).toString();
        QString problem;
        if (!contains(EntityKind::RegionMap, id))
            problem = QStringLiteral("region map '%1': its picture is stored but the region map is missing");
        else if (imageMediaType(query.value(1).toByteArray()).isEmpty())
            problem =
                QStringLiteral("region map '%1': its picture is damaged (not a PNG, JPEG or WebP picture any more)");
        if (!problem.isEmpty())
            damage.append({EntityKind::RegionMap, id, 0, error(problem.arg(id)).message});
    }

    if (!query.exec(QStringLiteral("SELECT encounter_id, seq, type, document FROM events ORDER BY encounter_id, seq")))
        return sqlError(QStringLiteral("cannot read the encounter logs"), query);
    QString current;
    int expected = 1;
    while (query.next()) {
        ++eventCount;
        const QString encounterId = query.value(0).toString();
        const int seq = query.value(1).toInt();
        if (encounterId != current) {
            current = encounterId;
            expected = 1;
            if (!encounters.contains(encounterId))
                damage.append({EntityKind::Encounter, encounterId, seq,
                               error(QStringLiteral("encounter '%1': its log is stored but the encounter is missing")
                                         .arg(encounterId))
                                   .message});
        }
        const JsonContext context(QStringLiteral("%1: encounter '%2': event %3").arg(m_fileName, encounterId).arg(seq));
        Status valid = success();
        if (seq != expected) {
            valid = context.error(QStringLiteral("the log jumps from event %1 to %2").arg(expected - 1).arg(seq));
        } else if (auto event = readStored(query.value(3), EntityKind::Encounter, encounterId, seq); !event) {
            valid = event.error();
        } else if (valid = validateEvent(*event, seq, context);
                   valid && event->value(QStringLiteral("type")).toString() != query.value(2).toString()) {
            valid = context.error(QStringLiteral("its type '%1' differs from the type '%2' stored beside it")
                                      .arg(event->value(QStringLiteral("type")).toString(), query.value(2).toString()));
        }
        if (!valid)
            damage.append({EntityKind::Encounter, encounterId, seq, valid.errorMessage()});
        expected = seq + 1;
    }
    if (documents)
        *documents = documentCount;
    if (events)
        *events = eventCount;
    return damage;
}

} // namespace battlemat
