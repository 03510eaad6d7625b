#include "grid/sightline.h"

#include "grid/battlegrid.h"
#include "grid/sightmemo.h"

#include <cstdlib>

namespace battlemat {

namespace {

// The eight things that meet at a grid corner, clockwise from north with y growing downwards: the four edges
// ("arms") leaving it and the four squares ("quadrants") between them.
enum Ring
{
    NorthArm = 0,
    NorthEast = 1,
    EastArm = 2,
    SouthEast = 3,
    SouthArm = 4,
    SouthWest = 5,
    WestArm = 6,
    NorthWest = 7,
};

int sign(int v)
{
    return (v > 0) - (v < 0);
}

// The ring element a direction leaves a corner through.
int ringOf(int dx, int dy)
{
    if (dx == 0)
        return dy < 0 ? NorthArm : SouthArm;
    if (dy == 0)
        return dx > 0 ? EastArm : WestArm;
    if (dx > 0)
        return dy < 0 ? NorthEast : SouthEast;
    return dy < 0 ? NorthWest : SouthWest;
}

// Elements strictly between a and b going clockwise from a, as a table: every line asks it at each corner.
constexpr unsigned betweenMask(int a, int b)
{
    unsigned mask = 0;
    for (int e = (a + 1) % 8; e != b; e = (e + 1) % 8)
        mask |= 1u << e;
    return mask;
}
struct BetweenTable
{
    unsigned value[8][8] = {};
    constexpr BetweenTable()
    {
        for (int a = 0; a < 8; ++a) {
            for (int b = 0; b < 8; ++b)
                value[a][b] = a == b ? 0 : betweenMask(a, b);
        }
    }
};
constexpr BetweenTable betweenTable;

inline unsigned between(int a, int b)
{
    return betweenTable.value[a][b];
}

// Passing through a corner from element a to element b is blocked when obstacles touch the corner on both sides
// of the line: both ways round from a to b meet one.
bool squeezed(unsigned obstacles, int a, int b)
{
    if (a == b)
        return false;
    return (obstacles & between(a, b)) && (obstacles & between(b, a));
}

unsigned ownQuadrants(const Space &space, int vx, int vy)
{
    unsigned mask = 0;
    if (space.contains({vx, vy - 1}))
        mask |= 1u << NorthEast;
    if (space.contains({vx, vy}))
        mask |= 1u << SouthEast;
    if (space.contains({vx - 1, vy}))
        mask |= 1u << SouthWest;
    if (space.contains({vx - 1, vy - 1}))
        mask |= 1u << NorthWest;
    return mask;
}

} // namespace

SightLine::SightLine(const BattleGrid &grid, Kind kind)
    : m_grid(grid)
    , m_terrain(grid.terrain())
    , m_kind(kind)
    , m_cellFlag(kind == Kind::Sight ? TerrainIndex::SightBlocked : TerrainIndex::EffectBlocked)
    , m_width(grid.grid().width())
    , m_height(grid.grid().height())
    , m_flags(grid.terrain().data())
    , m_stride(grid.terrain().stride())
    , m_heads(grid.occupancy().heads())
    , m_rings(grid.terrain().ringData(kind != Kind::Sight))
{}

void SightLine::setCoverSide(const QString &side, int exceptA, int exceptB)
{
    m_coverSide = side;
    m_exceptA = exceptA;
    m_exceptB = exceptB;
    m_coverCreatures = m_grid.creatures().constData();
}

bool SightLine::creatureObstacle(int x, int y) const
{
    const Occupancy &occupancy = m_grid.occupancy();
    for (int e = occupancy.headEntry(x, y); e >= 0; e = occupancy.nextEntry(e)) {
        const int c = occupancy.entryCreature(e);
        if (c == m_exceptA || c == m_exceptB)
            continue;
        m_metOthers = true;
        if (m_coverCreatures[c].side == m_coverSide) {
            m_sawCreature = true;
            return true;
        }
    }
    return false;
}

unsigned SightLine::ringMask(int vx, int vy) const
{
    if (vx < 0 || vy < 0 || vx > m_width || vy > m_height)
        return 0;
    unsigned mask = m_rings[std::size_t(vy) * m_stride + vx];
    if (m_kind == Kind::Cover && vx > 0 && vy > 0 && vx < m_width && vy < m_height) {
        // Most corners have nobody on the four squares round them: heads are -1 there, and the four share their
        // sign bit only when all are negative.
        const int *head = m_heads + std::size_t(vy - 1) * m_stride + (vx - 1);
        if ((head[0] & head[1] & head[m_stride] & head[m_stride + 1]) < 0)
            return mask;
    }
    if (m_kind == Kind::Cover) {
        // The target's allies are obstacles too: look at the four squares around the corner that hold anyone.
        static constexpr int quadrant[4][3] = {
            {0, -1, NorthEast}, {0, 0, SouthEast}, {-1, 0, SouthWest}, {-1, -1, NorthWest}};
        for (const auto &q : quadrant) {
            const int x = vx + q[0];
            const int y = vy + q[1];
            if (x >= 0 && y >= 0 && x < m_width && y < m_height && m_heads[std::size_t(y) * m_stride + x] >= 0 &&
                creatureObstacle(x, y))
                mask |= 1u << q[2];
        }
    }
    return mask;
}

bool SightLine::endBlocked(int vx, int vy, int direction, const Space &own) const
{
    // The line leaves (or reaches) a corner of the space through `direction`; it must be able to get there from
    // one of the space's own squares at that corner without being squeezed.
    const unsigned quadrants = ownQuadrants(own, vx, vy);
    if (quadrants == 0)
        return false; // a corner outside the space (an area's origin seen from elsewhere): nothing to get round
    const unsigned obstacles = ringMask(vx, vy) & ~quadrants;
    for (int q = NorthEast; q < 8; q += 2) {
        if ((quadrants & (1u << q)) && !squeezed(obstacles, q, direction))
            return false;
    }
    return true;
}

bool SightLine::sharedCornerBlocked(int vx, int vy, const Space &from, const Space &to) const
{
    // A line of no length, at a corner both spaces touch: it must still get from a square of one to a square of
    // the other round that corner without being closed in on both sides.
    const unsigned mine = ownQuadrants(from, vx, vy);
    const unsigned theirs = ownQuadrants(to, vx, vy);
    const unsigned obstacles = ringMask(vx, vy) & ~mine & ~theirs;
    for (int q = NorthEast; q < 8; q += 2) {
        for (int t = NorthEast; t < 8; t += 2) {
            if ((mine & (1u << q)) && (theirs & (1u << t)) && !squeezed(obstacles, q, t))
                return false;
        }
    }
    return true;
}

bool SightLine::endBlocked(int vx, int vy, int direction, const Space &own, EndMemo *memo) const
{
    if (!memo)
        return endBlocked(vx, vy, direction, own);
    const quint8 bit = quint8(1u << direction);
    if (!(memo->known & bit)) {
        memo->known |= bit;
        if (!endBlocked(vx, vy, direction, own))
            memo->free |= bit;
    }
    return !(memo->free & bit);
}

bool SightLine::blocked(Point a, Point b, const Space &from, const Space &to, EndMemo *startMemo,
                        EndMemo *endMemo) const
{
    const int dx = b.x2 - a.x2;
    const int dy = b.y2 - a.y2;
    if (dx == 0 && dy == 0)
        return sharedCornerBlocked(a.x2 / 2, a.y2 / 2, from, to);
    const int sx = sign(dx);
    const int sy = sign(dy);
    const bool bIsCorner = (b.x2 % 2 == 0) && (b.y2 % 2 == 0);
    if (dx == 0 || dy == 0)
        return alongGridLineBlocked(a, b, from, to);
    if (endBlocked(a.x2 / 2, a.y2 / 2, ringOf(dx, dy), from, startMemo))
        return true;

    const int adx = std::abs(dx);
    const int ady = std::abs(dy);
    // The first square the line enters after leaving corner a.
    // Both ends lie on the map and the line is not along a grid line, so every square it enters is on the map.
    int cx = a.x2 / 2 + (sx > 0 ? 0 : -1);
    int cy = a.y2 / 2 + (sy > 0 ? 0 : -1);
    if (onMapObstacle(cx, cy))
        return true;
    // Crossing times of the next vertical and horizontal grid lines, scaled by adx * ady so that they stay
    // integers: the next vertical line is 2 half squares on, at time 2 / adx = 2 * ady / (adx * ady).
    const int limit = adx * ady; // time of reaching b
    int tx = 2 * ady;
    int ty = 2 * adx;
    const int stepX = 2 * ady;
    const int stepY = 2 * adx;
    const int throughBack = ringOf(-dx, -dy);
    const int throughAhead = ringOf(dx, dy);
    std::size_t cell = std::size_t(cy) * m_stride + cx;
    const std::ptrdiff_t moveX = sx;
    const std::ptrdiff_t moveY = sy > 0 ? m_stride : -std::ptrdiff_t(m_stride);
    const std::size_t eastWord = sx > 0 ? 1 : 0;                      // the word holding the vertical edge crossed
    const std::size_t southWord = sy > 0 ? std::size_t(m_stride) : 0; // and the horizontal one
    for (;;) {
        const bool xBefore = tx < limit; // crossing happens before b
        const bool yBefore = ty < limit;
        if (!xBefore && !yBefore)
            break;
        if (xBefore && (!yBefore || tx < ty)) {
            if (m_flags[cell + eastWord] & TerrainIndex::ViewWallWest)
                return true;
            cx += sx;
            cell += moveX;
            tx += stepX;
        } else if (yBefore && (!xBefore || ty < tx)) {
            if (m_flags[cell + southWord] & TerrainIndex::ViewWallNorth)
                return true;
            cy += sy;
            cell += moveY;
            ty += stepY;
        } else {
            if (squeezed(ringMask(cx + (sx > 0), cy + (sy > 0)), throughBack, throughAhead))
                return true;
            cx += sx;
            cy += sy;
            cell += moveX + moveY;
            tx += stepX;
            ty += stepY;
        }
        if ((m_flags[cell] & m_cellFlag) || (m_kind == Kind::Cover && m_heads[cell] >= 0 && creatureObstacle(cx, cy)))
            return true;
    }
    return bIsCorner && endBlocked(b.x2 / 2, b.y2 / 2, ringOf(-dx, -dy), to, endMemo);
}

bool SightLine::alongGridLineBlocked(Point a, Point b, const Space &from, const Space &to) const
{
    // A line along a grid line, corner to corner. It is not blocked by touching obstacles on one side, so it is
    // followed on each side separately, as if pushed a hair's breadth that way: a side is lost where an obstacle
    // square lies on it, where a wall or door crosses the line on it, or where the line cannot get from the
    // viewer's square (or to the target's) on it. A wall the line runs along lies on neither side; the line just
    // cannot change sides through it. "Minus" is the side counter-clockwise of the direction (north when going
    // east).
    const int sx = sign(b.x2 - a.x2);
    const int sy = sign(b.y2 - a.y2);
    const int d = ringOf(sx, sy);
    const int back = (d + 4) % 8;
    int vx = a.x2 / 2;
    int vy = a.y2 / 2;
    const int ex = b.x2 / 2;
    const int ey = b.y2 / 2;

    bool minus = false;
    bool plus = false;
    {
        const unsigned own = ownQuadrants(from, vx, vy);
        const unsigned obstacles = ringMask(vx, vy) & ~own;
        if (own == 0) {
            minus = plus = true;
        } else {
            // From one of the viewer's squares the line gets to a side of its own edge (arm d) round the corner
            // either way: clockwise it arrives on the minus side, counter-clockwise on the plus side, and at the
            // corner itself it may cross that edge to the other side unless a wall stands on it. So a side is
            // lost only when obstacles close in on both ways round (the squeeze of the other lines); what lies
            // behind the start (a square or the map's edge) does not matter while the other way round is open.
            const bool across = !(obstacles & (1u << d));
            for (int q = NorthEast; q < 8; q += 2) {
                if (!(own & (1u << q)))
                    continue;
                const bool toMinus = !(obstacles & between(q, d));
                const bool toPlus = !(obstacles & between(d, q));
                minus = minus || toMinus || (across && toPlus);
                plus = plus || toPlus || (across && toMinus);
            }
        }
    }
    const int minusCell = (d + 7) % 8;
    const int plusCell = (d + 1) % 8;
    const int minusArm = (d + 6) % 8;
    const int plusArm = (d + 2) % 8;
    while (minus || plus) {
        if (vx == ex && vy == ey)
            break;
        const unsigned ring = ringMask(vx, vy);
        if (!(vx == a.x2 / 2 && vy == a.y2 / 2)) {
            minus = minus && !(ring & (1u << minusArm));
            plus = plus && !(ring & (1u << plusArm));
        }
        minus = minus && !(ring & (1u << minusCell));
        plus = plus && !(ring & (1u << plusCell));
        vx += sx;
        vy += sy;
    }
    if (!minus && !plus)
        return true;
    // At the far corner the line must get into one of the target's squares from the side it is on, round the
    // corner, or across its own edge (arm `back`) to the other side and round from there: the same rule as at the
    // start, so the line is decided the same from either end.
    const unsigned own = ownQuadrants(to, ex, ey);
    if (own == 0)
        return false;
    const unsigned obstacles = ringMask(ex, ey) & ~own;
    const bool across = !(obstacles & (1u << back));
    for (int q = NorthEast; q < 8; q += 2) {
        if (!(own & (1u << q)))
            continue;
        const bool fromMinus = !(obstacles & between(back, q));
        const bool fromPlus = !(obstacles & between(q, back));
        if ((minus && (fromMinus || (across && fromPlus))) || (plus && (fromPlus || (across && fromMinus))))
            return false;
    }
    return true;
}

bool SightLine::clearLine(const Space &from, const Space &to) const
{
    // Sight and effect lines see the terrain alone: the same two spaces on the same map always get the same answer.
    if (m_kind == Kind::Cover)
        return anyClearLine(from, to);
    const quint64 key =
        SightMemo::key(m_kind == Kind::Sight ? SightMemo::Question::Sight : SightMemo::Question::Effect, from, to);
    if (!key)
        return anyClearLine(from, to);
    SightMemo &memo = SightMemo::of(m_terrain);
    if (const auto known = memo.find(key))
        return *known != 0;
    const bool clear = anyClearLine(from, to);
    memo.insert(key, clear ? 1 : 0);
    return clear;
}

bool SightLine::anyClearLine(const Space &from, const Space &to) const
{
    for (int fy = from.top(); fy <= from.bottom() + 1; ++fy) {
        for (int fx = from.left(); fx <= from.right() + 1; ++fx) {
            const Point a = corner(fx, fy);
            for (int ty = to.top(); ty <= to.bottom(); ++ty) {
                for (int tx = to.left(); tx <= to.right(); ++tx) {
                    if (!blocked(a, centre({tx, ty}), from, to))
                        return true;
                }
            }
            for (int ty = to.top(); ty <= to.bottom() + 1; ++ty) {
                for (int tx = to.left(); tx <= to.right() + 1; ++tx) {
                    if (!blocked(a, corner(tx, ty), from, to))
                        return true;
                }
            }
        }
    }
    return false;
}

} // namespace battlemat
