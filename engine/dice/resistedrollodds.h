#pragma once

#include "dice/dicedistribution.h"
#include "dice/ladderroll.h"

#include <QList>

namespace battlemat {

/**
 * The odds of a resisted roll between two ladder dice ("Dice Rolling and Actions", "Resisted Rolls"): the
 * acting roll succeeds when it is at least the resisting roll. Multiple successes: a roll of at least twice
 * the resisting roll is a double success, at least three times a triple success, and so on, so the number of
 * successes is floor(acting / resisting). A natural 1 on the acting die always fails ("Fumbles"), even against
 * a 1; the resisting side never fumbles.
 */
struct ResistedRollOdds
{
    /** atLeast[k - 1] = P(at least k successes), for k = 1 .. the largest possible. */
    QList<double> atLeast;
    double fumble = 0;
    double expectedSuccesses = 0;

    double success() const { return atLeast.isEmpty() ? 0.0 : atLeast.constFirst(); }
    double atLeastSuccesses(int successes) const;
    /** P(exactly k successes), k >= 0. */
    double exactly(int successes) const;

    static ResistedRollOdds compute(const LadderRoll &acting, const LadderRoll &resisting);
    /** The distribution of the die a ladder roll keeps (highest of N+1 with advantage, lowest with disadvantage). */
    static DiceDistribution keptDie(const LadderRoll &roll);
    /** Successes of one resisted roll; 0 is a failure. */
    static int successes(int acting, int resisting);
};

} // namespace battlemat
