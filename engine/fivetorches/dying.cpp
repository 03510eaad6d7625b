#include "fivetorches/dying.h"

#include <algorithm>

namespace battlemat::ftd {

int Dying::minuteEndsAtRound(int secondsPerRound) const
{
    const int rounds = (secondsPerMinute + std::max(secondsPerRound, 1) - 1) / std::max(secondsPerRound, 1);
    return downAtRound + rounds;
}

bool Dying::dead(int currentRound, bool fightOver, int secondsPerRound) const
{
    if (stabilized)
        return false;
    // "whichever is later": both the minute and the fight must be over.
    return fightOver && currentRound >= minuteEndsAtRound(secondsPerRound);
}

int clampHitPoints(int hitPoints, int maximum)
{
    return std::clamp(hitPoints, 0, std::max(maximum, 0));
}

} // namespace battlemat::ftd
