#pragma once

#include <vector>

namespace battlemat {

/**
 * The exact probability of every total of a roll: probabilities()[i] is P(total == minimum() + i). Built by
 * DiceOdds; small enough to recompute on every mouse move for the expressions people type.
 */
class DiceDistribution
{
public:
    /** Certain 0. */
    DiceDistribution();
    DiceDistribution(int minimum, std::vector<double> probabilities);

    static DiceDistribution constant(int value);
    /** A fair die: 1..sides, each 1/sides. */
    static DiceDistribution uniform(int sides);

    int minimum() const { return m_minimum; }
    int maximum() const { return m_minimum + int(m_probabilities.size()) - 1; }
    const std::vector<double> &probabilities() const { return m_probabilities; }

    double probability(int total) const;
    double probabilityAtLeast(int total) const;
    double probabilityAtMost(int total) const;
    double mean() const;
    /** Sum of all probabilities (1 up to rounding; less only for a deliberately partial distribution). */
    double mass() const;

    /** The distribution of the sum of two independent rolls. */
    DiceDistribution convolved(const DiceDistribution &other) const;
    /** The distribution of minus the roll. */
    DiceDistribution negated() const;
    DiceDistribution shifted(int offset) const;

private:
    /** Drops outcomes of probability exactly 0 at both ends, so minimum() and maximum() are possible totals. */
    void trim();

    int m_minimum = 0;
    std::vector<double> m_probabilities;
};

} // namespace battlemat
