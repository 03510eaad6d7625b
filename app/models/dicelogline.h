#pragma once

#include "dice/rollrecord.h"

#include <QList>
#include <QString>

/**
 * One line of the dice log: what happened in the table's language ("Aldric hits Skeleton 1 (19 vs AC 16): 7
 * damage, staggered") and the rolls behind it (none for a fixed amount such as persistent damage). Lines of an
 * encounter carry the log seq of their first event, so an undo can strike out exactly what it removed.
 */
struct DiceLogLine
{
    QString text;
    QList<battlemat::RollRecord> rolls;
    int source = 0; // 0: the free dice box; else the encounter that made it (EncounterController's serial)
    int seq = 0;    // the encounter log seq of the line's first event
    bool undone = false;
};
