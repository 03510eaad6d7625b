#pragma once

#include "grid/covergrade.h"
#include "grid/space.h"

namespace battlemat {

class BattleGrid;

/**
 * Orcus "Cover": the attacker picks the corner of its space, and for a target bigger than one square the target's
 * square, that leaves the target the least cover, and draws lines from that corner to the four corners of that
 * square. Obstacles are blocking and solid-but-transparent terrain, walls, closed doors and squares occupied by
 * the target's allies (not the attacker's). 1-2 blocked lines give cover, 3-4 three-quarters cover; without any
 * line of effect the target cannot be targeted at all (total).
 */
class CoverRules
{
public:
    explicit CoverRules(const BattleGrid &grid);

    /** Everything the table shows: grade, chosen corner and square, the four lines, line of sight and effect. */
    CoverResult cover(int attacker, int target) const;
    /** The same from an area's origin square (near and far attacks), attacker -1 when there is none. */
    CoverResult coverFrom(const Space &origin, int target, int attacker = -1) const;
    /** The grade alone, as fast as it goes (the benchmark's all-pairs case). */
    CoverGrade grade(int attacker, int target) const;
    /** The grade alone from an area's origin square, as coverFrom(...).grade. */
    CoverGrade gradeFrom(const Space &origin, int target, int attacker = -1) const;

private:
    /** gradeFrom() with some of the target's allies within the box from topLeft to bottomRight (the lines' reach). */
    CoverGrade gradeWithAlliesNear(const Space &origin, int target, int attacker, Square topLeft,
                                   Square bottomRight) const;
    CoverResult evaluate(const Space &origin, int target, int attacker, bool details) const;

    const BattleGrid &m_grid;
};

} // namespace battlemat
