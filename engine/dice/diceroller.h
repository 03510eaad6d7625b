#pragma once

#include "core/result.h"
#include "dice/diceexpression.h"
#include "dice/diesource.h"
#include "dice/ladderroll.h"
#include "dice/resistedroll.h"
#include "dice/rollrecord.h"

namespace battlemat {

/**
 * Rolls dice expressions with one DieSource and records each roll. The source is borrowed: the encounter
 * owns its SeededDieSource and hands it to every rule that rolls, so the order of requests alone decides the
 * results and a replay with the same seed repeats them.
 */
class DiceRoller
{
public:
    explicit DiceRoller(DieSource &source)
        : m_source(source)
    {}

    /** Rolls; refused if the source fails or an explosion chain passes DiceLimits::maxExplosionDepth. */
    Result<RollRecord> roll(const DiceExpression &expression, const QString &purpose = {});
    /** Rolls a ladder die with its advantage levels (N+1 dice, keep highest or lowest). */
    Result<RollRecord> roll(const LadderRoll &ladderRoll, const QString &purpose = {});
    /** Rolls the acting die, then the resisting die, and counts the successes. */
    Result<ResistedRoll> rollResisted(const LadderRoll &acting, const LadderRoll &resisting,
                                      const QString &purpose = {});

private:
    DieSource &m_source;
};

} // namespace battlemat
