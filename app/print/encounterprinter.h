#pragma once

#include "charactersheetprinter.h"
#include "monsters/preparedencounter.h"
#include "sheet/herocharacter.h"

#include <QPagedPaintDevice>

/**
 * Prints a prepared encounter for the game master, black on white: page 1 is the initiative and hit-point tracking
 * sheet (a round track, then one row per hero and per monster with write-in boxes for initiative, hit points and
 * conditions; the monsters' and the campaign's heroes' defenses and hit points printed, a name to write in for each
 * further hero of the party size), the following pages the monsters' stat blocks as cards in the power cards'
 * style, each card never split across pages.
 */
class EncounterPrinter
{
public:
    /** party: the campaign's heroes, printed with their sheets' numbers (none: rows to write in). */
    static battlemat::Status paint(QPagedPaintDevice &device, const battlemat::PreparedEncounter &encounter,
                                   const QList<battlemat::HeroCharacter> &party = {});
    /** Writes the PDF; a failure (full disk, a folder) leaves any previous file as it was. */
    static battlemat::Status exportPdf(const QString &fileName, const battlemat::PreparedEncounter &encounter,
                                       CharacterSheetPrinter::Paper paper,
                                       const QList<battlemat::HeroCharacter> &party = {});
};
