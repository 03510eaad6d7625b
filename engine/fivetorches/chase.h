#pragma once

#include "fivetorches/ftdcheck.h"

namespace battlemat::ftd {

/** The ground of a chase picks the ability: STR on flat open ground, DEX on uneven, CON over hours or days. */
enum class ChaseGround
{
    Open,
    Uneven,
    Endurance
};

QString chaseGroundName(ChaseGround ground);
QString chaseAbility(ChaseGround ground);
Result<ChaseGround> chaseGroundFromName(const QString &name);

/**
 * A chase check ("Chases", ../shared/rules/checks-actions-combat-gritty.txt): DC 11 against a quarry of 30 ft speed,
 * 1 more or less per 5 ft faster or slower; disadvantage when the quarry can easily break line of sight, advantage
 * from a better position (both cancel). The same check lets the party flee.
 */
struct Chase
{
    static constexpr int baseDc = 11;
    static constexpr int baseSpeedFeet = 30;

    /** Speeds are in 5 ft steps; another speed is refused. dcAdjustment: the GM's bow-range or stalling change. */
    static Result<int> dcFor(int quarrySpeedFeet, int dcAdjustment = 0);
    static Edge edgeFor(bool quarryCanBreakSight, bool betterPosition);
    /** Rolls one pursuer's check; for the party as one, pass the worst relevant modifier among them. */
    static Result<CheckResult> roll(DieSource &dice, int modifier, int quarrySpeedFeet, bool quarryCanBreakSight,
                                    bool betterPosition, int dcAdjustment = 0);
};

} // namespace battlemat::ftd
