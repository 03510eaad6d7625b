#pragma once

#include "encounter/commandprocessor.h"
#include "session/tablesession.h"
#include "session/tablestate.h"

#include <QHash>
#include <QJsonObject>
#include <QList>

#include <memory>

namespace battlemat {

/**
 * One entry of the history. A table step keeps the table before and after (restoring a copy is exact, whatever
 * the command did); an encounter step is the encounter processor's own record, undone by it; the start of an
 * encounter parks the processor while undone, so redo brings back the same fight.
 */
struct TableSession::Step
{
    enum class Kind : quint8
    {
        Table,
        Encounter,
        Start,
    };
    Kind kind = Kind::Table;
    // Encounter: it changed the table too (its end put the final positions into the map, or a module's roll review
    // spent from a pool), so before/after hold the table around it.
    bool changesTable = false;
    QJsonObject command;
    TableState before;
    TableState after;
    QList<QJsonObject> events; // table events as stored, with seq
    int seqBefore = 0;
    // Start: the encounter while its start is undone, and what its row in the file said.
    std::unique_ptr<CommandProcessor> parked;
    QJsonObject document;
    QString encounterId;
    QHash<QString, QString> heroOf;
};

} // namespace battlemat
