#pragma once

#include "core/result.h"
#include "modules/actiondice/exactchance.h"

#include <optional>
#include <vector>

namespace battlemat {

/**
 * The exact chance that action dice spent together on one roll add at least what the roll still needs
 * (Action Dice, "Action Dice Basics" and "Exploding Dice"): the dice are summed, and if any shows its maximum one
 * of them (only one) keeps exploding. No sampling and no cut-off: the explosion's tail has a closed form,
 * P(an exploding dS adds at least m) = (S + 1 - r) / S^(q + 1) for m = S*q + r, r in 1..S.
 */
class BoostOdds
{
public:
    static constexpr int maxDice = 20;
    static constexpr int maxSides = 100;

    /** count dice (1..maxDice) of sides faces (2..maxSides); refused otherwise, saying which. */
    static Result<BoostOdds> create(int count, int sides);

    int count() const { return m_count; }
    int sides() const { return m_sides; }

    /** P(the dice add at least need), as a fraction; nothing only when it no longer fits 64-bit whole numbers. */
    std::optional<ExactChance> exactChanceAtLeast(int need) const;
    /** The same chance as the nearest double, for any need (the closed form, evaluated in long double). */
    double chanceAtLeast(int need) const;
    /** P(the dice add at least need), exact when it fits, else the double (for a person: percent). */
    QString percentAtLeast(int need) const;

private:
    BoostOdds(int count, int sides);

    int m_count = 1;
    int m_sides = 6;
    // Ways (out of sides^count) that the dice's first faces sum to count + i, with no face at the maximum
    // (m_noMaximum) and with at least one face at the maximum (m_withMaximum); doubles are exact below 2^53 and
    // the exact path re-counts in 128 bits.
    std::vector<double> m_noMaximum;
    std::vector<double> m_withMaximum;
};

} // namespace battlemat
