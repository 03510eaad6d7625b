#pragma once

#include "sheet/charactersheet.h"

#include <QString>

/** A power's lines as a card, the sheet window and a stat block show them, in the table's language. */
namespace PowerTexts {

/** "at-will · standard action · weapon". */
QString usage(const battlemat::Power &power);
/**
 * One Hit / Miss / Effect entry: "2dW + Str damage; dazed (until the end of the target's next turn); push 2".
 * Dice expressions and the stat block's printed words stay as written.
 */
QString outcome(const battlemat::PowerOutcome &outcome, int level);
/** "Melee weapon", "Ranged 10/20", "Near burst 1", "Far burst 2 within 10", "Self". */
QString range(const battlemat::PowerLine &line);
/** "burst 1", "blast 3", "spray 3", "wall 5": an area's kind in the table's language, its size as printed; other
 *  text as it is. */
QString area(const QString &printed);
/** A power's keyword ("Fire", "weapon") in the table's language with the printed capital kept; others as printed. */
QString keyword(const QString &printed);
/** "Str +9 vs AC", or "+9 vs AC" for a printed bonus; empty without an attack. */
QString attack(const battlemat::PowerLine &line);

} // namespace PowerTexts
