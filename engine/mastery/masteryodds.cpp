#include "mastery/masteryodds.h"

#include "mastery/rolloutcome.h"

#include <cmath>
#include <cstdlib>

namespace battlemat {

namespace {

void add(SuccessOdds &odds, const RollOutcome &outcome, double chance)
{
    if (odds.bySuccesses.size() <= outcome.successes)
        odds.bySuccesses.resize(outcome.successes + 1, 0.0);
    odds.bySuccesses[outcome.successes] += chance;
    if (outcome.succeeded())
        odds.success += chance;
    if (outcome.fumble)
        odds.fumble += chance;
    odds.expectedSuccesses += chance * outcome.successes;
}

} // namespace

QList<double> MasteryOdds::keptDistribution(int sides, int level)
{
    QList<double> distribution(sides, 0.0);
    const int dice = 1 + std::abs(level);
    for (int v = 1; v <= sides; ++v) {
        if (level >= 0) // highest of `dice`: P(max <= v) - P(max <= v-1)
            distribution[v - 1] = std::pow(double(v) / sides, dice) - std::pow(double(v - 1) / sides, dice);
        else // lowest of `dice`: P(min >= v) - P(min >= v+1)
            distribution[v - 1] =
                std::pow(double(sides - v + 1) / sides, dice) - std::pow(double(sides - v) / sides, dice);
    }
    return distribution;
}

SuccessOdds MasteryOdds::resisted(int actingSides, int actingLevel, int resistingSides, int resistingLevel)
{
    SuccessOdds odds;
    const QList<double> acting = keptDistribution(actingSides, actingLevel);
    const QList<double> resisting = keptDistribution(resistingSides, resistingLevel);
    for (int a = 1; a <= actingSides; ++a) {
        for (int r = 1; r <= resistingSides; ++r)
            add(odds, RollOutcome::judge(a, r), acting.at(a - 1) * resisting.at(r - 1));
    }
    return odds;
}

SuccessOdds MasteryOdds::asRolled(const MasteryRoll &acting, const MasteryRoll &resisting)
{
    SuccessOdds odds;
    add(odds, RollOutcome::judge(acting.kept(), resisting.kept()), 1.0);
    return odds;
}

SuccessOdds MasteryOdds::afterSpending(const MasteryRoll &acting, const MasteryRoll &resisting, bool actingSpends)
{
    SuccessOdds odds;
    const MasteryRoll &spender = actingSpends ? acting : resisting;
    for (int face = 1; face <= spender.sides; ++face) {
        MasteryRoll changed = spender;
        changed.spendMp(face);
        const RollOutcome outcome = actingSpends ? RollOutcome::judge(changed.kept(), resisting.kept())
                                                 : RollOutcome::judge(acting.kept(), changed.kept());
        add(odds, outcome, 1.0 / spender.sides);
    }
    return odds;
}

double MasteryOdds::expectedKeptAfterSpending(const MasteryRoll &roll)
{
    double expected = 0;
    for (int face = 1; face <= roll.sides; ++face) {
        MasteryRoll changed = roll;
        changed.spendMp(face);
        expected += double(changed.kept()) / roll.sides;
    }
    return expected;
}

} // namespace battlemat
