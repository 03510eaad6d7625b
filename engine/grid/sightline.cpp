#include "grid/sightline.h"

#include "grid/battlegrid.h"

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

// Elements strictly between a and b going clockwise from a.
unsigned between(int a, int b)
{
    unsigned mask = 0;
    for (int e = (a + 1) % 8; e != b; e = (e + 1) % 8)
        mask |= 1u << e;
    return mask;
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
{}

void SightLine::setCoverSide(const QString &side, int exceptA, int exceptB)
{
    m_coverSide = side;
    m_exceptA = exceptA;
    m_exceptB = exceptB;
    m_coverCreatures = m_grid.creatures().constData();
}

bool SightLine::cellObstacle(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return false;
    if (m_terrain.at(x, y) & m_cellFlag)
        return true;
    if (m_kind != Kind::Cover)
        return false;
    const Occupancy &occupancy = m_grid.occupancy();
    for (int e = occupancy.headEntry(x, y); e >= 0; e = occupancy.nextEntry(e)) {
        const int c = occupancy.entryCreature(e);
        if (c != m_exceptA && c != m_exceptB && m_coverCreatures[c].side == m_coverSide)
            return true;
    }
    return false;
}

bool SightLine::verticalEdge(int x, int row) const
{
    return x >= 0 && x <= m_width && row >= 0 && row < m_height && (m_terrain.at(x, row) & TerrainIndex::ViewWallWest);
}

bool SightLine::horizontalEdge(int column, int y) const
{
    return column >= 0 && column < m_width && y >= 0 && y <= m_height &&
           (m_terrain.at(column, y) & TerrainIndex::ViewWallNorth);
}

unsigned SightLine::ringMask(int vx, int vy) const
{
    unsigned mask = 0;
    if (verticalEdge(vx, vy - 1))
        mask |= 1u << NorthArm;
    if (cellObstacle(vx, vy - 1))
        mask |= 1u << NorthEast;
    if (horizontalEdge(vx, vy))
        mask |= 1u << EastArm;
    if (cellObstacle(vx, vy))
        mask |= 1u << SouthEast;
    if (verticalEdge(vx, vy))
        mask |= 1u << SouthArm;
    if (cellObstacle(vx - 1, vy))
        mask |= 1u << SouthWest;
    if (horizontalEdge(vx - 1, vy))
        mask |= 1u << WestArm;
    if (cellObstacle(vx - 1, vy - 1))
        mask |= 1u << NorthWest;
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

bool SightLine::blocked(Point a, Point b, const Space &from, const Space &to) const
{
    const int dx = b.x2 - a.x2;
    const int dy = b.y2 - a.y2;
    if (dx == 0 && dy == 0)
        return false;
    const int sx = sign(dx);
    const int sy = sign(dy);
    const bool bIsCorner = (b.x2 % 2 == 0) && (b.y2 % 2 == 0);
    if (dx == 0 || dy == 0)
        return alongGridLineBlocked(a, b, from, to);
    if (endBlocked(a.x2 / 2, a.y2 / 2, ringOf(dx, dy), from))
        return true;

    const int adx = std::abs(dx);
    const int ady = std::abs(dy);
    // The first square the line enters after leaving corner a.
    int cx = a.x2 / 2 + (sx > 0 ? 0 : -1);
    int cy = a.y2 / 2 + (sy > 0 ? 0 : -1);
    if (cellObstacle(cx, cy))
        return true;
    int gx = a.x2 + 2 * sx; // next vertical grid line, in half squares
    int gy = a.y2 + 2 * sy;
    const int throughBack = ringOf(-dx, -dy);
    const int throughAhead = ringOf(dx, dy);
    for (;;) {
        const int ox = std::abs(gx - a.x2);
        const int oy = std::abs(gy - a.y2);
        const bool xBefore = ox < adx; // crossing happens before b
        const bool yBefore = oy < ady;
        if (!xBefore && !yBefore)
            break;
        const long long tx = (long long)ox * ady; // compares ox / adx with oy / ady
        const long long ty = (long long)oy * adx;
        if (xBefore && (!yBefore || tx < ty)) {
            if (verticalEdge(gx / 2, cy))
                return true;
            cx += sx;
            gx += 2 * sx;
        } else if (yBefore && (!xBefore || ty < tx)) {
            if (horizontalEdge(cx, gy / 2))
                return true;
            cy += sy;
            gy += 2 * sy;
        } else {
            if (squeezed(ringMask(gx / 2, gy / 2), throughBack, throughAhead))
                return true;
            cx += sx;
            cy += sy;
            gx += 2 * sx;
            gy += 2 * sy;
        }
        if (cellObstacle(cx, cy))
            return true;
    }
    return bIsCorner && endBlocked(b.x2 / 2, b.y2 / 2, ringOf(-dx, -dy), to);
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
            for (int q = NorthEast; q < 8; q += 2) {
                if (!(own & (1u << q)))
                    continue;
                minus = minus || !(obstacles & between(q, d));
                plus = plus || !(obstacles & between(d, q));
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
    // At the far corner the line must get into one of the target's squares from the side it is on.
    const unsigned own = ownQuadrants(to, ex, ey);
    if (own == 0)
        return false;
    const unsigned obstacles = ringMask(ex, ey) & ~own;
    for (int q = NorthEast; q < 8; q += 2) {
        if (!(own & (1u << q)))
            continue;
        if ((minus && !(obstacles & between(back, q))) || (plus && !(obstacles & between(q, back))))
            return false;
    }
    return true;
}

bool SightLine::clearLine(const Space &from, const Space &to) const
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
