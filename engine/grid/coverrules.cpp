#include "grid/coverrules.h"

#include "grid/battlegrid.h"
#include "grid/sightline.h"

namespace battlemat {

CoverRules::CoverRules(const BattleGrid &grid)
    : m_grid(grid)
{}

CoverResult CoverRules::cover(int attacker, int target) const
{
    return evaluate(m_grid.creature(attacker).space(), target, attacker, true);
}

CoverResult CoverRules::coverFrom(const Space &origin, int target, int attacker) const
{
    return evaluate(origin, target, attacker, true);
}

CoverGrade CoverRules::grade(int attacker, int target) const
{
    return evaluate(m_grid.creature(attacker).space(), target, attacker, false).grade;
}

CoverResult CoverRules::evaluate(const Space &origin, int target, int attacker, bool details) const
{
    const MapCreature &victim = m_grid.creature(target);
    const Space to = victim.space();
    SightLine lines(m_grid, SightLine::Kind::Cover);
    lines.setCoverSide(victim.side, target, attacker);

    // "A corner of their space": the four corners of the attacker's whole space.
    const Square corners[4] = {{origin.left(), origin.top()},
                               {origin.right() + 1, origin.top()},
                               {origin.left(), origin.bottom() + 1},
                               {origin.right() + 1, origin.bottom() + 1}};
    const int cornerCount = origin.size == 0 ? 1 : 4;
    int best = 5;
    Square bestCorner = corners[0];
    Square bestSquare = to.origin;
    for (int c = 0; c < cornerCount && best > 0; ++c) {
        const SightLine::Point a = SightLine::corner(corners[c].x, corners[c].y);
        for (int ty = to.top(); ty <= to.bottom() && best > 0; ++ty) {
            for (int tx = to.left(); tx <= to.right() && best > 0; ++tx) {
                int count = 0;
                for (int k = 0; k < 4 && count < best; ++k) {
                    const SightLine::Point b = SightLine::corner(tx + (k & 1), ty + (k >> 1));
                    if (lines.blocked(a, b, origin, to))
                        ++count;
                }
                if (count < best) {
                    best = count;
                    bestCorner = corners[c];
                    bestSquare = {tx, ty};
                }
            }
        }
    }

    CoverResult result;
    result.blockedLines = best;
    result.corner = bestCorner;
    result.targetSquare = bestSquare;
    if (best == 0)
        result.grade = CoverGrade::None;
    else if (best <= 2)
        result.grade = CoverGrade::Cover;
    else
        result.grade = CoverGrade::ThreeQuarters;

    // A clear cover line is a line of effect too; only when all are blocked must the wider search run.
    result.lineOfEffect = best < 4 || SightLine(m_grid, SightLine::Kind::Effect).clearLine(origin, to);
    if (!result.lineOfEffect)
        result.grade = CoverGrade::Total;
    if (!details)
        return result;
    result.lineOfSight = SightLine(m_grid, SightLine::Kind::Sight).clearLine(origin, to);
    const SightLine::Point a = SightLine::corner(bestCorner.x, bestCorner.y);
    for (int k = 0; k < 4; ++k) {
        const Square end{bestSquare.x + (k & 1), bestSquare.y + (k >> 1)};
        result.lines.append({bestCorner, end, lines.blocked(a, SightLine::corner(end.x, end.y), origin, to)});
    }
    return result;
}

} // namespace battlemat
