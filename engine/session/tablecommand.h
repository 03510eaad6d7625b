#pragma once

#include "core/result.h"
#include "session/tablestate.h"

#include <QJsonObject>
#include <QList>

namespace battlemat {

/**
 * A change to the table that belongs to no encounter: a map edit, the rules chosen, a module's command (a game
 * night begins, the game master awards an action die). The session applies it to a working copy of the table,
 * stores the copy with the events in one transaction, and only then makes it current; undo restores the copy
 * from before. An encounter's own commands are Command (engine/encounter), run by its processor.
 */
class TableCommand
{
public:
    virtual ~TableCommand() = default;
    /** The command as scripts and the table's log write it, with its "type". */
    virtual QJsonObject toJson() const = 0;
    /** Checks the command against the table and carries it out on state (a working copy); its events, or why not. */
    virtual Result<QList<QJsonObject>> apply(TableState &state) const = 0;
};

} // namespace battlemat
