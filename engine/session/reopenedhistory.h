#pragma once

#include "session/tablestate.h"

#include <QJsonObject>
#include <QList>

namespace battlemat {

/**
 * The map edits a reopened table can still undo: the newest events of the table's log, back to the first that is
 * not an edit of this map with its verified inverse (MapEditCommand), each with the table as it was before it.
 * Applying the inverses backwards from the map as the file holds it gives each state before.
 */
namespace MapEditHistory {

struct Edit
{
    QJsonObject command; // the edit as its step names it (for "Undo Paint terrain")
    QJsonObject event;   // as the table's log holds it, with its seq
    TableState before;
    TableState after;
};

/** Oldest first; empty when the newest event is not such an edit. */
QList<Edit> rebuild(const TableState &current, const QList<QJsonObject> &tableLog);

} // namespace MapEditHistory
} // namespace battlemat
