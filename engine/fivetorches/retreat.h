#pragma once

#include "fivetorches/ftdcheck.h"

namespace battlemat::ftd {

/**
 * A PC's retreat from combat ("Retreat", ../shared/rules/checks-actions-combat-gritty.txt): the whole turn; it fails
 * if the GM's check fails or any attack on the way hits, however little it does. On success the PC leaves the
 * initiative order; retainers following them check morale at once with disadvantage.
 */
struct Retreat
{
    bool checkCalled = false;
    bool checkPassed = true;
    bool hitWhileFleeing = false;

    bool escaped() const { return (!checkCalled || checkPassed) && !hitWhileFleeing; }
    /** Concentration ends the moment a PC retreats, whether or not they get away. */
    static constexpr bool endsConcentration = true;
    /** The edge of the retainers' morale check. */
    static constexpr Edge retainerMoraleEdge = Edge::Disadvantage;
};

} // namespace battlemat::ftd
