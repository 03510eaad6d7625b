#include "session/encounterrecording.h"

#include "encounter/commandprocessor.h"
#include "storage/campaignstore.h"

namespace battlemat {

Result<QString> EncounterRecording::begin(CampaignStore &store, CommandProcessor &processor,
                                          const QJsonObject &document, const QString &preferredId, Report report)
{
    QString id;
    // The row and its opening events in one transaction: a kill between them leaves no empty encounter behind.
    const Status stored = store.transaction([&]() -> Status {
        auto added = store.addEntity(EntityKind::Encounter, document, preferredId);
        if (!added)
            return added.error();
        id = *added;
        return store.appendEvents(id, processor.log().events());
    });
    if (report)
        report(stored);
    if (!stored)
        return stored.error();
    follow(store, processor, id, std::move(report));
    return id;
}

void EncounterRecording::follow(CampaignStore &store, CommandProcessor &processor, const QString &encounterId,
                                Report report)
{
    CampaignStore *file = &store;
    processor.setStorage(
        [file, encounterId, report](const QList<QJsonObject> &events) -> Status {
            const Status stored = file->appendEvents(encounterId, events);
            if (report)
                report(stored);
            return stored;
        },
        [file, encounterId, report](int fromSeq) -> Status {
            const Status removed = file->removeEventsAfter(encounterId, fromSeq - 1);
            if (report)
                report(removed);
            return removed;
        });
}

} // namespace battlemat
