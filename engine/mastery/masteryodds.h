#pragma once

#include "mastery/masteryroll.h"

#include <QList>

namespace battlemat {

/** Exact chances of an acting roll against a difficulty or resisting roll, counting multiple successes. */
struct SuccessOdds
{
    double success = 0; // at least one success
    double fumble = 0;  // the acting roll is a 1
    double expectedSuccesses = 0;
    QList<double> bySuccesses; // [n]: exactly n successes
};

/**
 * Exact odds of the choices in a Mastery Point exchange, once the dice are on the table (the odds before a roll
 * are dice/resistedrollodds.h).
 */
namespace MasteryOdds {

/** Odds of the acting side as the dice lie now: certain one way or the other. */
SuccessOdds asRolled(const MasteryRoll &acting, const MasteryRoll &resisting);

/**
 * Odds of the acting side if the acting (or, with `actingSpends` false, the resisting) side spends one more
 * MP now and nobody spends after it: every face of the new die is counted.
 */
SuccessOdds afterSpending(const MasteryRoll &acting, const MasteryRoll &resisting, bool actingSpends);

/** Expected kept face after one more MP on a roll that has no opponent (initiative). */
double expectedKeptAfterSpending(const MasteryRoll &roll);

} // namespace MasteryOdds

} // namespace battlemat
