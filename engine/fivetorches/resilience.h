#pragma once

#include "fivetorches/ftdcheck.h"

namespace battlemat::ftd {

/**
 * Resilience: the hours (travel turns) a PC can adventure without food or rest, equal to the CON score. Past it the
 * GM may call a resilience check (1d20 + CON mod) at DC 10 + the hours beyond; failure exhausts the PC
 * ("Resilience & Exhaustion", ../shared/rules/checks-actions-combat-gritty.txt).
 */
struct Resilience
{
    int constitution = 10;
    int hoursAdventured = 0;
    bool exhausted = false;

    int resilience() const { return constitution; }
    int hoursBeyond() const { return hoursAdventured > resilience() ? hoursAdventured - resilience() : 0; }
    /** True once the PC has adventured more hours than their resilience: the GM may call a check. */
    bool checkDue() const { return hoursBeyond() > 0; }
    int checkDc() const { return 10 + hoursBeyond(); }

    /** Rolls the check; a failure marks the PC exhausted (disadvantage on all checks, speed 0). */
    Result<CheckResult> rollCheck(DieSource &dice, Edge edge = Edge::None);
    /** Applies a check already rolled. */
    void apply(const CheckResult &check);

    /** Food and rest reset the hours. Only safe rest cures exhaustion; unsafe rest does not. */
    void rest(bool safe);
};

/** Hit points one night of rest restores: level per night of safe rest, 1 in a dungeon or hostile wild. */
int restHealing(int level, bool safe);
/** Current HP after a night's rest, never above the maximum ("Healing From Rest"). */
int hitPointsAfterRest(int current, int maximum, int level, bool safe);

} // namespace battlemat::ftd
