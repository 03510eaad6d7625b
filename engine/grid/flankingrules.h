#pragma once

#include "grid/space.h"

#include <QString>

namespace battlemat {

class BattleGrid;

struct FlankingResult
{
    bool flanking = false;
    int ally = -1; // the ally on the opposite side
    QString allyId;
    QString reason;
};

/**
 * Orcus "Flanking": two allies adjacent to an enemy on opposite edges or corners of its space. For spaces of any
 * size: the line between the centres of a square of one flanker and a square of the other (each adjacent to the
 * enemy) passes through two opposite sides of the enemy's space (a corner counts for both its sides), as in
 * docs/grid-geometry.md. Only creatures able to attack it flank: not helpless, not unable to make opportunity
 * attacks, nor blinded, dazed, stunned, surprised or unconscious (orcus-gaps-filled.md section 7).
 */
class FlankingRules
{
public:
    explicit FlankingRules(const BattleGrid &grid);

    FlankingResult flanking(int attacker, int target) const;
    /** flanking(attacker, target).flanking, without writing the reasons. */
    bool flanks(int attacker, int target) const;
    /** The geometry alone: a and b on opposite edges or corners of target. */
    static bool opposite(const Space &a, const Space &b, const Space &target);

private:
    /** The rule itself: whether attacker flanks target, with the ally and the reason when explained is given. */
    bool judge(int attacker, int target, FlankingResult *explained) const;

    const BattleGrid &m_grid;
};

} // namespace battlemat
