// CampaignStore, third part: the table session's log (schema 3), the events of commands outside encounters.
#include "storage/campaignstore.h"
#include "storage/entitydocument.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace battlemat {

Status CampaignStore::appendTableEvents(const QList<QJsonObject> &events)
{
    if (events.size() > maxEventsPerAppend)
        return error(
            QStringLiteral("%1 events in one command; the limit is %2").arg(events.size()).arg(maxEventsPerAppend));
    return transaction([&]() -> Status {
        auto count = tableEventCount();
        if (!count)
            return count.error();
        const JsonContext context(QStringLiteral("%1: the table's log").arg(m_fileName), QStringLiteral("events"));
        QSqlQuery insert(database());
        insert.prepare(QStringLiteral("INSERT INTO table_events (seq, type, document) VALUES (?, ?, ?)"));
        for (qsizetype i = 0; i < events.size(); ++i) {
            const QJsonObject &event = events.at(i);
            const int seq = *count + int(i) + 1;
            if (auto valid = validateEvent(event, seq, context.at(i)); !valid)
                return valid;
            insert.addBindValue(seq);
            insert.addBindValue(event.value(QStringLiteral("type")).toString());
            insert.addBindValue(QString::fromUtf8(QJsonDocument(event).toJson(QJsonDocument::Compact)));
            if (!insert.exec())
                return sqlError(QStringLiteral("cannot append event %1 to the table's log").arg(seq), insert);
        }
        return success();
    });
}

Result<QList<QJsonObject>> CampaignStore::tableEvents() const
{
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT seq, document FROM table_events ORDER BY seq")))
        return sqlError(QStringLiteral("cannot read the table's log"), query);
    QList<QJsonObject> list;
    while (query.next()) {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(query.value(1).toString().toUtf8(), &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject())
            return error(QStringLiteral("the table's log is damaged at event %1: its stored JSON does not read")
                             .arg(query.value(0).toInt()));
        list.append(document.object());
    }
    return list;
}

Result<int> CampaignStore::tableEventCount() const
{
    QSqlQuery query(database());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM table_events")) || !query.next())
        return sqlError(QStringLiteral("cannot count the table's log"), query);
    return query.value(0).toInt();
}

Status CampaignStore::removeTableEventsAfter(int seq)
{
    return transaction([&]() -> Status {
        QSqlQuery query(database());
        query.prepare(QStringLiteral("DELETE FROM table_events WHERE seq > ?"));
        query.addBindValue(seq);
        if (!query.exec())
            return sqlError(QStringLiteral("cannot drop events of the table's log"), query);
        return success();
    });
}

} // namespace battlemat
