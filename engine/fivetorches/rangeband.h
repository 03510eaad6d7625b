#pragma once

#include "fivetorches/ftdcheck.h"

namespace battlemat::ftd {

/** Close (melee, 5-10 ft), ranged (past melee, within the weapon's range) and far (seen but out of range). */
enum class RangeBand
{
    Close,
    Ranged,
    Far
};

QString rangeBandName(RangeBand band);

/**
 * The band a distance falls in for an attack ("Range", ../shared/rules/checks-actions-combat-gritty.txt): melee reach
 * is 10 ft, anything past the weapon's range is far. A weapon's range of 0 means a melee weapon.
 */
RangeBand rangeBandFor(int distanceFeet, int weaponRangeFeet);

/** Whether an attack may be made at that distance, and with what edge: a ranged attack in melee is at disadvantage. */
struct AttackReach
{
    bool allowed = false;
    Edge edge = Edge::None;
    QString reason;
};

AttackReach attackReach(bool rangedAttack, int distanceFeet, int weaponRangeFeet);

} // namespace battlemat::ftd
