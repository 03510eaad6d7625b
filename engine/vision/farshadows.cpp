#include "vision/farshadows.h"

#include <algorithm>
#include <cstdlib>

namespace battlemat {

namespace {

// Merged obstacles stay small, so that their depth (their farthest point) stays near their nearest and they prove
// the squares right behind them too.
constexpr int maxRun = 8;

struct Octant
{
    int base;
    int sign;
    int minor;
    int major;
};

// theta = base + sign * minor / major on each eighth of the circle, growing from +x towards +y (as
// BlockedDirections).
Octant octant(int dx, int dy)
{
    const int ax = std::abs(dx);
    const int ay = std::abs(dy);
    if (dx > 0 && dy >= 0)
        return ay < ax ? Octant{0, 1, ay, ax} : Octant{2, -1, ax, ay};
    if (dx <= 0 && dy > 0)
        return ax < ay ? Octant{2, 1, ax, ay} : Octant{4, -1, ay, ax};
    if (dx < 0 && dy <= 0)
        return ay < ax ? Octant{4, 1, ay, ax} : Octant{6, -1, ax, ay};
    return ax < ay ? Octant{6, 1, ax, ay} : Octant{8, -1, ay, ax};
}

// The extreme points (smallest and largest theta) of the closed rectangle [x0, x1] x [y0, y1], which does not
// contain the origin (BlockedDirections::rectangleArc).
void extremes(int x0, int y0, int x1, int y1, int lo[2], int hi[2])
{
    auto set = [](int *v, int x, int y) {
        v[0] = x;
        v[1] = y;
    };
    if (x0 > 0) {
        if (y0 > 0)
            set(lo, x1, y0), set(hi, x0, y1);
        else if (y1 < 0)
            set(lo, x0, y0), set(hi, x1, y1);
        else
            set(lo, x0, y0), set(hi, x0, y1);
    } else if (x1 < 0) {
        if (y0 > 0)
            set(lo, x1, y1), set(hi, x0, y0);
        else if (y1 < 0)
            set(lo, x0, y1), set(hi, x1, y0);
        else
            set(lo, x1, y1), set(hi, x1, y0);
    } else if (y0 > 0) {
        set(lo, x1, y0), set(hi, x0, y0);
    } else {
        set(lo, x0, y1), set(hi, x1, y1);
    }
}

int chebyshev(int x0, int y0, int x1, int y1)
{
    return std::max({std::abs(x0), std::abs(x1), std::abs(y0), std::abs(y1)});
}

} // namespace

FarShadows::FarShadows(const TerrainIndex &terrain, int bucketsPerOctant)
    : m_k(bucketsPerOctant)
    , m_buckets(8 * bucketsPerOctant)
{
    const int width = terrain.width();
    const int height = terrain.height();
    auto flags = [&](int x, int y) { return terrain.at(x, y); };
    // Sight-blocking squares as rectangles of at most maxRun x maxRun: a line through the inside of the rectangle
    // passes through the inside of one of its squares (a line along an inner grid line runs along one of the
    // corner's own grid lines, which the caller walks).
    std::vector<quint8> used(std::size_t(width) * height, 0);
    auto blocking = [&](int x, int y) {
        return x < width && y < height && (flags(x, y) & TerrainIndex::SightBlocked) &&
               !used[std::size_t(y) * width + x];
    };
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (!blocking(x, y))
                continue;
            int w = 1;
            while (w < maxRun && blocking(x + w, y))
                ++w;
            int h = 1;
            for (; h < maxRun; ++h) {
                bool row = true;
                for (int i = 0; i < w && row; ++i)
                    row = blocking(x + i, y + h);
                if (!row)
                    break;
            }
            for (int j = 0; j < h; ++j)
                std::fill_n(used.begin() + std::ptrdiff_t(y + j) * width + x, w, quint8(1));
            m_obstacles.push_back({qint16(x), qint16(y), qint16(x + w - 1), qint16(y + h - 1), false});
        }
    }
    // Walls and closed doors as straight runs of at most maxRun edges, as grid points from one end to the other.
    for (int y = 0; y <= height; ++y) {
        for (int x = 0; x < width;) {
            if (!(flags(x, y) & TerrainIndex::ViewWallNorth)) {
                ++x;
                continue;
            }
            int n = 1;
            while (n < maxRun && x + n < width && (flags(x + n, y) & TerrainIndex::ViewWallNorth))
                ++n;
            m_obstacles.push_back({qint16(x), qint16(y), qint16(x + n), qint16(y), true});
            x += n;
        }
    }
    for (int x = 0; x <= width; ++x) {
        for (int y = 0; y < height;) {
            if (!(flags(x, y) & TerrainIndex::ViewWallWest)) {
                ++y;
                continue;
            }
            int n = 1;
            while (n < maxRun && y + n < height && (flags(x, y + n) & TerrainIndex::ViewWallWest))
                ++n;
            m_obstacles.push_back({qint16(x), qint16(y), qint16(x), qint16(y + n), true});
            y += n;
        }
    }
}

void FarShadows::floorCeil(int dx, int dy, int &floorValue, int &ceilValue) const
{
    const Octant o = octant(dx, dy);
    const unsigned scaled = unsigned(m_k) * unsigned(o.minor);
    const int down = int(scaled / unsigned(o.major));
    const int up = int((scaled + unsigned(o.major) - 1) / unsigned(o.major));
    floorValue = m_k * o.base + (o.sign > 0 ? down : -up);
    ceilValue = m_k * o.base + (o.sign > 0 ? up : -down);
}

void FarShadows::fill(quint16 *fan, const int lo[2], const int hi[2], quint16 depth) const
{
    int loFloor;
    int loCeil;
    int hiFloor;
    int hiCeil;
    floorCeil(lo[0], lo[1], loFloor, loCeil);
    floorCeil(hi[0], hi[1], hiFloor, hiCeil);
    if (hiCeil <= loFloor)
        hiCeil += m_buckets; // the arc (less than half a turn) wraps past theta 0
    // Bucket b = [b, b + 1) / K lies with its closure strictly inside (lo, hi) when lo < b and b + 1 < hi.
    for (int b = loFloor + 1; b <= hiCeil - 2; ++b) {
        quint16 &bucket = fan[b >= m_buckets ? b - m_buckets : b];
        bucket = std::min(bucket, depth);
    }
}

void FarShadows::compute(int cx, int cy, quint16 *fan) const
{
    std::fill_n(fan, m_buckets, open);
    for (const Obstacle &o : m_obstacles) {
        int lo[2];
        int hi[2];
        if (o.wall) {
            const int a[2] = {2 * (o.x0 - cx), 2 * (o.y0 - cy)};
            const int b[2] = {2 * (o.x1 - cx), 2 * (o.y1 - cy)};
            const qint64 cross = qint64(a[0]) * b[1] - qint64(a[1]) * b[0];
            if (cross == 0)
                continue; // in line with the corner: no line crosses it
            const int *first = cross > 0 ? a : b;
            const int *last = cross > 0 ? b : a;
            lo[0] = first[0], lo[1] = first[1], hi[0] = last[0], hi[1] = last[1];
            fill(fan, lo, hi, quint16(chebyshev(a[0], a[1], b[0], b[1])));
            continue;
        }
        const int x0 = 2 * (o.x0 - cx);
        const int y0 = 2 * (o.y0 - cy);
        const int x1 = 2 * (o.x1 + 1 - cx);
        const int y1 = 2 * (o.y1 + 1 - cy);
        if (x0 <= 0 && x1 >= 0 && y0 <= 0 && y1 >= 0)
            continue; // touches the corner: the fans near it (BlockedDirections) speak for it
        extremes(x0, y0, x1, y1, lo, hi);
        fill(fan, lo, hi, quint16(chebyshev(x0, y0, x1, y1)));
    }
}

bool FarShadows::blocksArc(const quint16 *fan, int x0, int y0, int x1, int y1, int length) const
{
    int lo[2];
    int hi[2];
    extremes(x0, y0, x1, y1, lo, hi);
    int first;
    int last;
    int ceilValue;
    floorCeil(lo[0], lo[1], first, ceilValue);
    floorCeil(hi[0], hi[1], last, ceilValue);
    if (last < first)
        last += m_buckets;
    for (int b = first; b <= last; ++b) {
        if (fan[b >= m_buckets ? b - m_buckets : b] >= length)
            return false;
    }
    return true;
}

bool FarShadows::blocksRectangle(const quint16 *fan, int x0, int y0, int x1, int y1, int length) const
{
    if ((x0 <= 0 && x1 >= 0) && (y0 <= 0 && y1 >= 0))
        return false;
    if ((x0 > 0 || x1 < 0) && (y0 > 0 || y1 < 0))
        return blocksArc(fan, x0, y0, x1, y1, length);
    // The parts strictly on one side of each of the corner's grid lines: their lattice points are all the
    // rectangle's off those lines (BlockedDirections::blocksRectangle).
    auto parts = [](int lo, int hi, int(*out)[2]) {
        int n = 0;
        if (lo > 0 || hi < 0) {
            out[n][0] = lo, out[n][1] = hi, ++n;
            return n;
        }
        if (lo < 0)
            out[n][0] = lo, out[n][1] = -1, ++n;
        if (hi > 0)
            out[n][0] = 1, out[n][1] = hi, ++n;
        return n;
    };
    int xs[2][2];
    int ys[2][2];
    const int nx = parts(x0, x1, xs);
    const int ny = parts(y0, y1, ys);
    for (int i = 0; i < nx; ++i) {
        for (int j = 0; j < ny; ++j) {
            if (!blocksArc(fan, xs[i][0], ys[j][0], xs[i][1], ys[j][1], length))
                return false;
        }
    }
    return true;
}

} // namespace battlemat
