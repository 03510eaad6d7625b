#pragma once

namespace battlemat {

/**
 * The result of an acting roll against the number it needed ("Dice Rolling and Actions", "Resisted Rolls",
 * "Fumbles"): equal or more succeeds, each whole multiple of the need is one more success, and an acting 1
 * always fails, even against a 1.
 */
struct MasteryRollOutcome
{
    int rolled = 0;
    int needed = 1;
    bool fumble = false;
    int successes = 0;

    bool succeeded() const { return successes > 0; }

    static MasteryRollOutcome judge(int rolled, int needed)
    {
        MasteryRollOutcome outcome{rolled, needed, rolled == 1, 0};
        if (!outcome.fumble && needed > 0 && rolled >= needed)
            outcome.successes = rolled / needed;
        return outcome;
    }
};

} // namespace battlemat
