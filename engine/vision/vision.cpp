#include "vision/vision.h"

#include "grid/battlegrid.h"
#include "grid/blockeddirections.h"
#include "grid/lightmap.h"
#include "grid/sightline.h"

#include <QList>

#include <memory>
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
constexpr int fanRadius = 24;
constexpr int fanBucketsPerOctant = 64;

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
            m_directions = std::make_unique<BlockedDirections>(grid.terrain(), fanRadius, fanBucketsPerOctant);
            m_bytes = std::size_t(m_directions->buckets());
        }
    }

    /** The fans of the corners of a viewer's space (for provedHidden()). */
    void prepare(const Space &from)
    {
        m_corners.clear();
        if (m_directions) {
            const int points = (from.size + 1) * (from.size + 1);
            m_fans.assign(std::size_t(points) * m_bytes + BlockedDirections::readPast, 0);
            BlockedDirections::Nearby near;
            m_directions->gather(from, near);
            int i = 0;
            for (int y = from.top(); y <= from.bottom() + 1; ++y) {
                for (int x = from.left(); x <= from.right() + 1; ++x, ++i) {
                    m_directions->compute(x, y, near, m_fans.data() + std::size_t(i) * m_bytes);
                    m_corners.append({x, y});
                }
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

private:
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
    std::vector<quint8> m_fans;
};

bool Candidates::provedHidden(int x, int y) const
{

    if (!m_directions)
        return false;
    for (qsizetype c = 0; c < m_corners.size(); ++c) {
        const Square corner = m_corners.at(c);
        // The square in half squares, from the corner.
        const int x0 = 2 * (x - corner.x);
        const int y0 = 2 * (y - corner.y);
        const int x1 = x0 + 2;
        const int y1 = y0 + 2;
        // Lines along a grid line pass through no square's inside; no fan proves them.
        if ((x0 <= 0 && x1 >= 0) || (y0 <= 0 && y1 >= 0))
            return false;
        const int length = std::max(x0 > 0 ? x0 : -x1, y0 > 0 ? y0 : -y1);
        if (!m_directions->blocksRectangle(m_fans.data() + std::size_t(c) * m_bytes, nullptr, x0, y0, x1, y1, length))
            return false;
    }
    return true;
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

VisionResult Vision::compute(const BattleGrid &grid, const QStringList &sides, const QSet<QString> &unable)
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
        const LightMap light(grid);
        const SightLine sight(grid, SightLine::Kind::Sight);
        Candidates candidates(grid, fansServeSight(map));
        // The squares each kind of eyes could see at all (not totally obscured to them), per kind of senses. In a
        // dark dungeon they are the few lit squares: those are judged one by one, without a flood.
        QHash<int, QList<Square>> seeable;
        for (const int i : std::as_const(viewers)) {
            const MapCreature &viewer = grid.creature(i);
            const int senses = int(viewer.senses);
            if (seeable.contains(senses))
                continue;
            QList<Square> &squares = seeable[senses];
            for (int y = 0; y < result.height; ++y) {
                for (int x = 0; x < result.width; ++x) {
                    if (LightMap::obscurementFor(viewer, light.at({x, y}), map.terrain({x, y})) != Obscurement::Totally)
                        squares.append({x, y});
                }
            }
        }
        for (const int i : std::as_const(viewers)) {
            const MapCreature &viewer = grid.creature(i);
            result.viewers.append(viewer.id);
            const QList<Square> &lit = seeable.value(int(viewer.senses));
            const bool few = lit.size() * 4 < result.visible.size();
            if (few)
                candidates.prepare(viewer.space());
            for (const Square s : few ? lit : candidates.of(viewer.space(), i)) {
                bool &seen = result.visible[qsizetype(s.y) * result.width + s.x];
                if (seen)
                    continue;
                if (LightMap::obscurementFor(viewer, light.at(s), map.terrain(s)) == Obscurement::Totally)
                    continue;
                if (viewer.space().contains(s))
                    seen = true;
                else if (!(few && candidates.provedHidden(s.x, s.y)))
                    seen = sight.clearLine(viewer.space(), Space{s, 1});
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
