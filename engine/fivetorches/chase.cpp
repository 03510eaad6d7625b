#include "fivetorches/chase.h"

namespace battlemat::ftd {

QString chaseGroundName(ChaseGround ground)
{
    switch (ground) {
    case ChaseGround::Open:
        return QStringLiteral("open");
    case ChaseGround::Uneven:
        return QStringLiteral("uneven");
    case ChaseGround::Endurance:
        break;
    }
    return QStringLiteral("endurance");
}

QString chaseAbility(ChaseGround ground)
{
    switch (ground) {
    case ChaseGround::Open:
        return QStringLiteral("STR");
    case ChaseGround::Uneven:
        return QStringLiteral("DEX");
    case ChaseGround::Endurance:
        break;
    }
    return QStringLiteral("CON");
}

Result<ChaseGround> chaseGroundFromName(const QString &name)
{
    for (ChaseGround ground : {ChaseGround::Open, ChaseGround::Uneven, ChaseGround::Endurance}) {
        if (chaseGroundName(ground) == name)
            return ground;
    }
    return Error{QStringLiteral("'%1' is not a chase ground (open, uneven, endurance)").arg(name)};
}

Result<int> Chase::dcFor(int quarrySpeedFeet, int dcAdjustment)
{
    if (quarrySpeedFeet < 0 || quarrySpeedFeet > 1000 || quarrySpeedFeet % 5 != 0)
        return Error{QStringLiteral("a quarry's speed is 0 to 1000 ft in steps of 5 ft, not %1").arg(quarrySpeedFeet)};
    return baseDc + (quarrySpeedFeet - baseSpeedFeet) / 5 + dcAdjustment;
}

Edge Chase::edgeFor(bool quarryCanBreakSight, bool betterPosition)
{
    return combineEdges(betterPosition, quarryCanBreakSight);
}

Result<CheckResult> Chase::roll(DieSource &dice, int modifier, int quarrySpeedFeet, bool quarryCanBreakSight,
                                bool betterPosition, int dcAdjustment)
{
    auto dc = dcFor(quarrySpeedFeet, dcAdjustment);
    if (!dc)
        return dc.error();
    return rollCheck(dice, modifier, *dc, edgeFor(quarryCanBreakSight, betterPosition));
}

} // namespace battlemat::ftd
