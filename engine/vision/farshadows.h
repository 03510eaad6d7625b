#pragma once

#include "grid/terrainindex.h"

#include <QtGlobal>

#include <vector>

namespace battlemat {

/**
 * The shadows obstacles anywhere on the map cast from one grid corner, for Vision's proofs beyond the reach of
 * BlockedDirections' fans (radius 32): on an open map lit everywhere the heroes look hundreds of squares far, and
 * every square out there was walked by SightLine from every corner of every hero (docs/vision.md, "Speed").
 *
 * The same proof as BlockedDirections: a direction bucket takes the depth of an obstacle (Chebyshev distance of
 * its farthest point, half squares) only when the whole closed bucket lies strictly inside the obstacle's open
 * arc, so a line in that bucket reaching farther passes through the inside of a sight-blocking square or properly
 * crosses a wall or closed door before its end, which SightLine always counts as blocked. It never proves "clear".
 * Unlike the fans it has no radius (depths are 16-bit), takes the map's obstacles merged into rectangles of
 * sight-blocking squares and straight runs of walls (a line through the joint of two walls in line is squeezed,
 * so blocked: a run's whole open arc is proved), and is built for one corner at a time from a shared list.
 */
class FarShadows
{
public:
    static constexpr quint16 open = 0xffff;

    /** Gathers the map's sight-blocking squares and walls (closed and locked doors too) as merged obstacles. */
    explicit FarShadows(const TerrainIndex &terrain, int bucketsPerOctant = 512);

    int buckets() const { return m_buckets; }
    /** Fills `fan` (buckets() depths) for the grid corner (x, y). */
    void compute(int x, int y, quint16 *fan) const;
    /**
     * Whether every line from the fan's corner to a lattice point (a corner or a centre, half squares) of the
     * closed rectangle [x0, x1] x [y0, y1] (relative to the corner, not containing it) that does not run along one
     * of the corner's grid lines is blocked for lines reaching `length` (Chebyshev, half squares). The lines along
     * the grid lines are the caller's (Vision walks them once per corner).
     */
    bool blocksRectangle(const quint16 *fan, int x0, int y0, int x1, int y1, int length) const;

private:
    struct Obstacle
    {
        qint16 x0, y0, x1,
            y1; // squares: a rectangle x0..x1 x y0..y1; a wall: the grid points from (x0, y0) to (x1, y1)
        bool wall;
    };
    void floorCeil(int dx, int dy, int &floorValue, int &ceilValue) const;
    void fill(quint16 *fan, const int lo[2], const int hi[2], quint16 depth) const;
    bool blocksArc(const quint16 *fan, int x0, int y0, int x1, int y1, int length) const;

    std::vector<Obstacle> m_obstacles;
    int m_k;
    int m_buckets; // 8 K
};

} // namespace battlemat
