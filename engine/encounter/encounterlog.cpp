#include "encounter/encounterlog.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace battlemat {

const QJsonObject &EncounterLog::append(QJsonObject event)
{
    event.insert(QStringLiteral("seq"), int(m_events.size()) + 1);
    m_events.append(std::move(event));
    return m_events.constLast();
}

void EncounterLog::truncate(int fromSeq)
{
    if (fromSeq >= 1 && fromSeq <= m_events.size())
        m_events.resize(fromSeq - 1);
}

QByteArray EncounterLog::toJsonLines() const
{
    QByteArray text;
    for (const QJsonObject &event : m_events) {
        text += QJsonDocument(event).toJson(QJsonDocument::Compact);
        text += '\n';
    }
    return text;
}

Result<EncounterLog> EncounterLog::fromJsonLines(const QByteArray &text, const QString &source)
{
    EncounterLog log;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            return Error{QStringLiteral("%1:%2: not a JSON object (%3)")
                             .arg(source)
                             .arg(i + 1)
                             .arg(error.error != QJsonParseError::NoError ? error.errorString()
                                                                          : QStringLiteral("another JSON value"))};
        QJsonObject event = document.object();
        const int expected = log.size() + 1;
        if (event.value(QStringLiteral("seq")).toInt(-1) != expected || !event.value(QStringLiteral("type")).isString())
            return Error{QStringLiteral("%1:%2: expected an event with \"seq\": %3 and a \"type\"")
                             .arg(source)
                             .arg(i + 1)
                             .arg(expected)};
        log.m_events.append(std::move(event));
    }
    return log;
}

} // namespace battlemat
