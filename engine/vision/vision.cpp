#include "vision/vision.h"

#include "grid/battlegrid.h"
#include "grid/blockeddirections.h"
#include "grid/lightmap.h"
#include "grid/sightline.h"
#include "vision/farshadows.h"
#include "vision/sightlight.h"

#include <QHash>
#include <QList>

#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

namespace battlemat {

QList<Square> VisionResult::visibleSquares() const
{
    QList<Square> squares;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (visible.at(qsizetype(y) * width + x))
                squares.append({x, y});
        }
    }
    return squares;
}

namespace {

// Fans reach this far round each corner of a viewer's space; a room's walls lie within it, so the squares behind
// them are proved out of sight without a line walked (docs/vision.md, "Speed").
constexpr int fanRadius = 32;
constexpr int fanBucketsPerOctant = 32;

/**
 * Which squares a viewer might see: a flood from its space to the eight neighbours, never out of a square that
 * blocks sight (its face is seen, not what lies behind it), and never into a square that the fans of the
 * viewer's corners prove every line to is blocked. A square seen by a clear line has every square that line
 * passes through before it unproved (the line is a clear line into each of them), and consecutive ones are
 * neighbours, so the flood reaches it. Each square reached is then judged by SightLine itself.
 */
class Candidates
{
public:
    Candidates(const BattleGrid &grid, bool useFans)
        : m_grid(grid)
        , m_width(grid.grid().width())
        , m_height(grid.grid().height())
        , m_stamp(qsizetype(m_width) * m_height, -1)
    {
        if (useFans) {
            m_directions = std::make_unique<BlockedDirections>(grid.terrain(), fanRadius, fanBucketsPerOctant, true);
            m_bytes = std::size_t(m_directions->buckets());
        }
    }

    /**
     * The fans of the corners of a viewer's space (for provedHidden()). Heroes standing together share corners:
     * each corner's fan and walks are worked out once per update.
     */
    void prepare(const Space &from)
    {
        m_corners.clear();
        m_cornerFans.clear();
        if (!m_directions)
            return;
        BlockedDirections::Nearby near;
        bool gathered = false;
        for (int y = from.top(); y <= from.bottom() + 1; ++y) {
            for (int x = from.left(); x <= from.right() + 1; ++x) {
                const qint64 key = qint64(y) * (m_width + 1) + x;
                auto known = m_fanOfCorner.constFind(key);
                if (known == m_fanOfCorner.cend()) {
                    if (!gathered) {
                        m_directions->gather(from, near);
                        gathered = true;
                    }
                    const qsizetype index = qsizetype(m_fanStore.size());
                    auto fan = std::make_unique<quint8[]>(m_bytes + BlockedDirections::readPast);
                    m_directions->compute(x, y, near, fan.get());
                    m_fanStore.push_back(std::move(fan));
                    for (int d = 0; d < 4; ++d)
                        m_axisStore.append(axisReach(x, y, d));
                    m_farStore.emplace_back(); // built when a square beyond the fans' reach is first asked
                    m_farCorner.append({x, y});
                    known = m_fanOfCorner.insert(key, index);
                }
                m_corners.append({x, y});
                m_cornerFans.append(*known);
            }
        }
    }

    const QList<Square> &of(const Space &from, int mark)
    {
        prepare(from);
        m_out.clear();
        for (int y = from.top(); y <= from.bottom(); ++y) {
            for (int x = from.left(); x <= from.right(); ++x)
                push(x, y, mark);
        }
        for (qsizetype i = 0; i < m_out.size(); ++i) {
            const Square s = m_out.at(i);
            if (blocksSight(m_grid.grid().terrain(s)) && !from.contains(s))
                continue;
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    const int x = s.x + dx;
                    const int y = s.y + dy;
                    if ((dx || dy) && x >= 0 && y >= 0 && x < m_width && y < m_height &&
                        m_stamp.at(qsizetype(y) * m_width + x) != mark && !provedHidden(x, y))
                        push(x, y, mark);
                }
            }
        }
        return m_out;
    }

    // Every line from every corner of the viewer's space to any point of the square is blocked, by the fans.
    bool provedHidden(int x, int y) const;
    /** The same from one corner (by its index in prepare()'s order). */
    bool provedHiddenFrom(qsizetype corner, int x, int y) const;
    /** SightLine::clearLine(from, {s, 1}) for the space prepare() was given, without the lines the fans prove. */
    bool sees(const SightLine &sight, const Space &from, Square s) const;

private:
    /**
     * Lines along a grid line pass through no square's inside, so no fan proves them. SightLine follows such a
     * line on each side of it and blocks it once both sides are lost: on a side, at an obstacle square beside it,
     * or, past its start, at a wall or closed door leaving the line on that side. Walked here once per corner and
     * direction (0 north, 1 east, 2 south, 3 west), assuming both sides open at the start (a proof needs no more):
     * the number of grid points from the corner before which both sides are lost, so that every line along it
     * reaching that far or farther is blocked; the map's size when they never are.
     */
    int axisReach(int x, int y, int direction) const
    {
        static constexpr int step[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        const int d = 2 * direction; // the arm the line leaves by, in SightLine's ring order
        const unsigned minusCell = 1u << ((d + 7) % 8);
        const unsigned plusCell = 1u << ((d + 1) % 8);
        const unsigned minusArm = 1u << ((d + 6) % 8);
        const unsigned plusArm = 1u << ((d + 2) % 8);
        const TerrainIndex &terrain = m_grid.terrain();
        bool minus = true;
        bool plus = true;
        int k = 0;
        for (int vx = x, vy = y; vx >= 0 && vy >= 0 && vx <= m_width && vy <= m_height;
             vx += step[direction][0], vy += step[direction][1], ++k) {
            const unsigned ring = terrain.ring(vx, vy, false);
            if (k > 0) {
                minus = minus && !(ring & minusArm);
                plus = plus && !(ring & plusArm);
            }
            minus = minus && !(ring & minusCell);
            plus = plus && !(ring & plusCell);
            if (!minus && !plus)
                return k + 1;
        }
        return std::max(m_width, m_height) + 2;
    }

    void push(int x, int y, int mark)
    {
        m_stamp[qsizetype(y) * m_width + x] = mark;
        m_out.append({x, y});
    }

    const BattleGrid &m_grid;
    int m_width;
    int m_height;
    QList<int> m_stamp;
    QList<Square> m_out;
    QList<Square> m_corners;
    std::unique_ptr<BlockedDirections> m_directions;
    std::size_t m_bytes = 0;
    QHash<qint64, qsizetype> m_fanOfCorner;            // corner -> its place in the stores
    std::vector<std::unique_ptr<quint8[]>> m_fanStore; // each m_bytes, then readPast bytes blocksAll() may read
    QList<int> m_axisStore;                            // axisReach() of each stored corner, 4 directions each
    QList<qsizetype> m_cornerFans;                     // the store place of each of m_corners
    // Shadows of the whole map's obstacles per stored corner, for squares beyond the fans (farShadowOf()).
    mutable std::unique_ptr<FarShadows> m_far;
    mutable std::vector<std::unique_ptr<quint16[]>> m_farStore;
    QList<Square> m_farCorner;

    const quint16 *farShadowOf(qsizetype stored) const
    {
        if (!m_far)
            m_far = std::make_unique<FarShadows>(m_grid.terrain());
        auto &fan = m_farStore[std::size_t(stored)];
        if (!fan) {
            fan = std::make_unique<quint16[]>(std::size_t(m_far->buckets()));
            m_far->compute(m_farCorner.at(stored).x, m_farCorner.at(stored).y, fan.get());
        }
        return fan.get();
    }
    bool farBlocks(qsizetype stored, int x0, int y0, int x1, int y1, int length) const
    {
        const quint16 *fan = farShadowOf(stored);
        return m_far->blocksRectangle(fan, x0, y0, x1, y1, length);
    }
};

bool Candidates::provedHidden(int x, int y) const
{
    if (!m_directions)
        return false;
    for (qsizetype c = 0; c < m_corners.size(); ++c) {
        if (!provedHiddenFrom(c, x, y))
            return false;
    }
    return true;
}

bool Candidates::provedHiddenFrom(qsizetype c, int x, int y) const
{
    const Square corner = m_corners.at(c);
    // The square in half squares, from the corner.
    const int x0 = 2 * (x - corner.x);
    const int y0 = 2 * (y - corner.y);
    const int x1 = x0 + 2;
    const int y1 = y0 + 2;
    const bool acrossX = x0 <= 0 && x1 >= 0; // the square touches the grid line x = corner.x
    const bool acrossY = y0 <= 0 && y1 >= 0;
    if (acrossX && acrossY)
        return false; // the square touches the corner itself
    // The nearest Chebyshev distance of the square, half squares. The fans prove the directions off the two grid
    // lines through the corner (blocksRectangle cuts the square into the parts off them)...
    const int length = std::max(x0 > 0 ? x0 : -x1, y0 > 0 ? y0 : -y1);
    const qsizetype stored = m_cornerFans.at(c);
    // Past the fans' reach the shadows of the whole map's obstacles (FarShadows) prove what the fans cannot: an
    // open map lit everywhere is seen hundreds of squares far.
    if (!m_directions->blocksRectangle(m_fanStore[std::size_t(stored)].get(), nullptr, x0, y0, x1, y1, length) &&
        (length <= 2 * fanRadius || !farBlocks(stored, x0, y0, x1, y1, length)))
        return false;
    // ... and the walks along them the lines on them: the nearest grid point of the square on the line lies
    // length / 2 points on, in the direction of the square.
    if (acrossX && m_axisStore.at(4 * stored + (y0 > 0 ? 2 : 0)) > length / 2)
        return false;
    if (acrossY && m_axisStore.at(4 * stored + (x0 > 0 ? 1 : 3)) > length / 2)
        return false;
    return true;
}

bool Candidates::sees(const SightLine &sight, const Space &from, Square s) const
{
    if (!m_directions)
        return sight.clearLine(from, Space{s, 1});
    // SightLine::clearLine's lines (from every corner of the viewer's space to the square's centre and corners),
    // leaving out the corners whose fans prove every line from there blocked.
    const Space to{s, 1};
    for (qsizetype c = 0; c < m_corners.size(); ++c) {
        if (provedHiddenFrom(c, s.x, s.y))
            continue;
        const SightLine::Point a = SightLine::corner(m_corners.at(c).x, m_corners.at(c).y);
        if (!sight.blocked(a, SightLine::centre(s), from, to))
            return true;
        for (int ty = s.y; ty <= s.y + 1; ++ty) {
            for (int tx = s.x; tx <= s.x + 1; ++tx) {
                if (!sight.blocked(a, SightLine::corner(tx, ty), from, to))
                    return true;
            }
        }
    }
    return false;
}

// The fans prove lines blocked for line of effect. Sight is blocked by the same squares and edges except
// solid-but-transparent squares, which block effect only; on a map with such squares the fans cannot serve.
bool fansServeSight(const GridMap &map)
{
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.terrain({x, y}) == Terrain::SolidTransparent)
                return false;
        }
    }
    return true;
}

} // namespace

VisionResult Vision::compute(const BattleGrid &grid, const QStringList &sides, const QSet<QString> &unable,
                             const SightLight *sightLight)
{
    VisionResult result;
    const GridMap &map = grid.grid();
    result.width = map.width();
    result.height = map.height();
    result.visible = QList<bool>(qsizetype(result.width) * result.height, false);

    QList<int> viewers;
    for (int i = 0; i < grid.creatures().size(); ++i) {
        const MapCreature &viewer = grid.creature(i);
        if (sides.contains(viewer.side) && viewer.canLookAround() && !unable.contains(viewer.id))
            viewers.append(i);
    }
    if (!viewers.isEmpty()) {
        // Orcus's light table only when the ruleset brings no light of its own.
        std::optional<LightMap> light;
        if (!sightLight)
            light.emplace(grid);
        const SightLine sight(grid, SightLine::Kind::Sight);
        Candidates candidates(grid, fansServeSight(map));
        // The squares each kind of eyes could see at all (not totally obscured to them), per kind of senses. In a
        // dark dungeon they are the few lit squares: those are judged one by one, without a flood.
        struct Eyes
        {
            std::vector<quint8> see; // per square: not totally obscured to these senses
            qsizetype count = 0;
            QList<Square> squares; // the same as a list, when they are few
        };
        QHash<int, Eyes> eyesOf;
        const qsizetype area = result.visible.size();
        for (const int i : std::as_const(viewers)) {
            const MapCreature &viewer = grid.creature(i);
            const int senses = int(viewer.senses);
            if (eyesOf.contains(senses))
                continue;
            Eyes &eyes = eyesOf[senses];
            if (sightLight) {
                eyes.see = sightLight->seeable(grid, viewer);
                eyes.see.resize(std::size_t(area), 0);
                eyes.count = std::count(eyes.see.cbegin(), eyes.see.cend(), quint8(1));
            } else {
                eyes.see.assign(std::size_t(area), 0);
            }
            // Obscurement depends on the light and the terrain only (for given senses): asked once per pair.
            qint8 seesThrough[3][8];
            std::memset(seesThrough, -1, sizeof seesThrough);
            for (int y = 0; !sightLight && y < result.height; ++y) {
                for (int x = 0; x < result.width; ++x) {
                    const LightLevel level = light->at({x, y});
                    const Terrain terrain = map.terrain({x, y});
                    qint8 &known = seesThrough[int(level) % 3][int(terrain) % 8];
                    if (known < 0)
                        known = LightMap::obscurementFor(viewer, level, terrain) != Obscurement::Totally ? 1 : 0;
                    if (known) {
                        eyes.see[std::size_t(y) * result.width + x] = 1;
                        ++eyes.count;
                    }
                }
            }
            if (eyes.count * 4 < area) {
                eyes.squares.reserve(eyes.count);
                for (qsizetype n = 0; n < area; ++n) {
                    if (eyes.see[std::size_t(n)])
                        eyes.squares.append({int(n % result.width), int(n / result.width)});
                }
            }
        }
        bool *visible = result.visible.data();
        for (const int i : std::as_const(viewers)) {
            const MapCreature &viewer = grid.creature(i);
            result.viewers.append(viewer.id);
            const Eyes &eyes = eyesOf[int(viewer.senses)];
            const bool few = eyes.count * 4 < area;
            if (few)
                candidates.prepare(viewer.space());
            for (const Square s : few ? eyes.squares : candidates.of(viewer.space(), i)) {
                const std::size_t at = std::size_t(s.y) * result.width + s.x;
                if (visible[at] || !eyes.see[at])
                    continue;
                if (viewer.space().contains(s))
                    visible[at] = true;
                else
                    visible[at] = candidates.sees(sight, viewer.space(), s);
            }
        }
    }

    for (const MapCreature &creature : grid.creatures()) {
        if (sides.contains(creature.side)) {
            result.creaturesSeen.append(creature.id);
            continue;
        }
        // The game master's hidden creatures stay hidden whatever the light (docs/vision.md).
        if (creature.hiddenFromPlayers || creature.isInvisible())
            continue;
        const Space space = creature.space();
        bool seen = false;
        for (int y = space.top(); y <= space.bottom() && !seen; ++y) {
            for (int x = space.left(); x <= space.right() && !seen; ++x)
                seen = result.isVisible({x, y});
        }
        if (seen)
            result.creaturesSeen.append(creature.id);
    }
    return result;
}

bool Vision::markExplored(MapLighting &lighting, const VisionResult &vision)
{
    if (lighting.explored.size() != vision.visible.size())
        lighting.explored = QList<bool>(vision.visible.size(), false);
    bool changed = false;
    for (qsizetype i = 0; i < vision.visible.size(); ++i) {
        if (vision.visible.at(i) && !lighting.explored.at(i)) {
            lighting.explored[i] = true;
            changed = true;
        }
    }
    return changed;
}

} // namespace battlemat
