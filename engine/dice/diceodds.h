#pragma once

#include "core/result.h"
#include "dice/dicedistribution.h"
#include "dice/diceexpression.h"

#include <QtGlobal>

namespace battlemat {

/** How far DiceOdds may go before it refuses. */
struct OddsLimits
{
    /** Rough count of multiply-adds; about 0.3 s. A bigger expression is refused instead of freezing the UI. */
    qint64 maxWork = 300'000'000;
    /** Explosions counted per chain; 0 picks explosionDepthFor(sides). */
    int explosionDepth = 0;
};

/**
 * Exact odds of a dice expression, by convolution of its terms. Keep-highest/lowest terms use an order
 * statistics recursion over the die's values (never the M^N outcomes): 10d10kh3 takes a few thousand steps.
 *
 * Exploding dice have no largest total, so their odds are exact up to a depth D: the chance of a chain longer
 * than D explosions (sides^-D per die, at most 1e-12 with the automatic depth) is given to the chain that stops
 * at D. Everything else is exact up to floating-point rounding.
 */
class DiceOdds
{
public:
    static Result<DiceDistribution> distribution(const DiceExpression &expression, const OddsLimits &limits = {});
    /** One term, with its sign applied. */
    static Result<DiceDistribution> termDistribution(const DiceTerm &term, const OddsLimits &limits = {});

    /** The smallest depth with sides^-depth <= 1e-12, at most DiceLimits::maxExplosionDepth. */
    static int explosionDepthFor(int sides);
    /** One exploding die whose chain stops after `depth` explosions. */
    static DiceDistribution explodingDie(int sides, int depth);
    /** The total of the `keep` highest of `count` independent dice that each follow `die`. */
    static DiceDistribution keepHighest(const DiceDistribution &die, int count, int keep);
    /** The total of `count` independent dice that each follow `die`. */
    static DiceDistribution sumOf(const DiceDistribution &die, int count);
};

} // namespace battlemat
