#pragma once

#include "core/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace battlemat {

/**
 * The encounter log: every event in order, each a JSON object with "seq" (its 1-based position) and "type". It
 * holds what happened — commands, dice rolls, decisions and their consequences — so it drives undo, replay,
 * autosave and the dice history. Serialised as JSON Lines (one event per line).
 */
class EncounterLog
{
public:
    /** Appends the event, numbering it; returns it with its "seq". */
    const QJsonObject &append(QJsonObject event);
    /** Drops every event from this 1-based seq on (undo). */
    void truncate(int fromSeq);
    void clear() { m_events.clear(); }

    int size() const { return int(m_events.size()); }
    const QList<QJsonObject> &events() const { return m_events; }
    const QJsonObject &at(int seq) const { return m_events[seq - 1]; }

    QByteArray toJsonLines() const;
    /** Reads JSON Lines; every line must be an object whose seq continues the numbering. */
    static Result<EncounterLog> fromJsonLines(const QByteArray &text, const QString &source);
    /**
     * Reads a log file line by line (core/loglinereader.h: a line and the whole file within their limits); the
     * same checks as fromJsonLines, and a file without a single event is refused.
     */
    static Result<EncounterLog> readJsonLinesFile(const QString &fileName);

private:
    Status appendLine(const QByteArray &line, const QString &source, qsizetype lineNumber);

    QList<QJsonObject> m_events;
};

} // namespace battlemat
