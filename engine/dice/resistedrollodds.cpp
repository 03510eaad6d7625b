#include "resistedrollodds.h"

#include <cmath>
#include <vector>

namespace battlemat {

double ResistedRollOdds::atLeastSuccesses(int successes) const
{
    if (successes <= 0)
        return 1.0;
    return successes <= atLeast.size() ? atLeast.at(successes - 1) : 0.0;
}

double ResistedRollOdds::exactly(int successes) const
{
    return atLeastSuccesses(successes) - atLeastSuccesses(successes + 1);
}

int ResistedRollOdds::successes(int acting, int resisting)
{
    if (acting <= 1 || resisting < 1 || acting < resisting)
        return 0;
    return acting / resisting;
}

DiceDistribution ResistedRollOdds::keptDie(const LadderRoll &roll)
{
    const int sides = roll.die.sides();
    const int dice = roll.levels.diceRolled();
    const int net = roll.levels.net();
    std::vector<double> probabilities(size_t(sides), 0.0);
    for (int v = 1; v <= sides; ++v) {
        // Highest of n: P(max <= v) - P(max <= v-1); lowest of n: P(min >= v) - P(min >= v+1).
        if (net >= 0) {
            probabilities[size_t(v - 1)] = std::pow(double(v) / sides, dice) - std::pow(double(v - 1) / sides, dice);
        } else {
            probabilities[size_t(v - 1)] =
                std::pow(double(sides - v + 1) / sides, dice) - std::pow(double(sides - v) / sides, dice);
        }
    }
    return DiceDistribution(1, std::move(probabilities));
}

ResistedRollOdds ResistedRollOdds::compute(const LadderRoll &acting, const LadderRoll &resisting)
{
    const DiceDistribution a = keptDie(acting);
    const DiceDistribution d = keptDie(resisting);
    const int most = successes(a.maximum(), d.minimum());
    std::vector<double> exactly(size_t(most) + 1, 0.0);
    for (int x = a.minimum(); x <= a.maximum(); ++x) {
        for (int y = d.minimum(); y <= d.maximum(); ++y)
            exactly[size_t(successes(x, y))] += a.probability(x) * d.probability(y);
    }
    ResistedRollOdds odds;
    odds.fumble = a.probability(1);
    double tail = 0;
    QList<double> reversed;
    for (int k = most; k >= 1; --k) {
        tail += exactly[size_t(k)];
        reversed.prepend(tail);
        odds.expectedSuccesses += k * exactly[size_t(k)];
    }
    odds.atLeast = reversed;
    return odds;
}

} // namespace battlemat
