#pragma once

#include "orcus/statblock.h"

#include <QList>
#include <QStringList>

namespace battlemat {

/**
 * The importer's reading of powers that bring in another creature of the same book (Power::places, Power::becomes;
 * docs/encounter.md "Triggered powers"):
 * - "Place a spider swarm in an adjacent space (whether or not it is occupied)" (the hunting spiders' Egg Sacs): the
 *   book's block of that name, or the variant of that name a section prints before its blocks ("**Spider Swarm:**
 *   Spider tag." in "Vermin Swarms": the section's first block, the Vermin Swarm, with the Spider tag and the
 *   variant's name);
 * - "The monster regresses to its natural form" (the shapeshifter slime's Fading, on "Shapeshifter Slime (Human
 *   Form)"): the one other form of the same monster, "Shapeshifter Slime (Slime Form)".
 * A power whose creature the book does not hold stays the table's.
 */
namespace PowerCreatureLinks {

/** A variant line before a section's blocks: its name, the tag it adds, and its line (1-based). */
struct Variant
{
    QString name;
    QString tag;
    int line = 0;
};

/** The variant lines of a monster markdown file ("**Spider Swarm:** Spider tag."). */
QList<Variant> variants(const QStringList &lines);

/** "spider swarm" for "Place a spider swarm in an adjacent space ..."; empty for any other effect. */
QString placedName(const Power &power);
/** Whether the whole effect is "The monster regresses to its natural form". */
bool regressesToNaturalForm(const Power &power);

/**
 * Fills `places` and `becomes` of every such power from the book's blocks; headingLines[i] is the line of
 * monsters[i]'s heading, so a variant is read onto the first block after it.
 */
void link(QList<StatBlock> &monsters, const QList<int> &headingLines, const QList<Variant> &variants);

} // namespace PowerCreatureLinks
} // namespace battlemat
