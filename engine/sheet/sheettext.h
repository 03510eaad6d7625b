#pragma once

#include "orcus/damageadjustments.h"
#include "orcus/poweroutcome.h"
#include "sheet/herocharacter.h"

#include <QString>

namespace battlemat {

/** "1d8 + Int lightning damage; slowed (save-ends). Half damage." — one Hit / Miss / Effect entry as a card prints it.
 */
QString powerOutcomeText(const PowerOutcome &outcome, int level);
/** "resist psychic 2, immune fire, weak radiant 5"; empty when there are none. */
QString damageAdjustmentsText(const DamageAdjustments &adjustments);
/** "at-will · standard action · Spell, Lightning". */
QString powerUsageText(const Power &power);
/** "12 gp, 8 sp, 12 cp" (zero coins left out; "none" for an empty purse). */
QString coinsText(const Coins &coins);

} // namespace battlemat
