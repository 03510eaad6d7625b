#pragma once

#include "dice/advantagelevels.h"
#include "dice/diceexpression.h"
#include "dice/dierank.h"

namespace battlemat {

/**
 * One roll of a ladder die with advantage or disadvantage levels ("Rolls with Advantage" / "with
 * Disadvantage"): N net levels roll N+1 dice and keep the highest (advantage) or the lowest (disadvantage).
 */
struct LadderRoll
{
    DieRank die;
    AdvantageLevels levels;

    /** Applies a rank shift, carrying ranks beyond the ladder's ends into the levels. */
    LadderRoll shifted(int ranks) const;
    /** The same roll in dice notation: D8 with 2 advantage levels is "3d8kh1", with 1 disadvantage "2d8kl1". */
    QString notation() const;
    DiceExpression expression() const;

    /**
     * Reads a ladder roll from a parsed expression: a single die term dM, NdMkh1 (N-1 advantage levels) or
     * NdMkl1 (N-1 disadvantage levels) with M on the ladder and no constants.
     */
    static Result<LadderRoll> fromExpression(const DiceExpression &expression);
};

} // namespace battlemat
