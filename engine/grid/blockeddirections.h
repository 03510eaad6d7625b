#pragma once

#include "grid/space.h"
#include "grid/square.h"
#include "grid/terrainindex.h"

#include <QtGlobal>

#include <memory>
#include <vector>

namespace battlemat {

/**
 * The directions in which a line from a point of the grid (a corner or a square's centre) is certainly blocked
 * for line of effect, and so for cover, by terrain or a wall near that point: a "fan" of direction buckets, one
 * byte each, holding how near the point an obstacle blocks every direction of the bucket. CoverTable uses it to
 * prove "blocked" for many lines at once; it never proves "clear".
 *
 * Why it is a proof (docs/grid-geometry.md, "All pairs at once"): an obstacle is a square that blocks effect or
 * an edge with a wall or a closed door, lying within `radius` squares of the point (Chebyshev distance, every
 * point of it). The directions whose ray from the point enters the open square, or crosses the edge strictly
 * between its end points, form an open arc, worked out from the obstacle's extreme corners with integer cross
 * products. A bucket takes the obstacle's distance only when the whole closed bucket lies strictly inside the
 * arc. A line from the point whose direction falls in a bucket of depth d, and whose far end lies farther than d
 * (Chebyshev, both in half squares), therefore passes through the inside of an obstacle square or properly
 * crosses a wall before its end, which SightLine always counts as blocked, whichever end it is drawn from: no
 * corner graze, edge run or diagonal touch is ever decided here.
 *
 * Directions are ordered by a pseudo-angle theta in [0, 8): per eighth of the circle the ratio of the smaller to
 * the larger coordinate, so theta is exact rational arithmetic; bucket b holds theta in [b / K, (b + 1) / K) with
 * K buckets per eighth. Turning a direction round adds 4 to theta, 4 K to its bucket.
 */
class BlockedDirections
{
public:
    static constexpr quint8 open = 255; // depth of a bucket no obstacle blocks

    /**
     * `joints`: also take as obstacles the joints where two blocking edges meet at a grid point (in line, or at a
     * right angle), each as the path of its two edges. A line crossing such a path where the edges meet has one
     * on each side, which SightLine counts as blocked ("squeezed"), so the whole open arc of the path is proved,
     * including the direction of the joint itself, which the two edges alone leave open: without them every wall
     * leaks a bucket at each joint (docs/vision.md, "Speed"). Vision asks for them; the cover table does not.
     */
    BlockedDirections(const TerrainIndex &terrain, int radius, int bucketsPerOctant, bool joints = false);

    int radius() const { return m_radius; }
    /** Bytes in one fan: 8 K. */
    int buckets() const { return m_buckets; }

    /**
     * The obstacles round a space whose side is at most maxGatherSpace, for the fans of its corners and centres:
     * one key per square, north edge, west edge or joint that blocks effect, (row * tableSide + column) * kinds + kind
     * with row and column counted from `origin`, so that a fan finds the obstacle's arc at key minus its own offset
     * without looking at the obstacle's coordinates (docs/grid-geometry.md, "Building the fans").
     */
    struct Nearby
    {
        Square origin;
        std::vector<qint32> keys; // the first `count`; it only grows (resizing would clear it for every space)
        std::size_t count = 0;
    };
    static constexpr int maxGatherSpace = 4; // Gargantuan
    void gather(const Space &space, Nearby &nearby) const;

    /** Fills `fan` for the grid corner (x, y), 0 <= x <= width, 0 <= y <= height. */
    void compute(int x, int y, quint8 *fan) const;
    /** The same with the obstacles gathered round a space that has (x, y) as a corner. */
    void compute(int x, int y, const Nearby &near, quint8 *fan) const;
    /** The same for the centre of a square of the map (its own square is left out: the centre is inside it). */
    void computeCentre(Square square, quint8 *fan) const;
    void computeCentre(Square square, const Nearby &near, quint8 *fan) const;

    /** The bucket of the direction (dx, dy) (any unit, not both 0). */
    int bucket(int dx, int dy) const
    {
        // floor(K theta): one division. 32 bits suffice: K * minor < 2^31 for K <= 2048 on a 1000 x 1000 map in
        // half squares.
        const Octant o = octant(dx, dy);
        const unsigned scaled = unsigned(m_k) * unsigned(o.minor);
        return o.sign > 0 ? m_k * o.base + int(scaled / unsigned(o.major))
                          : m_k * o.base - int((scaled + unsigned(o.major) - 1) / unsigned(o.major));
    }
    /** The bucket of the opposite direction. */
    int opposite(int bucket) const { return bucket >= m_buckets / 2 ? bucket - m_buckets / 2 : bucket + m_buckets / 2; }
    /** Whether a line in this bucket reaching `length` (Chebyshev, half squares) from the fan's point is blocked. */
    static bool blocks(const quint8 *fan, int bucket, int length) { return fan[bucket] < length; }

    /**
     * Lines along a grid line (corner to corner, same row or column) pass through no square's inside, so no fan
     * ever proves them blocked. SightLine follows such a line on each side separately and blocks it when both
     * sides are lost; this is a cheap sufficient test for that: an effect-blocking square (or the map's edge)
     * beside the line on both sides.
     */
    bool gridLineBlocked(int ax, int ay, int bx, int by) const;

    /**
     * Whether every direction of the closed rectangle [x0, x1] x [y0, y1] (half squares, not containing the
     * origin) that lies off the two axes is blocked for lines reaching `length`: each direction from `fan`, or its
     * opposite from `backFan` (the fan at the other end of such lines; may be null). Both as for blocksAll(). A
     * rectangle beside or across an axis holds directions along a grid line, which no fan of a corner can prove (such a
     * ray passes through no square's inside); it is cut into the parts strictly off the axes, and the caller proves the
     * lines along the axes with gridLineBlocked().
     */
    bool blocksRectangle(const quint8 *fan, const quint8 *backFan, int x0, int y0, int x1, int y1, int length) const;

    /**
     * The buckets of all directions from the origin to points of the closed rectangle [x0, x1] x [y0, y1], which
     * must not contain the origin: first to last, last past buckets() when the arc wraps round theta 0.
     */
    void rectangleArc(int x0, int y0, int x1, int y1, int &first, int &last) const
    {
        // The extreme corners by where the rectangle lies (theta grows from +x towards +y): no products needed.
        // Inline: CoverTable asks it for every pair of creatures.
        int lo[2];
        int hi[2];
        auto set = [](int *v, int x, int y) {
            v[0] = x;
            v[1] = y;
        };
        if (x0 > 0) {
            if (y0 > 0) {
                set(lo, x1, y0), set(hi, x0, y1);
            } else if (y1 < 0) {
                set(lo, x0, y0), set(hi, x1, y1);
            } else {
                set(lo, x0, y0), set(hi, x0, y1);
            }
        } else if (x1 < 0) {
            if (y0 > 0) {
                set(lo, x1, y1), set(hi, x0, y0);
            } else if (y1 < 0) {
                set(lo, x0, y1), set(hi, x1, y0);
            } else {
                set(lo, x1, y1), set(hi, x1, y0);
            }
        } else if (y0 > 0) {
            set(lo, x1, y0), set(hi, x0, y0);
        } else {
            Q_ASSERT(y1 < 0); // the origin lies outside
            set(lo, x0, y1), set(hi, x1, y1);
        }
        first = bucket(lo[0], lo[1]);
        last = bucket(hi[0], hi[1]);
        if (last < first)
            last += m_buckets; // the closed arc wraps past theta 0
    }
    /**
     * One bit per bucket of `fan` (buckets() / 64 words, rounded up): set where some obstacle blocks the bucket at
     * any depth. Every depth is at most 2 radius() half squares, so for lines longer than that a set bit proves
     * the bucket's lines blocked as blocks() does.
     */
    void closedBuckets(const quint8 *fan, quint64 *bits) const;
    /**
     * blocksRectangle() for a rectangle off both axes and lines longer than 2 radius() half squares, from the
     * closedBuckets() of the two fans: the same answer (every depth is shorter than such lines) from a few words.
     */
    bool blocksFar(const quint64 *bits, const quint64 *backBits, int x0, int y0, int x1, int y1) const
    {
        Q_ASSERT((x0 > 0 || x1 < 0) && (y0 > 0 || y1 < 0));
        int first;
        int last;
        rectangleArc(x0, y0, x1, y1, first, last);
        if (allClosed(bits, first, last))
            return true;
        const int back = opposite(first);
        return backBits && allClosed(backBits, back, back + (last - first));
    }
    /**
     * Whether every bucket of first..last (as rectangleArc gives them) blocks lines reaching `length`. It reads
     * 16 buckets at a time: the fan's memory must go on readPast bytes after its last bucket.
     */
    bool blocksAll(const quint8 *fan, int first, int last, int length) const;
    static constexpr int readPast = 15;

    /**
     * The buckets an obstacle blocks from a point, and how deep. No default values: a fan collects hundreds in a
     * scratch array that must not be filled first.
     */
    struct alignas(8) Arc // one 64-bit move
    {
        qint16 first; // bucket range, first > last when empty; last may pass 8K (the arc wraps round theta 0)
        qint16 last;
        quint8 depth; // Chebyshev distance of the obstacle's farthest point, half squares
    };
    static constexpr Arc noArc{1, 0, open};

    /**
     * The instructions that lower the fans' buckets: the widest the processor has is chosen once (AVX2 is checked
     * at run time, the program is not built for it). Tests narrow it to run the same comparisons through each path.
     */
    enum class Instructions
    {
        Plain,
        Sse2,
        Avx2
    };
    static bool supports(Instructions instructions);
    static Instructions instructions();
    /** For tests; a set the processor lacks falls back to the widest it has. */
    static void setInstructions(Instructions instructions);

private:
    /** Whether every bit of first..last (as rectangleArc() gives them, last past buckets() when it wraps) is set. */
    bool allClosed(const quint64 *bits, int first, int last) const
    {
        if (last >= m_buckets)
            return allBits(bits, first, m_buckets - 1) && allBits(bits, 0, last - m_buckets);
        return allBits(bits, first, last);
    }
    static bool allBits(const quint64 *bits, int a, int b)
    {
        const int wa = a >> 6;
        const int wb = b >> 6;
        const quint64 from = ~quint64(0) << (a & 63);
        const quint64 to = ~quint64(0) >> (63 - (b & 63));
        if (wa == wb)
            return (bits[wa] & from & to) == (from & to);
        if ((bits[wa] & from) != from || (bits[wb] & to) != to)
            return false;
        for (int w = wa + 1; w < wb; ++w) {
            if (bits[w] != ~quint64(0))
                return false;
        }
        return true;
    }

    /** theta = base + sign * minor / major on each eighth of the circle (see the class comment). */
    struct Octant
    {
        int base;
        int sign;
        int minor;
        int major;
    };
    static Octant octant(int dx, int dy)
    {
        const int ax = dx < 0 ? -dx : dx;
        const int ay = dy < 0 ? -dy : dy;
        if (dx > 0 && dy >= 0)
            return ay < ax ? Octant{0, 1, ay, ax} : Octant{2, -1, ax, ay};
        if (dx <= 0 && dy > 0)
            return ax < ay ? Octant{2, 1, ax, ay} : Octant{4, -1, ay, ax};
        if (dx < 0 && dy <= 0)
            return ay < ax ? Octant{4, 1, ay, ax} : Octant{6, -1, ax, ay};
        return ax < ay ? Octant{6, 1, ax, ay} : Octant{8, -1, ay, ax};
    }

    void computeFrom(int x, int y, const std::vector<Arc> &table, const Nearby &near, quint8 *fan) const;
    Arc openArc(const int (*vertices)[2], int count) const;
    void floorCeil(int dx, int dy, int &floorValue, int &ceilValue) const;

    bool blocksArc(const quint8 *fan, const quint8 *backFan, int x0, int y0, int x1, int y1, int length) const;

    const quint16 *m_flags;
    int m_stride;
    int m_width;
    int m_height;
    int m_radius;
    int m_k;
    int m_buckets; // 8 K
    // Obstacle kinds per offset: square, north edge, west edge; with joints also the joints at the offset's
    // top-left corner: west+east arms, north+south, north+east, east+south, south+west, west+north.
    int m_kinds = 3;
    // Corner, centre: the arcs of a square, its north edge and its west edge (kind 0, 1, 2; joints 3..8) with the
    // top-left corner at each offset from the point, row-major from (-tableReach, -tableReach), m_kinds per offset.
    // Offsets reach as far as a gathered obstacle can lie from a corner or centre of the space (radius + 1 +
    // maxGatherSpace); past radius + 1 every arc is empty.
    int m_tableReach;
    int m_tableSide; // 2 tableReach + 1
    struct Tables
    {
        std::vector<Arc> arcs[2];
    };
    void buildTables(Tables &tables) const;
    std::shared_ptr<const Tables> m_tables; // shared by every BlockedDirections of the same radius, K and kinds
};

} // namespace battlemat
