#include "fivetorches/rangeband.h"

namespace battlemat::ftd {

namespace {
constexpr int meleeReachFeet = 10;
}

QString rangeBandName(RangeBand band)
{
    switch (band) {
    case RangeBand::Close:
        return QStringLiteral("close");
    case RangeBand::Ranged:
        return QStringLiteral("ranged");
    case RangeBand::Far:
        break;
    }
    return QStringLiteral("far");
}

RangeBand rangeBandFor(int distanceFeet, int weaponRangeFeet)
{
    if (distanceFeet <= meleeReachFeet)
        return RangeBand::Close;
    return distanceFeet <= weaponRangeFeet ? RangeBand::Ranged : RangeBand::Far;
}

AttackReach attackReach(bool rangedAttack, int distanceFeet, int weaponRangeFeet)
{
    const RangeBand band = rangeBandFor(distanceFeet, rangedAttack ? weaponRangeFeet : meleeReachFeet);
    if (band == RangeBand::Far)
        return {false, Edge::None,
                rangedAttack ? QStringLiteral("beyond the weapon's range") : QStringLiteral("beyond melee reach")};
    if (rangedAttack && band == RangeBand::Close)
        return {true, Edge::Disadvantage, QStringLiteral("a ranged attack in melee")};
    return {true, Edge::None, {}};
}

} // namespace battlemat::ftd
