#pragma once

#include <QString>

namespace battlemat {

/** One combatant on the segment clock: its order, its SPD and the action points it holds in this segment. */
struct SegmentedCombatant
{
    QString id;
    int dexterity = 10; // the order of the segment's actions, highest first
    int speed = 2;      // SPD 1..3, for the cost formulas
    int squaresPerPoint = 1;
    int primary = 0;   // PAP; may be below 0 after an abort that cost more than it held
    int secondary = 0; // SAP
    // This segment only (cleared when the next one starts):
    bool movedSecondary = false; // used its SAP move
    bool movedPrimary = false;   // used its PAP move
    bool sprinting = false;      // at half DCV until its next segment
    bool attacked = false;       // zero-phase actions come before an attack
    bool aborted = false;        // aborted to a defensive action: nothing more this segment

    int total() const { return primary + secondary; }
    bool operator==(const SegmentedCombatant &other) const = default;
};

} // namespace battlemat
