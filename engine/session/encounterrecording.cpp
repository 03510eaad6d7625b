#include "session/encounterrecording.h"

#include "encounter/commandprocessor.h"
#include "encounter/encounterstate.h"
#include "storage/campaignstore.h"

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

} // namespace battlemat
