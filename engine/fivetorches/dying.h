#pragma once

namespace battlemat::ftd {

/**
 * A combatant at 0 HP: incapacitated, and dead unless stabilized within 1 minute or by the end of the fight,
 * whichever is later ("Death & Injury", ../shared/rules/checks-actions-combat-gritty.txt). A minute is counted in
 * rounds (data: secondsPerRound, default 6, so 10 rounds).
 */
struct Dying
{
    int downAtRound = 0;
    bool stabilized = false;

    static constexpr int secondsPerMinute = 60;

    /** The round by the end of which a minute has passed since falling. */
    int minuteEndsAtRound(int secondsPerRound) const;
    /** Dead at this moment? The fight still going keeps them alive; after it, until the minute is up. */
    bool dead(int currentRound, bool fightOver, int secondsPerRound) const;
};

/** HP never below 0 nor above the maximum ("Healing & HP"). */
int clampHitPoints(int hitPoints, int maximum);

} // namespace battlemat::ftd
