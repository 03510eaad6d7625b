#pragma once

#include "charactersheetprinter.h"
#include "core/result.h"
#include "mastery/masterycombatant.h"

#include <QList>
#include <QPagedPaintDevice>

/**
 * Prints mastery-system sheets (issue #22), black on white like the Orcus sheets, one page each: name, side and
 * monster group (whose MPs are pooled), rank, Mastery Points, action points per turn and health with boxes to
 * tick at the table, and every statistic as its ladder die placed on the die-rank ladder D2 .. D60
 * ("Dice Rolling and Actions": "Die Rank"), REF first. Paints on any paged device (QPdfWriter for the window's
 * Print… and the CLI).
 */
class MasterySheetPrinter
{
public:
    static battlemat::Status paint(QPagedPaintDevice &device, const QList<battlemat::MasteryCombatant> &sheets,
                                   const QList<battlemat::MonsterGroup> &groups);
    /** Writes the sheets into one PDF; the file is replaced only once every page was painted. */
    static battlemat::Status exportPdf(const QString &fileName, const QList<battlemat::MasteryCombatant> &sheets,
                                       const QList<battlemat::MonsterGroup> &groups,
                                       CharacterSheetPrinter::Paper paper);
};
