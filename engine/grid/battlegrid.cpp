#include "grid/battlegrid.h"

#include "grid/pathfinder.h"

namespace battlemat {

BattleGrid::BattleGrid(BattleMap map)
    : m_map(std::move(map))
    , m_terrain(m_map.grid)
    , m_occupancy(m_map.grid.width(), m_map.grid.height(), m_map.creatures)
    , m_pathfinder(std::make_unique<Pathfinder>(*this))
{}

BattleGrid::BattleGrid(BattleMap map, TerrainIndex terrain)
    : m_map(std::move(map))
    , m_terrain(std::move(terrain))
    , m_occupancy(m_map.grid.width(), m_map.grid.height(), m_map.creatures)
    , m_pathfinder(std::make_unique<Pathfinder>(*this))
{}

BattleGrid::~BattleGrid() = default;

int BattleGrid::indexOf(const QString &id) const
{
    // The ids asked for are nearly always copies of the ones held here, sharing their characters: a pointer
    // comparison finds them without comparing text.
    for (qsizetype i = 0; i < m_map.creatures.size(); ++i) {
        const QString &held = m_map.creatures.at(i).id;
        if (held.constData() == id.constData() && held.size() == id.size())
            return int(i);
    }
    for (qsizetype i = 0; i < m_map.creatures.size(); ++i) {
        if (m_map.creatures.at(i).id == id)
            return int(i);
    }
    return -1;
}

Result<int> BattleGrid::findCreature(const QString &id) const
{
    const int index = indexOf(id);
    if (index < 0)
        return Error{QStringLiteral("no creature with id '%1' on map '%2'").arg(id, m_map.name)};
    return index;
}

void BattleGrid::moveCreature(int index, Square topLeft)
{
    MapCreature &c = m_map.creatures[index];
    m_occupancy.remove(index, c.space());
    c.position = topLeft;
    m_occupancy.add(index, c.space());
}

void BattleGrid::replaceCreature(int index, const MapCreature &creature)
{
    m_occupancy.remove(index, m_map.creatures.at(index).space());
    m_map.creatures[index] = creature;
    m_occupancy.add(index, creature.space());
}

void BattleGrid::setTerrain(Square s, Terrain terrain)
{
    m_map.grid.setTerrain(s, terrain);
    // The corners around s change too: update the 3 x 3 block of words that read this square.
    for (int y = s.y - 1; y <= s.y; ++y) {
        for (int x = s.x - 1; x <= s.x; ++x) {
            if (x >= 0 && y >= 0)
                m_terrain.update(m_map.grid, {x, y});
        }
    }
}

void BattleGrid::setEdge(Square s, Side side, EdgeFeature feature)
{
    m_map.grid.setEdge(s, side, feature);
    for (int y = s.y - 1; y <= s.y + 1; ++y) {
        for (int x = s.x - 1; x <= s.x + 1; ++x) {
            if (x >= 0 && y >= 0 && x <= m_map.grid.width() && y <= m_map.grid.height())
                m_terrain.update(m_map.grid, {x, y});
        }
    }
}

int BattleGrid::range(int a, int b) const
{
    return rangeBetween(creature(a).space(), creature(b).space());
}

QList<int> BattleGrid::nearest(int creatureIndex, const QList<int> &candidates) const
{
    QList<int> best;
    int bestRange = -1;
    for (int c : candidates) {
        const int r = range(creatureIndex, c);
        if (bestRange < 0 || r < bestRange) {
            best = {c};
            bestRange = r;
        } else if (r == bestRange) {
            best.append(c);
        }
    }
    return best;
}

QList<int> BattleGrid::creaturesAt(Square s) const
{
    QList<int> result;
    if (contains(s))
        m_occupancy.forEachOccupant(s.x, s.y, [&](int c) { result.append(c); });
    return result;
}

} // namespace battlemat
