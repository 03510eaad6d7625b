#include "encounter/encounterlog.h"

#include "core/loglinereader.h"

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

Status EncounterLog::appendLine(const QByteArray &text, const QString &source, qsizetype lineNumber)
{
    const QByteArray line = text.trimmed();
    if (line.isEmpty())
        return success();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Error{QStringLiteral("%1:%2: not a JSON object (%3)")
                         .arg(source)
                         .arg(lineNumber)
                         .arg(error.error != QJsonParseError::NoError ? error.errorString()
                                                                      : QStringLiteral("another JSON value"))};
    QJsonObject event = document.object();
    const int expected = size() + 1;
    if (event.value(QStringLiteral("seq")).toInt(-1) != expected || !event.value(QStringLiteral("type")).isString())
        return Error{QStringLiteral("%1:%2: expected an event with \"seq\": %3 and a \"type\"")
                         .arg(source)
                         .arg(lineNumber)
                         .arg(expected)};
    m_events.append(std::move(event));
    return success();
}

Result<EncounterLog> EncounterLog::fromJsonLines(const QByteArray &text, const QString &source)
{
    EncounterLog log;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (auto appended = log.appendLine(lines[i], source, i + 1); !appended)
            return appended.error();
    }
    return log;
}

Result<EncounterLog> EncounterLog::readJsonLinesFile(const QString &fileName)
{
    auto reader = LogLineReader::open(fileName);
    if (!reader)
        return reader.error();
    EncounterLog log;
    for (;;) {
        auto line = reader.value().next();
        if (!line)
            return line.error();
        if (!line->has_value())
            break;
        if (auto appended = log.appendLine(**line, fileName, reader->lineNumber()); !appended)
            return appended.error();
    }
    if (log.size() == 0)
        return Error{QStringLiteral("%1: the log is empty (an encounter log starts with its \"encounter\" event)")
                         .arg(fileName)};
    return log;
}

} // namespace battlemat
