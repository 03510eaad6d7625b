#pragma once

#include "dice/rollrecord.h"

namespace battlemat {

/**
 * The outcome of one resisted roll between ladder dice ("Resisted Rolls"): both rolls as recorded and the
 * successes, counted as ResistedRollOdds documents (floor(acting / resisting), an acting 1 always fails).
 */
struct ResistedRoll
{
    RollRecord acting;
    RollRecord resisting;
    int successes = 0;
    bool fumble = false;

    bool succeeded() const { return successes > 0; }
};

} // namespace battlemat
