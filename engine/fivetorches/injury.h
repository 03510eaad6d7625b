#pragma once

#include "fivetorches/ftdcheck.h"

namespace battlemat::ftd {

/** The bands of the d20 injury table rolled once a PC at 0 HP is stabilized ("Injury Table",
 * ../shared/rules/checks-actions-combat-gritty.txt). */
enum class InjuryKind
{
    Dead,
    AbilityLoss,
    LostBodyPart,
    DisadvantageUntilRest,
    Standing
};

/** One injury: its band, the ability that loses 1d6 (STR on a 2 ... CHA on a 7), and the extra die rolled. */
struct Injury
{
    int natural = 0;
    InjuryKind kind = InjuryKind::Dead;
    QString name;    // "false hope", "feeble", ..., "standing"
    QString ability; // "STR" .. "CHA" for the ability losses
    int amount = 0;  // the 1d6 lost or the 1d8 healed

    /** The band of a d20 face, without rolling its extra die. Refused outside 1 to 20. */
    static Result<Injury> band(int natural);
    /** Rolls the d20 and, for an ability loss or standing, its 1d6 or 1d8. */
    static Result<Injury> roll(DieSource &dice);
    /** Resolves a d20 face already rolled, rolling only the extra die. */
    static Result<Injury> resolve(int natural, DieSource &dice);

    QString kindName() const;
    /** Unless dead, the PC returns to 1 HP (standing: 1 + 1d8, capped at the maximum by the sheet). */
    int hitPointsAfter(int maximum) const;
};

} // namespace battlemat::ftd
