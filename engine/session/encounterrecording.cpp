#include "session/encounterrecording.h"

#include "encounter/commandprocessor.h"
#include "encounter/encounterstate.h"
#include "storage/campaignstore.h"

#include <functional>

namespace battlemat {

Result<QString> EncounterRecording::begin(CampaignStore &store, CommandProcessor &processor,
                                          const QJsonObject &document, const QString &preferredId, Report report,
                                          SheetWriter sheets)
{
    QString id;
    // The row and its opening events in one transaction: a kill between them leaves no empty encounter behind.
    const Status stored = store.transaction([&]() -> Status {
        auto added = store.addEntity(EntityKind::Encounter, document, preferredId);
        if (!added)
            return added.error();
        id = *added;
        if (auto appended = store.appendEvents(id, processor.log().events()); !appended)
            return appended;
        return sheets ? sheets(processor.state()) : success();
    });
    if (report)
        report(stored);
    if (!stored)
        return stored.error();
    follow(store, processor, id, std::move(report), std::move(sheets));
    return id;
}

void EncounterRecording::follow(CampaignStore &store, CommandProcessor &processor, const QString &encounterId,
                                Report report, SheetWriter sheets)
{
    CampaignStore *file = &store;
    processor.setStorageWithState(
        [file, encounterId, report, sheets](const QList<QJsonObject> &events, const EncounterState &after) -> Status {
            const Status stored = file->transaction([&]() -> Status {
                if (auto appended = file->appendEvents(encounterId, events); !appended)
                    return appended;
                return sheets ? sheets(after) : success();
            });
            if (report)
                report(stored);
            return stored;
        },
        [file, encounterId, report, sheets](int fromSeq, const EncounterState &before) -> Status {
            const Status removed = file->transaction([&]() -> Status {
                if (auto dropped = file->removeEventsAfter(encounterId, fromSeq - 1); !dropped)
                    return dropped;
                return sheets ? sheets(before) : success();
            });
            if (report)
                report(removed);
            return removed;
        });
}

namespace {

// The newest encounter row `counts` accepts, ended or not as `which` asks.
Result<std::optional<std::pair<QString, QJsonObject>>>
newestWhere(CampaignStore &store, const std::function<bool(const QJsonObject &)> &counts,
            EncounterRecording::Which which)
{
    std::optional<std::pair<QString, QJsonObject>> newest;
    auto encounters = store.entities(EntityKind::Encounter);
    if (!encounters)
        return encounters.error();
    for (const EntitySummary &summary : *encounters) {
        auto document = store.entity(EntityKind::Encounter, summary.id);
        if (!document)
            return document.error();
        if (!counts(*document))
            continue;
        const QString startedAt = document->value(QStringLiteral("startedAt")).toString();
        if (newest && startedAt <= newest->second.value(QStringLiteral("startedAt")).toString())
            continue;
        if (which == EncounterRecording::Which::Unfinished) {
            auto ended = store.hasEvent(summary.id, QStringLiteral("encounterEnded"));
            if (!ended)
                return ended.error();
            if (*ended)
                continue;
        }
        newest = std::pair{summary.id, *document};
    }
    return newest;
}

} // namespace

Result<std::optional<std::pair<QString, QJsonObject>>> EncounterRecording::newest(CampaignStore &store,
                                                                                  const QString &mapId, Which which)
{
    if (mapId.isEmpty())
        return std::optional<std::pair<QString, QJsonObject>>();
    return newestWhere(
        store, [&](const QJsonObject &row) { return row.value(QStringLiteral("map")).toString() == mapId; }, which);
}

Result<std::optional<std::pair<QString, QJsonObject>>> EncounterRecording::newestOfCampaign(CampaignStore &store)
{
    // Only fights the table played carry a map and a start time (a prepared encounter is no fight yet).
    return newestWhere(
        store,
        [](const QJsonObject &row) {
            return !row.value(QStringLiteral("map")).toString().isEmpty() &&
                   !row.value(QStringLiteral("startedAt")).toString().isEmpty();
        },
        Which::Any);
}

Result<EncounterLog> EncounterRecording::storedLog(CampaignStore &store, const QString &encounterId)
{
    auto events = store.events(encounterId);
    if (!events)
        return events.error();
    EncounterLog log;
    for (const QJsonObject &event : *events)
        log.append(event);
    return log;
}

QHash<QString, QString> EncounterRecording::heroesOf(const QJsonObject &document)
{
    QHash<QString, QString> heroOf;
    const QJsonObject heroes = document.value(QStringLiteral("heroes")).toObject();
    for (auto it = heroes.constBegin(); it != heroes.constEnd(); ++it)
        heroOf.insert(it.key(), it.value().toString());
    return heroOf;
}

QHash<int, QJsonObject> EncounterRecording::moduleSteps(CampaignStore &store, const QString &encounterId)
{
    QHash<int, QJsonObject> steps;
    if (auto tableEvents = store.tableEvents(); tableEvents) {
        for (const QJsonObject &event : *tableEvents) {
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("encounterStepModules") &&
                event.value(QStringLiteral("encounter")).toString() == encounterId)
                steps.insert(event.value(QStringLiteral("depth")).toInt(), event);
        }
    }
    return steps;
}

} // namespace battlemat
