#include "grid/blockeddirections.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define BATTLEMAT_AVX2_FANS // an AVX2 copy of the fan pass, chosen at run time (no global compile flag)
#endif

namespace battlemat {

namespace {

// z component of the cross product: > 0 when w lies at a larger pseudo-angle than v (less than half a turn on).
inline long long cross(const int *v, const int *w)
{
    return (long long)v[0] * w[1] - (long long)v[1] * w[0];
}

// The most clockwise and most counter-clockwise of points lying within less than half a turn of each other.
void extremes(const int (*vertices)[2], int count, int &lo, int &hi)
{
    lo = 0;
    hi = 0;
    for (int i = 1; i < count; ++i) {
        if (cross(vertices[lo], vertices[i]) < 0)
            lo = i;
        if (cross(vertices[hi], vertices[i]) > 0)
            hi = i;
    }
}

} // namespace

BlockedDirections::BlockedDirections(const TerrainIndex &terrain, int radius, int bucketsPerOctant, bool joints)
    : m_flags(terrain.data())
    , m_stride(terrain.stride())
    , m_width(terrain.width())
    , m_height(terrain.height())
    , m_radius(std::clamp(radius, 1, 120))       // depths in half squares fit a byte
    , m_k(std::clamp(bucketsPerOctant, 1, 2048)) // 16 K fits 16 bits
    , m_buckets(8 * m_k)
    , m_kinds(joints ? 9 : 3)
{
    m_tableReach = m_radius + 1 + maxGatherSpace;
    m_tableSide = 2 * m_tableReach + 1;
    // The arcs depend only on the radius, the buckets and the kinds, never on the map: worked out once per
    // process for each such choice (vision builds fans on every update; building the tables took longer than
    // using them on a dark map).
    static std::mutex lock;
    static std::map<std::tuple<int, int, int>, std::shared_ptr<const Tables>> built;
    const std::lock_guard<std::mutex> guard(lock);
    std::shared_ptr<const Tables> &tables = built[{m_radius, m_k, m_kinds}];
    if (!tables) {
        auto fresh = std::make_shared<Tables>();
        buildTables(*fresh);
        tables = std::move(fresh);
    }
    m_tables = tables;
}

void BlockedDirections::buildTables(Tables &tables) const
{
    // For a grid corner and for a square's centre. Coordinates in half squares relative to the point.
    const int side = m_tableSide;
    for (int centre = 0; centre < 2; ++centre) {
        std::vector<Arc> &table = tables.arcs[centre];
        table.assign(std::size_t(side) * side * m_kinds, noArc);
        const int shift = centre ? -1 : 0; // a centre sits half a square right of and below its square's corner
        auto within = [](int vx, int vy, int r) { return std::abs(vx) <= 2 * r && std::abs(vy) <= 2 * r; };
        auto depth = [](int ax, int ay, int bx, int by) {
            return quint8(std::max({std::abs(ax), std::abs(ay), std::abs(bx), std::abs(by)}));
        };
        for (int oy = -m_radius - 1; oy <= m_radius + 1; ++oy) {
            for (int ox = -m_radius - 1; ox <= m_radius + 1; ++ox) {
                Arc *o = &table[(std::size_t(oy + m_tableReach) * side + (ox + m_tableReach)) * m_kinds];
                const int x0 = 2 * ox + shift;
                const int y0 = 2 * oy + shift;
                // The square: when the point is one of its corners the three others span the arc; a centre's own
                // square holds it and has no arc.
                if (within(x0, y0, m_radius) && within(x0 + 2, y0 + 2, m_radius) && !(centre && ox == 0 && oy == 0)) {
                    int square[4][2];
                    int n = 0;
                    for (int k = 0; k < 4; ++k) {
                        const int vx = x0 + 2 * (k & 1);
                        const int vy = y0 + 2 * (k >> 1);
                        if (vx != 0 || vy != 0) {
                            square[n][0] = vx;
                            square[n][1] = vy;
                            ++n;
                        }
                    }
                    o[0] = openArc(square, n);
                    o[0].depth = depth(x0, y0, x0 + 2, y0 + 2);
                }
                // Edges: one in line with the point is never crossed properly (openArc finds no arc).
                if (within(x0, y0, m_radius) && within(x0 + 2, y0, m_radius)) {
                    const int edge[2][2] = {{x0, y0}, {x0 + 2, y0}};
                    o[1] = openArc(edge, 2);
                    o[1].depth = depth(x0, y0, x0 + 2, y0);
                }
                if (within(x0, y0, m_radius) && within(x0, y0 + 2, m_radius)) {
                    const int edge[2][2] = {{x0, y0}, {x0, y0 + 2}};
                    o[2] = openArc(edge, 2);
                    o[2].depth = depth(x0, y0, x0, y0 + 2);
                }
                // Joints at (x0, y0): the two arms' far ends and the joint itself. A path through the point itself
                // has no arc from there (the point would be a vertex); one in line with the point has none either.
                static constexpr int arms[6][2][2] = {{{-2, 0}, {2, 0}}, {{0, -2}, {0, 2}}, {{0, -2}, {2, 0}},
                                                      {{2, 0}, {0, 2}},  {{0, 2}, {-2, 0}}, {{-2, 0}, {0, -2}}};
                for (int j = 0; j < m_kinds - 3; ++j) {
                    const int path[3][2] = {
                        {x0 + arms[j][0][0], y0 + arms[j][0][1]}, {x0, y0}, {x0 + arms[j][1][0], y0 + arms[j][1][1]}};
                    bool inReach = true;
                    bool throughPoint = false;
                    for (const auto &v : path) {
                        inReach = inReach && within(v[0], v[1], m_radius);
                        throughPoint = throughPoint || (v[0] == 0 && v[1] == 0);
                    }
                    if (!inReach || throughPoint)
                        continue;
                    o[3 + j] = openArc(path, 3);
                    o[3 + j].depth = quint8(std::max(depth(path[0][0], path[0][1], path[1][0], path[1][1]),
                                                     depth(path[2][0], path[2][1], path[2][0], path[2][1])));
                }
            }
        }
    }
}

void BlockedDirections::floorCeil(int dx, int dy, int &floorValue, int &ceilValue) const
{
    const Octant o = octant(dx, dy);
    const unsigned scaled = unsigned(m_k) * unsigned(o.minor);
    const int down = int(scaled / unsigned(o.major));
    const int up = int((scaled + unsigned(o.major) - 1) / unsigned(o.major));
    floorValue = m_k * o.base + (o.sign > 0 ? down : -up);
    ceilValue = m_k * o.base + (o.sign > 0 ? up : -down);
}

BlockedDirections::Arc BlockedDirections::openArc(const int (*vertices)[2], int count) const
{
    Arc range = noArc;
    if (count < 2)
        return range;
    int lo;
    int hi;
    extremes(vertices, count, lo, hi);
    if (cross(vertices[lo], vertices[hi]) <= 0)
        return range; // in line with the corner: no open arc
    int loFloor;
    int loCeil;
    int hiFloor;
    int hiCeil;
    floorCeil(vertices[lo][0], vertices[lo][1], loFloor, loCeil);
    floorCeil(vertices[hi][0], vertices[hi][1], hiFloor, hiCeil);
    // The arc runs counter-clockwise from lo to hi; it wraps past theta 0 exactly when hi's ceiling is not above
    // lo's floor (an arc of less than half a turn cannot do that otherwise).
    if (hiCeil <= loFloor) {
        hiFloor += m_buckets;
        hiCeil += m_buckets;
    }
    // Bucket b = [b, b + 1) / K lies with its closure strictly inside (lo, hi) when lo < b and b + 1 < hi.
    int first = loFloor + 1;
    int last = hiCeil - 2;
    if (first >= m_buckets) {
        first -= m_buckets;
        last -= m_buckets;
    }
    range.first = qint16(first);
    range.last = qint16(std::max(last, first - 1));
    // Less than half a turn: the fans' buffers hold half a turn past the last bucket (computeFrom()).
    Q_ASSERT(range.last - range.first < m_buckets / 2);
    return range;
}

bool BlockedDirections::blocksAll(const quint8 *fan, int first, int last, int length) const
{
    // Depths are at most 2 * 120 half squares; a length past that is blocked wherever a bucket has any depth.
    const quint8 limit = quint8(std::min(length, int(open)));
    auto part = [fan, limit](int a, int b) {
#if defined(__SSE2__)
        // 16 buckets at a time; lanes past b are ignored. A bucket fails when max(bucket, limit) == bucket.
        const __m128i bound = _mm_set1_epi8(char(limit));
        for (int c = a; c <= b; c += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(fan + c));
            const unsigned failing = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(v, bound), v)));
            const unsigned lanes = b - c >= 15 ? 0xFFFFu : (2u << (b - c)) - 1u;
            if (failing & lanes)
                return false;
        }
        return true;
#else
        for (int i = a; i <= b; ++i) {
            if (fan[i] >= limit)
                return false;
        }
        return true;
#endif
    };
    if (last >= m_buckets)
        return part(first, m_buckets - 1) && part(0, last - m_buckets);
    return part(first, last);
}

void BlockedDirections::gather(const Space &space, Nearby &nearby) const
{
    // Every map word whose square or edges can lie in the tables of a corner or centre of the space: the space
    // widened by reach = radius + 1 squares, plus one more column and row on the far sides, whose words hold the
    // east and south edges of the squares before them. The order does not matter (a fan keeps the smallest depth).
    Q_ASSERT(space.size <= maxGatherSpace);
    const int reach = m_radius + 1;
    // Words off the map carry no EffectBlocked bit (and the words stop at width, height): a line between two
    // points of the map never passes them.
    const int left = std::max(space.left() - reach, 0);
    const int right = std::min(space.right() + reach + 1, m_width);
    const int top = std::max(space.top() - reach, 0);
    const int bottom = std::min(space.bottom() + reach + 1, m_height);
    nearby.origin = space.origin;
    // Written without branches, every key then kept or not: a fifth of the squares hold rubble at random on the
    // benchmark's maps, where a branch per word mispredicts often.
    const std::size_t most = std::size_t(m_kinds) * std::size_t(right - left + 1) * std::size_t(bottom - top + 1);
    if (nearby.keys.size() < most)
        nearby.keys.resize(most);
    qint32 *out = nearby.keys.data();
    std::size_t found = 0;
    for (int sy = top; sy <= bottom; ++sy) {
        const quint16 *row = m_flags + std::size_t(sy) * m_stride;
        qint32 key = ((sy - space.top()) * m_tableSide + (left - space.left())) * m_kinds;
        for (int sx = left; sx <= right; ++sx, key += m_kinds) {
            const quint16 w = row[sx];
            out[found] = key;
            found += (w & TerrainIndex::EffectBlocked) != 0;
            out[found] = key + 1;
            found += (w & TerrainIndex::ViewWallNorth) != 0;
            out[found] = key + 2;
            found += (w & TerrainIndex::ViewWallWest) != 0;
            if (m_kinds == 3)
                continue;
            // The four arms at the square's top-left corner: the north edges of this square (east) and the one
            // before it (west), the west edges of this square (south) and the one above it (north).
            const bool east = w & TerrainIndex::ViewWallNorth;
            const bool south = w & TerrainIndex::ViewWallWest;
            const bool west = sx > 0 && (row[sx - 1] & TerrainIndex::ViewWallNorth);
            const bool north = sy > 0 && (row[sx - m_stride] & TerrainIndex::ViewWallWest);
            const bool joint[6] = {west && east,  north && south, north && east,
                                   east && south, south && west,  west && north};
            for (int j = 0; j < 6; ++j) {
                out[found] = key + 3 + j;
                found += joint[j];
            }
        }
    }
    nearby.count = found;
}

void BlockedDirections::compute(int x, int y, quint8 *fan) const
{
    Nearby near;
    gather({{x, y}, 0}, near);
    computeFrom(x, y, m_tables->arcs[0], near, fan);
}

void BlockedDirections::compute(int x, int y, const Nearby &near, quint8 *fan) const
{
    computeFrom(x, y, m_tables->arcs[0], near, fan);
}

void BlockedDirections::computeCentre(Square square, quint8 *fan) const
{
    Nearby near;
    gather({square, 1}, near);
    computeFrom(square.x, square.y, m_tables->arcs[1], near, fan);
}

void BlockedDirections::computeCentre(Square square, const Nearby &near, quint8 *fan) const
{
    computeFrom(square.x, square.y, m_tables->arcs[1], near, fan);
}

namespace {

// The arcs of one fan are applied in a second pass, apart from the reading of the obstacles: that pass is the only
// part that depends on the vector instructions, so it alone is compiled once per instruction set (an AVX2 copy
// chosen when the processor has it, docs/grid-geometry.md "Building the fans"). Each pass lowers
// fan[first..last] = min(fan[first..last], depth) on a buffer of one and a half turns (an arc that wraps past theta 0
// simply runs on into the next turn; an obstacle's arc is less than half a turn), then folds that half turn onto
// the first.
using Arc = BlockedDirections::Arc;

void lowerPlain(quint8 *local, const Arc *arcs, int count, int buckets)
{
    for (int n = 0; n < count; ++n) {
        for (int i = arcs[n].first; i <= arcs[n].last; ++i)
            local[i] = std::min(local[i], arcs[n].depth);
    }
    for (int i = 0; i < buckets / 2; ++i)
        local[i] = std::min(local[i], local[i + buckets]);
}

#if defined(__SSE2__)
// The 32 bytes of `past` from 31 - n are 0 for lanes 0..n and 255 after: OR-ed into the depth, the lanes past the
// arc's end take the minimum with 255 and stay as they are (two loads instead of spreading n and comparing).
alignas(64) constexpr quint8 past[64] = {
    0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,
    0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255};

// 32 buckets a round without branches inside; the buffer has 32 bytes of room past the half turn, written back
// unchanged. Most arcs take one round, which the branch predictor learns (a version with a separate loop for whole
// 16-bucket chunks ran fewer instructions, mispredicted more and was slower).
void lowerSse2(quint8 *local, const Arc *arcs, int count, int buckets)
{
    for (int n = 0; n < count; ++n) {
        const int b = arcs[n].last;
        const __m128i spread = _mm_set1_epi8(char(arcs[n].depth));
        for (int c = arcs[n].first; c <= b; c += 32) {
            const quint8 *keep = past + 31 - std::min(b - c, 31);
            auto *p = reinterpret_cast<__m128i *>(local + c);
            const __m128i keepLow = _mm_loadu_si128(reinterpret_cast<const __m128i *>(keep));
            const __m128i keepHigh = _mm_loadu_si128(reinterpret_cast<const __m128i *>(keep + 16));
            _mm_storeu_si128(p, _mm_min_epu8(_mm_loadu_si128(p), _mm_or_si128(spread, keepLow)));
            _mm_storeu_si128(p + 1, _mm_min_epu8(_mm_loadu_si128(p + 1), _mm_or_si128(spread, keepHigh)));
        }
    }
    for (int i = 0; i < buckets / 2; i += 16) { // the last lanes may fold the room past the half turn
        auto *p = reinterpret_cast<__m128i *>(local + i);
        _mm_storeu_si128(p, _mm_min_epu8(_mm_loadu_si128(p),
                                         _mm_loadu_si128(reinterpret_cast<const __m128i *>(local + i + buckets))));
    }
}
#endif

#if defined(BATTLEMAT_AVX2_FANS)
// The same with one 32-byte register a round; only called when the processor has AVX2.
__attribute__((target("avx2"))) void lowerAvx2(quint8 *local, const Arc *arcs, int count, int buckets)
{
    for (int n = 0; n < count; ++n) {
        const int b = arcs[n].last;
        const __m256i spread = _mm256_set1_epi8(char(arcs[n].depth));
        for (int c = arcs[n].first; c <= b; c += 32) {
            const __m256i keep = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(past + 31 - std::min(b - c, 31)));
            auto *p = reinterpret_cast<__m256i *>(local + c);
            _mm256_storeu_si256(p, _mm256_min_epu8(_mm256_loadu_si256(p), _mm256_or_si256(spread, keep)));
        }
    }
    for (int i = 0; i < buckets / 2; i += 32) {
        auto *p = reinterpret_cast<__m256i *>(local + i);
        _mm256_storeu_si256(
            p, _mm256_min_epu8(_mm256_loadu_si256(p),
                               _mm256_loadu_si256(reinterpret_cast<const __m256i *>(local + i + buckets))));
    }
}
#endif

using Lower = void (*)(quint8 *, const Arc *, int, int);

Lower lowerFor(BlockedDirections::Instructions instructions)
{
    switch (instructions) {
#if defined(BATTLEMAT_AVX2_FANS)
    case BlockedDirections::Instructions::Avx2:
        return lowerAvx2;
#endif
#if defined(__SSE2__)
    case BlockedDirections::Instructions::Sse2:
        return lowerSse2;
#endif
    default:
        return lowerPlain;
    }
}

BlockedDirections::Instructions widest()
{
#if defined(BATTLEMAT_AVX2_FANS)
    if (__builtin_cpu_supports("avx2"))
        return BlockedDirections::Instructions::Avx2;
#endif
#if defined(__SSE2__)
    return BlockedDirections::Instructions::Sse2;
#else
    return BlockedDirections::Instructions::Plain;
#endif
}

// Chosen once; tests narrow it to run the same comparisons through every path the processor has.
std::atomic<Lower> g_lower{lowerFor(widest())};
std::atomic<BlockedDirections::Instructions> g_instructions{widest()};

} // namespace

bool BlockedDirections::supports(Instructions instructions)
{
    return instructions <= widest();
}

BlockedDirections::Instructions BlockedDirections::instructions()
{
    return g_instructions.load(std::memory_order_relaxed);
}

void BlockedDirections::setInstructions(Instructions instructions)
{
    const Instructions chosen = supports(instructions) ? instructions : widest();
    g_instructions.store(chosen);
    g_lower.store(lowerFor(chosen));
}

void BlockedDirections::computeFrom(int x, int y, const std::vector<Arc> &table, const Nearby &near, quint8 *fan) const
{
    // Worked out in a local buffer of 1.5 turns with room to spare for the 32-byte rounds, then copied. The
    // obstacles' arcs are collected without branches, a few hundred at a time, then applied: a key minus the
    // point's own offset is the obstacle's place in the table (every gathered obstacle lies within tableReach of
    // every corner and centre of its space; the arcs of those out of the fan's reach are empty and not kept).
    alignas(32) quint8 local[8 * 2048 + 4 * 2048 + 32];
    std::memset(local, open, std::size_t(m_buckets + m_buckets / 2 + 32));
    const Lower lower = g_lower.load(std::memory_order_relaxed);
    Q_ASSERT(x - near.origin.x >= -1 && x - near.origin.x <= maxGatherSpace && y - near.origin.y >= -1 &&
             y - near.origin.y <= maxGatherSpace);
    const qint32 base =
        ((y - m_tableReach - near.origin.y) * m_tableSide + (x - m_tableReach - near.origin.x)) * m_kinds;
    const Arc *arcsAt = table.data();
    const qint32 *keys = near.keys.data();
    const std::size_t total = near.count;
    constexpr std::size_t chunk = 512;
    Arc arcs[chunk];
    for (std::size_t from = 0; from < total; from += chunk) {
        const std::size_t to = std::min(total, from + chunk);
        int count = 0;
        for (std::size_t i = from; i < to; ++i) {
            const Arc arc = arcsAt[keys[i] - base];
            arcs[count] = arc;
            count += arc.first <= arc.last;
        }
        lower(local, arcs, count, m_buckets);
    }
    std::memcpy(fan, local, std::size_t(m_buckets));
}

void BlockedDirections::closedBuckets(const quint8 *fan, quint64 *bits) const
{
    for (int w = 0; w * 64 < m_buckets; ++w) {
        const int count = std::min(64, m_buckets - w * 64);
        quint64 word = 0;
#if defined(__SSE2__)
        if (count == 64) {
            const __m128i opened = _mm_set1_epi8(char(open));
            for (int i = 0; i < 4; ++i) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(fan + 64 * w + 16 * i));
                const unsigned isOpen = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, opened)));
                word |= quint64(~isOpen & 0xFFFFu) << (16 * i);
            }
            bits[w] = word;
            continue;
        }
#endif
        for (int i = 0; i < count; ++i)
            word |= quint64(fan[64 * w + i] != open) << i;
        bits[w] = word;
    }
}

bool BlockedDirections::gridLineBlocked(int ax, int ay, int bx, int by) const
{
    // The squares beside the line on one side: a row (or column) `across` over [from, to). Off the map counts as
    // solid, as it does for SightLine. The scan stops at the first obstacle, a few squares on a map with rubble
    // (prefix counts per row were tried: building them cost more than the scans on a 500 x 500 map).
    auto sideHasObstacle = [this](bool horizontal, int across, int from, int to) {
        if (across < 0 || across >= (horizontal ? m_height : m_width))
            return true;
        const quint16 *word = horizontal ? m_flags + std::size_t(across) * m_stride + from
                                         : m_flags + std::size_t(from) * m_stride + across;
        const std::size_t step = horizontal ? 1 : std::size_t(m_stride);
        for (int along = from; along < to; ++along, word += step) {
            if (*word & TerrainIndex::EffectBlocked)
                return true;
        }
        return false;
    };
    if (ay == by && ax != bx) {
        const int from = std::min(ax, bx);
        const int to = std::max(ax, bx);
        return sideHasObstacle(true, ay - 1, from, to) && sideHasObstacle(true, ay, from, to);
    }
    if (ax == bx && ay != by) {
        const int from = std::min(ay, by);
        const int to = std::max(ay, by);
        return sideHasObstacle(false, ax - 1, from, to) && sideHasObstacle(false, ax, from, to);
    }
    return false;
}

bool BlockedDirections::blocksRectangle(const quint8 *fan, const quint8 *backFan, int x0, int y0, int x1, int y1,
                                        int length) const
{
    if ((x0 > 0 || x1 < 0) && (y0 > 0 || y1 < 0)) // off both axes: the whole rectangle at once
        return blocksArc(fan, backFan, x0, y0, x1, y1, length);
    // The parts of each range strictly on one side of 0 (one part when the range does not reach 0).
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
    if ((x0 <= 0 && x1 >= 0) && (y0 <= 0 && y1 >= 0))
        return false; // the origin lies in the rectangle: lines of no length and every direction
    for (int i = 0; i < nx; ++i) {
        for (int j = 0; j < ny; ++j) {
            if (!blocksArc(fan, backFan, xs[i][0], ys[j][0], xs[i][1], ys[j][1], length))
                return false;
        }
    }
    return true;
}

bool BlockedDirections::blocksArc(const quint8 *fan, const quint8 *backFan, int x0, int y0, int x1, int y1,
                                  int length) const
{
    int first;
    int last;
    rectangleArc(x0, y0, x1, y1, first, last);
    if (blocksAll(fan, first, last, length))
        return true;
    const int back = opposite(first);
    return backFan && blocksAll(backFan, back, back + (last - first), length);
}

} // namespace battlemat
