#pragma once

#include "core/result.h"
#include "dice/diesource.h"

#include <QList>
#include <QString>

namespace battlemat::ftd {

/**
 * Advantage or disadvantage on a d20 check, Five Torches Deep style (a stripped-down 5e): one of each cancels, and
 * several sources of the same kind do not stack ("Saves & Checks", ../shared/rules/checks-actions-combat-gritty.txt).
 */
enum class Edge
{
    None,
    Advantage,
    Disadvantage
};

/** The edge left when any number of advantages and disadvantages apply: both present cancel to none. */
Edge combineEdges(bool advantage, bool disadvantage);
QString edgeName(Edge edge);
/** "none", "advantage", "disadvantage"; refused otherwise with the accepted words. */
Result<Edge> edgeFromName(const QString &name);

/** One d20 rolled with an edge: both faces when two were rolled, and the one kept. */
struct D20Roll
{
    QList<int> faces;
    int natural = 0;
};

Result<D20Roll> rollD20(DieSource &dice, Edge edge);

/** A check: d20 + modifier against a DC; it succeeds when the total meets or beats the DC. */
struct CheckResult
{
    D20Roll roll;
    int modifier = 0;
    int total = 0;
    int dc = 0;
    Edge edge = Edge::None;

    bool success() const { return total >= dc; }
    /** How many points the total fell under the DC (0 on a success): the return roll's cost counts these. */
    int shortfall() const { return success() ? 0 : dc - total; }
};

/** Resolves a check from a d20 already rolled (tests and replays give the faces). */
CheckResult checkFrom(const D20Roll &roll, int modifier, int dc, Edge edge);
Result<CheckResult> rollCheck(DieSource &dice, int modifier, int dc, Edge edge);

/** The sum of count dice of the given sides (1d6 per point under the DC, 1d20 gp per HD). */
Result<QList<int>> rollDice(DieSource &dice, int count, int sides);

/** The 5e ability modifier of a score: (score - 10) / 2 rounded down (a CON of 6 is -2). */
int abilityModifier(int score);

} // namespace battlemat::ftd
