#include "grid/covertable.h"

#include "grid/battlegrid.h"
#include "grid/sightline.h"

#include <QVarLengthArray>

#include <cstdlib>
#include <cstring>

namespace battlemat {

namespace {

QList<int> allCreatures(const BattleGrid &grid)
{
    QList<int> all;
    all.reserve(grid.creatures().size());
    for (int i = 0; i < int(grid.creatures().size()); ++i)
        all.append(i);
    return all;
}

// CoverRules' order of the attacker's corners: "a corner of their space" means the whole space's four corners.
Square spaceCorner(const Space &space, int index)
{
    return {(index & 1) ? space.right() + 1 : space.left(), (index & 2) ? space.bottom() + 1 : space.top()};
}

} // namespace

CoverTable::CoverTable(const BattleGrid &grid)
    : CoverTable(grid, allCreatures(grid), Tuning{})
{}

CoverTable::CoverTable(const BattleGrid &grid, const QList<int> &creatures)
    : CoverTable(grid, creatures, Tuning{})
{}

CoverTable::CoverTable(const BattleGrid &grid, const QList<int> &creatures, Tuning tuning)
    : m_grid(grid)
    , m_rowOf(std::size_t(grid.creatures().size()), -1)
    , m_directions(grid.terrain(), tuning.radius, tuning.bucketsPerOctant)
{
    // Indexes that name no creature, and repeats, are left out (contains() says which are in).
    for (int creature : creatures) {
        if (creature >= 0 && std::size_t(creature) < m_rowOf.size() && m_rowOf[std::size_t(creature)] < 0) {
            m_rowOf[std::size_t(creature)] = int(m_creatures.size());
            m_creatures.append(creature);
        }
    }
    build();
}

Square CoverTable::corner(int attacker, int target) const
{
    return spaceCorner(m_grid.creature(attacker).space(), entry(attacker, target).corner);
}

Square CoverTable::targetSquare(int attacker, int target) const
{
    const Space to = m_grid.creature(target).space();
    const int square = entry(attacker, target).square;
    return {to.left() + square % to.size, to.top() + square / to.size};
}

QList<CoverLine> CoverTable::lines(int attacker, int target) const
{
    const Square from = corner(attacker, target);
    const Square square = targetSquare(attacker, target);
    const int mask = entry(attacker, target).blockedMask;
    QList<CoverLine> result;
    for (int k = 0; k < 4; ++k)
        result.append({from, {square.x + (k & 1), square.y + (k >> 1)}, bool(mask & (1 << k))});
    return result;
}

void CoverTable::computeFans()
{
    const int n = int(m_creatures.size());
    const int buckets = m_directions.buckets();
    m_spaces.resize(std::size_t(n));
    m_fanBase.assign(std::size_t(n), 0);
    int points = 0;
    for (int row = 0; row < n; ++row) {
        m_spaces[std::size_t(row)] = m_grid.creature(m_creatures[row]).space();
        const int size = m_spaces[std::size_t(row)].size;
        m_fanBase[std::size_t(row)] = points;
        points += (size + 1) * (size + 1) + size * size;
    }
    // BlockedDirections::blocksAll() reads up to 15 bytes past the buckets it looks at.
    m_fans.reset(new quint8[std::size_t(points) * buckets + BlockedDirections::readPast]);
    std::memset(m_fans.get() + std::size_t(points) * buckets, 0, BlockedDirections::readPast);
    m_spaceFans.assign(std::size_t(n) * buckets + BlockedDirections::readPast, 0);
    m_closedWords = (buckets + 63) / 64;
    m_spaceClosed.assign(std::size_t(n) * m_closedWords, 0);
    BlockedDirections::Nearby near;
    for (int row = 0; row < n; ++row) {
        const Space &space = m_spaces[std::size_t(row)];
        m_directions.gather(space, near);
        quint8 *deepest = m_spaceFans.data() + std::size_t(row) * buckets;
        auto addTo = [&](const quint8 *f) {
            for (int b = 0; b < buckets; ++b)
                deepest[b] = std::max(deepest[b], f[b]);
        };
        for (int y = space.top(); y <= space.bottom() + 1; ++y) {
            for (int x = space.left(); x <= space.right() + 1; ++x) {
                quint8 *f = m_fans.get() + fanOffset(row, x, y);
                m_directions.compute(x, y, near, f);
                addTo(f);
            }
        }
        for (int y = space.top(); y <= space.bottom(); ++y) {
            for (int x = space.left(); x <= space.right(); ++x) {
                quint8 *f = m_fans.get() + centreFanOffset(row, {x, y});
                m_directions.computeCentre({x, y}, near, f);
                addTo(f);
            }
        }
        m_directions.closedBuckets(deepest, m_spaceClosed.data() + std::size_t(row) * m_closedWords);
    }
}

void CoverTable::build()
{
    computeFans();
    const int n = int(m_creatures.size());
    m_entries.assign(std::size_t(n) * n, Entry{});
    m_decidedByFans = 0;
    for (int a = 0; a < n; ++a) {
        for (int t = a + 1; t < n; ++t) {
            if (fansBlockBothWays(a, t)) {
                setTotal(a, t);
                setTotal(t, a);
                continue;
            }
            // One-square creatures draw the same cover lines both ways (see PairWalks and PairLines).
            const bool share = m_spaces[std::size_t(a)].size == 1 && m_spaces[std::size_t(t)].size == 1;
            if (!share) {
                for (const auto &[from, to] : {std::pair{a, t}, std::pair{t, a}}) {
                    if (fansBlockEveryLine(from, to))
                        setTotal(from, to);
                    else
                        evaluate(from, to);
                }
                continue;
            }
            PairWalks walks;
            walks.sameSide = m_grid.creature(m_creatures[a]).side == m_grid.creature(m_creatures[t]).side;
            const PairLines lines = fanLines(a, t);
            // Every line of a direction is its sixteen corner lines and the attacker's corners to the target's
            // centre, which is all fansBlockEveryLine() asks of two one-square spaces.
            if (lines.corners == 0xFFFF && lines.toSecondCentre == 0xF)
                setTotal(a, t);
            else
                evaluate(a, t, &walks, false, &lines);
            if (lines.corners == 0xFFFF && lines.toFirstCentre == 0xF)
                setTotal(t, a);
            else
                evaluate(t, a, &walks, true, &lines);
        }
    }
}

void CoverTable::setTotal(int attackerRow, int targetRow)
{
    // Every line from every corner is blocked: CoverRules keeps its first choice (corner 0, the target's
    // top-left square) with four blocked lines, and no line of effect is left.
    Entry &e = m_entries[std::size_t(attackerRow) * m_creatures.size() + targetRow];
    e.grade = CoverGrade::Total;
    e.blockedLines = 4;
    e.blockedMask = 0xF;
    ++m_decidedByFans;
}

bool CoverTable::axisLinesBlocked(int fx0, int fx1, int fy0, int fy1, const Space &to) const
{
    // The lines along grid lines between the lattice points [fx0, fx1] x [fy0, fy1] (a whole space, or one corner)
    // and the corners of `to`, which lies apart from them: per shared grid line the shortest such line, from the
    // nearest lattice point to the nearest corner. gridLineBlocked() asks for an obstacle beside the line on both sides
    // between its ends, and every longer line on that grid line runs between those ends too.
    const int y0 = std::max(fy0, to.top());
    const int y1 = std::min(fy1, to.bottom() + 1);
    if (y0 <= y1) { // shared rows of corners: the spaces lie apart in x
        const int ax = to.left() > fx1 ? fx1 : fx0;
        const int bx = to.left() > fx1 ? to.left() : to.right() + 1;
        for (int y = y0; y <= y1; ++y) {
            if (!m_directions.gridLineBlocked(ax, y, bx, y))
                return false;
        }
    }
    const int x0 = std::max(fx0, to.left());
    const int x1 = std::min(fx1, to.right() + 1);
    if (x0 <= x1) {
        const int ay = to.top() > fy1 ? fy1 : fy0;
        const int by = to.top() > fy1 ? to.top() : to.bottom() + 1;
        for (int x = x0; x <= x1; ++x) {
            if (!m_directions.gridLineBlocked(x, ay, x, by))
                return false;
        }
    }
    return true;
}

bool CoverTable::fansBlockBothWays(int aRow, int bRow) const
{
    // Every line either pair's cover or line of effect can draw joins a corner of one space to a corner or centre
    // of the other: all of them lie in the rectangle b - a of directions (the Minkowski difference), or its
    // opposite seen from b, and are at least the spaces' gap long. A space's deepest fan holds, per bucket, the
    // depth that blocks it from all its corners and centres; lines are blocked whichever end proves it. Lines
    // along a grid line (spaces sharing a row or column of corners) are proved apart (axisLinesBlocked()).
    const Space &from = m_spaces[std::size_t(aRow)];
    const Space &to = m_spaces[std::size_t(bRow)];
    const int x0 = to.left() - (from.right() + 1);
    const int y0 = to.top() - (from.bottom() + 1);
    const int x1 = to.right() + 1 - from.left();
    const int y1 = to.bottom() + 1 - from.top();
    const int gap = std::max({x0, -x1, y0, -y1});
    if (gap <= 0)
        return false;
    if ((x0 > 0 || x1 < 0) && (y0 > 0 || y1 < 0) && gap > m_directions.radius()) {
        // Most pairs: apart in both x and y, so that no line runs along a grid line, and farther apart than any
        // fan's depth (2 radius half squares), so that a bucket blocked at any depth blocks their lines: the
        // closed-bucket bits decide, as blocksRectangle() would (tst_blockeddirections: farBucketsDecideAsTheFans).
        return m_directions.blocksFar(m_spaceClosed.data() + std::size_t(aRow) * m_closedWords,
                                      m_spaceClosed.data() + std::size_t(bRow) * m_closedWords, 2 * x0, 2 * y0, 2 * x1,
                                      2 * y1);
    }
    const int buckets = m_directions.buckets();
    return m_directions.blocksRectangle(m_spaceFans.data() + std::size_t(aRow) * buckets,
                                        m_spaceFans.data() + std::size_t(bRow) * buckets, 2 * x0, 2 * y0, 2 * x1,
                                        2 * y1, 2 * gap) &&
           axisLinesBlocked(from.left(), from.right() + 1, from.top(), from.bottom() + 1, to);
}

bool CoverTable::fansBlockEveryLine(int attackerRow, int targetRow) const
{
    // Corner by corner of the attacker: the whole target's space at once, each direction from the corner's fan or
    // from the target's deepest fan looking back at the corner; else line by line from both ends.
    const Space &from = m_spaces[std::size_t(attackerRow)];
    const Space &to = m_spaces[std::size_t(targetRow)];
    const quint8 *targetFan = m_spaceFans.data() + std::size_t(targetRow) * m_directions.buckets();
    for (int fy = from.top(); fy <= from.bottom() + 1; ++fy) {
        for (int fx = from.left(); fx <= from.right() + 1; ++fx) {
            const quint8 *fromFan = fan(attackerRow, fx, fy);
            const int x0 = to.left() - fx;
            const int y0 = to.top() - fy;
            const int x1 = to.right() + 1 - fx;
            const int y1 = to.bottom() + 1 - fy;
            const int gap = std::max({x0, -x1, y0, -y1});
            if (gap > 0 && m_directions.blocksRectangle(fromFan, targetFan, 2 * x0, 2 * y0, 2 * x1, 2 * y1, 2 * gap) &&
                axisLinesBlocked(fx, fx, fy, fy, to))
                continue;
            for (int ty = to.top(); ty <= to.bottom() + 1; ++ty) {
                for (int tx = to.left(); tx <= to.right() + 1; ++tx) {
                    if (!fansBlock(fromFan, fx, fy, fan(targetRow, tx, ty), 2 * tx, 2 * ty))
                        return false;
                }
            }
            for (int ty = to.top(); ty <= to.bottom(); ++ty) {
                for (int tx = to.left(); tx <= to.right(); ++tx) {
                    if (!fansBlock(fromFan, fx, fy, centreFan(targetRow, {tx, ty}), 2 * tx + 1, 2 * ty + 1))
                        return false;
                }
            }
        }
    }
    return true;
}

bool CoverTable::fansBlock(const quint8 *fromFan, int x, int y, const quint8 *toFan, int x2, int y2) const
{
    const int dx2 = x2 - 2 * x;
    const int dy2 = y2 - 2 * y;
    if (dx2 == 0 && dy2 == 0)
        return false;
    if (dx2 == 0 || dy2 == 0) // along a grid line, corner to corner
        return m_directions.gridLineBlocked(x, y, x2 / 2, y2 / 2);
    const int length = std::max(std::abs(dx2), std::abs(dy2));
    const int b = m_directions.bucket(dx2, dy2);
    return BlockedDirections::blocks(fromFan, b, length) ||
           BlockedDirections::blocks(toFan, m_directions.opposite(b), length);
}

CoverTable::PairLines CoverTable::fanLines(int firstRow, int secondRow) const
{
    // Two one-square spaces: a space's fans are its corners 0 to 3 (CoverRules' order) and then its centre. The
    // sixteen corner lines take only nine directions (the second's corner k minus the first's corner c), so each
    // bucket is worked out once.
    const Space &first = m_spaces[std::size_t(firstRow)];
    const Space &second = m_spaces[std::size_t(secondRow)];
    const std::size_t buckets = std::size_t(m_directions.buckets());
    const quint8 *firstFans = m_fans.get() + std::size_t(m_fanBase[std::size_t(firstRow)]) * buckets;
    const quint8 *secondFans = m_fans.get() + std::size_t(m_fanBase[std::size_t(secondRow)]) * buckets;
    const int dx = second.origin.x - first.origin.x;
    const int dy = second.origin.y - first.origin.y;
    PairLines lines;
    const bool apart = std::abs(dx) >= 2 && std::abs(dy) >= 2;
    if (apart) {
        // No corner line runs along a grid line: the nine buckets first, then the sixteen lines without branches.
        int forward[9];
        int length[9];
        for (int d = 0; d < 9; ++d) {
            const int dx2 = 2 * (dx + d % 3 - 1);
            const int dy2 = 2 * (dy + d / 3 - 1);
            forward[d] = m_directions.bucket(dx2, dy2);
            length[d] = std::max(std::abs(dx2), std::abs(dy2));
        }
        for (int c = 0; c < 4; ++c) {
            for (int k = 0; k < 4; ++k) {
                const int d = ((k & 1) - (c & 1) + 1) + 3 * ((k >> 1) - (c >> 1) + 1);
                // Both ends read, without a branch between: the fans are a megabyte, most reads miss the
                // first-level cache, and independent reads overlap.
                const bool blocked =
                    BlockedDirections::blocks(firstFans + c * buckets, forward[d], length[d]) |
                    BlockedDirections::blocks(secondFans + k * buckets, m_directions.opposite(forward[d]), length[d]);
                lines.corners |= quint16(unsigned(blocked) << (4 * c + k));
            }
        }
    }
    // Otherwise per direction, some of them along a grid line or of no length.
    for (int j = -1; j <= 1 && !apart; ++j) {
        for (int i = -1; i <= 1; ++i) {
            const int dx2 = 2 * (dx + i);
            const int dy2 = 2 * (dy + j);
            if (dx2 == 0 && dy2 == 0)
                continue; // a shared corner: a line of no length, which fans never prove
            const bool alongGridLine = dx2 == 0 || dy2 == 0;
            const int length = std::max(std::abs(dx2), std::abs(dy2));
            const int forward = alongGridLine ? 0 : m_directions.bucket(dx2, dy2);
            const int backward = m_directions.opposite(forward);
            for (int c = 0; c < 4; ++c) {
                const int k = (c & 1) + i + 2 * ((c >> 1) + j); // the second's corner for this c
                if ((c & 1) + i < 0 || (c & 1) + i > 1 || (c >> 1) + j < 0 || (c >> 1) + j > 1)
                    continue;
                bool blocked;
                if (alongGridLine) {
                    const Square a = spaceCorner(first, c);
                    blocked = m_directions.gridLineBlocked(a.x, a.y, a.x + dx2 / 2, a.y + dy2 / 2);
                } else {
                    blocked = BlockedDirections::blocks(firstFans + c * buckets, forward, length) |
                              BlockedDirections::blocks(secondFans + k * buckets, backward, length);
                }
                lines.corners |= quint16(unsigned(blocked) << (4 * c + k));
            }
        }
    }
    // Corner to centre: never along a grid line (the offset is odd both ways).
    for (int c = 0; c < 4; ++c) {
        const int cx2 = 2 * (dx - (c & 1)) + 1;
        const int cy2 = 2 * (dy - (c >> 1)) + 1;
        const int length = std::max(std::abs(cx2), std::abs(cy2));
        const int b = m_directions.bucket(cx2, cy2);
        lines.toSecondCentre |=
            quint8(unsigned(BlockedDirections::blocks(firstFans + c * buckets, b, length) |
                            BlockedDirections::blocks(secondFans + 4 * buckets, m_directions.opposite(b), length))
                   << c);
        // The second's corner c to the first's centre.
        const int rx2 = -2 * (dx + (c & 1)) + 1;
        const int ry2 = -2 * (dy + (c >> 1)) + 1;
        const int rLength = std::max(std::abs(rx2), std::abs(ry2));
        const int r = m_directions.bucket(rx2, ry2);
        lines.toFirstCentre |=
            quint8(unsigned(BlockedDirections::blocks(secondFans + c * buckets, r, rLength) |
                            BlockedDirections::blocks(firstFans + 4 * buckets, m_directions.opposite(r), rLength))
                   << c);
    }
    return lines;
}

void CoverTable::evaluate(int attackerRow, int targetRow, PairWalks *walks, bool reversed, const PairLines *fanLines)
{
    // CoverRules::evaluate step by step (same order, same ties), each line first asked of the fans.
    const int attacker = m_creatures[attackerRow];
    const int target = m_creatures[targetRow];
    const Space &origin = m_spaces[std::size_t(attackerRow)];
    const MapCreature &victim = m_grid.creature(target);
    const Space &to = m_spaces[std::size_t(targetRow)];
    SightLine lines(m_grid, SightLine::Kind::Cover);
    lines.setCoverSide(victim.side, target, attacker);

    QVarLengthArray<SightLine::EndMemo, 25> targetMemo((to.size + 1) * (to.size + 1));
    int best = 5;
    int bestCorner = 0;
    int bestSquare = 0;
    int bestMask = 0;
    bool sawCreature = false; // some cover walk was stopped by a creature (an ally of the target)
    for (int c = 0; c < 4 && best > 0; ++c) {
        const Square corner = spaceCorner(origin, c);
        const quint8 *cornerFan = fan(attackerRow, corner.x, corner.y);
        const SightLine::Point a = SightLine::corner(corner.x, corner.y);
        SightLine::EndMemo startMemo;
        for (int ty = to.top(); ty <= to.bottom() && best > 0; ++ty) {
            for (int tx = to.left(); tx <= to.right() && best > 0; ++tx) {
                int count = 0;
                int mask = 0;
                for (int k = 0; k < 4 && count < best; ++k) {
                    const int bx = tx + (k & 1);
                    const int by = ty + (k >> 1);
                    // Only one-square spaces share walks and fan lines: then the target's corner k is its space's
                    // corner k.
                    const quint16 bit = walks ? quint16(1u << (reversed ? 4 * k + c : 4 * c + k)) : 0;
                    bool blocked =
                        fanLines ? bool(fanLines->corners & bit)
                                 : fansBlock(cornerFan, corner.x, corner.y, fan(targetRow, bx, by), 2 * bx, 2 * by);
                    if (!blocked) {
                        if (walks && (walks->known & bit) &&
                            (walks->sameSide || (walks->alone & bit) ||
                             ((walks->blocked & bit) && !(walks->creature & bit)))) {
                            blocked = walks->blocked & bit;
                            sawCreature = sawCreature || (walks->creature & bit);
                        } else {
                            // A walk kept for the other direction must say itself whether a creature stopped
                            // it: the end memos would hand it another walk's answer without the creature.
                            lines.resetSawCreature();
                            blocked = lines.blocked(
                                a, SightLine::corner(bx, by), origin, to, walks ? nullptr : &startMemo,
                                walks ? nullptr : &targetMemo[(by - to.top()) * (to.size + 1) + (bx - to.left())]);
                            sawCreature = sawCreature || lines.sawCreature();
                            if (walks) {
                                walks->known |= bit;
                                walks->blocked |= blocked ? bit : 0;
                                walks->creature |= lines.sawCreature() ? bit : 0;
                                walks->alone |= lines.metOthers() ? 0 : bit;
                            }
                        }
                    }
                    if (blocked) {
                        ++count;
                        mask |= 1 << k;
                    }
                }
                if (count < best) {
                    best = count;
                    bestCorner = c;
                    bestSquare = (ty - to.top()) * to.size + (tx - to.left());
                    bestMask = mask;
                }
            }
        }
    }

    Entry &e = m_entries[std::size_t(attackerRow) * m_creatures.size() + targetRow];
    e.blockedLines = quint8(best);
    e.blockedMask = quint8(bestMask);
    e.corner = quint8(bestCorner);
    e.square = quint8(bestSquare);
    if (best == 0)
        e.grade = CoverGrade::None;
    else if (best <= 2)
        e.grade = CoverGrade::Cover;
    else
        e.grade = CoverGrade::ThreeQuarters;
    if (best < 4)
        return; // a clear cover line is a line of effect

    // All cover lines blocked: line of effect as SightLine::clearLine finds it, from every lattice point of the
    // attacker's space to every corner and centre of the target's squares. (CoverRules takes a shortcut for two
    // one-square spaces blocked by terrain alone; it reaches the same answer, because then the corner lines are
    // blocked for effect as well.) When no ally of the target stood in the way of any cover line, the cover
    // walks were effect walks: the lines from the space's four corners to the target's corners are known blocked.
    // With walks shared from the other direction, a segment whose walk there met no creature was stopped by
    // terrain alone, which blocks it for effect from either end.
    const bool outerCornerLinesBlocked = !sawCreature;
    const SightLine effect(m_grid, SightLine::Kind::Effect);
    for (int fy = origin.top(); fy <= origin.bottom() + 1; ++fy) {
        for (int fx = origin.left(); fx <= origin.right() + 1; ++fx) {
            const bool outer =
                (fx == origin.left() || fx == origin.right() + 1) && (fy == origin.top() || fy == origin.bottom() + 1);
            const quint8 *fromFan = fan(attackerRow, fx, fy);
            const SightLine::Point a = SightLine::corner(fx, fy);
            for (int ty = to.top(); ty <= to.bottom(); ++ty) {
                for (int tx = to.left(); tx <= to.right(); ++tx) {
                    const SightLine::Point b = SightLine::centre({tx, ty});
                    const bool fansProve = fanLines
                                               ? bool((reversed ? fanLines->toFirstCentre : fanLines->toSecondCentre) &
                                                      (1u << ((fx - origin.left()) + 2 * (fy - origin.top()))))
                                               : fansBlock(fromFan, fx, fy, centreFan(targetRow, {tx, ty}), b.x2, b.y2);
                    if (!fansProve && !effect.blocked(a, b, origin, to))
                        return;
                }
            }
            if (outer && outerCornerLinesBlocked)
                continue;
            for (int ty = to.top(); ty <= to.bottom() + 1; ++ty) {
                for (int tx = to.left(); tx <= to.right() + 1; ++tx) {
                    bool fansProve;
                    if (fanLines) {
                        const int c = (fx - origin.left()) + 2 * (fy - origin.top());
                        const int k = (tx - to.left()) + 2 * (ty - to.top());
                        fansProve = fanLines->corners & (1u << (reversed ? 4 * k + c : 4 * c + k));
                    } else {
                        fansProve = fansBlock(fromFan, fx, fy, fan(targetRow, tx, ty), 2 * tx, 2 * ty);
                    }
                    if (!fansProve && !effect.blocked(a, SightLine::corner(tx, ty), origin, to))
                        return;
                }
            }
        }
    }
    e.grade = CoverGrade::Total;
}

} // namespace battlemat
