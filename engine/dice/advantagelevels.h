#pragma once

#include <cstdlib>

namespace battlemat {

/**
 * Levels of advantage and disadvantage on one roll. They cancel one for one before the roll ("Rolls with both
 * advantage and disadvantage"), so a roll is described by the net level: +N rolls N+1 dice and keeps the
 * highest, -N rolls N+1 dice and keeps the lowest.
 */
struct AdvantageLevels
{
    int advantage = 0;
    int disadvantage = 0;

    /** Levels are counts, so net stays within int: callers never hold two billion levels. */
    static AdvantageLevels fromNet(int net) { return net >= 0 ? AdvantageLevels{net, 0} : AdvantageLevels{0, -net}; }

    /** Positive: net advantage; negative: net disadvantage. */
    int net() const { return advantage - disadvantage; }
    /** The levels after cancelling one for one: at most one of the two is non-zero. */
    AdvantageLevels cancelled() const { return fromNet(net()); }
    /** Dice rolled for one ladder die with these levels. */
    int diceRolled() const { return 1 + std::abs(net()); }

    AdvantageLevels operator+(const AdvantageLevels &other) const
    {
        return {advantage + other.advantage, disadvantage + other.disadvantage};
    }
    bool operator==(const AdvantageLevels &other) const = default;
};

} // namespace battlemat
