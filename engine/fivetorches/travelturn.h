#pragma once

#include "fivetorches/ftdcheck.h"

namespace battlemat::ftd {

/** The four threat levels of the travel turn table ("Travel Turn Table",
 * ../shared/rules/checks-actions-combat-gritty.txt). */
enum class ThreatLevel
{
    Terrible,
    BadSoon,
    ThreatNears,
    NothingBad
};

/** How the party moves this hour: the GM rolls with advantage when they are cautious and disadvantage when not. */
enum class Approach
{
    Normal,
    Cautious,
    Careless
};

/** One travel turn: the d20 (with its edge) and the band it fell in; the GM interprets it for the place. */
struct TravelTurn
{
    D20Roll d20;
    Edge edge = Edge::None;
    ThreatLevel threat = ThreatLevel::NothingBad;

    /** "terrible" (1), "bad-soon" (2-10), "threat-nears" (11-19), "nothing-bad" (20). */
    static QString threatName(ThreatLevel threat);
    /** The table's own summary of the band, in our words, for the log. */
    static QString threatSummary(ThreatLevel threat);
    static ThreatLevel threatFor(int natural);
    static Edge edgeFor(Approach approach);
    static Result<Approach> approachFromName(const QString &name);

    static Result<TravelTurn> roll(DieSource &dice, Approach approach);
};

} // namespace battlemat::ftd
