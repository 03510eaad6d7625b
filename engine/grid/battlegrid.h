#pragma once

#include "core/result.h"
#include "grid/battlemap.h"
#include "grid/occupancy.h"
#include "grid/terrainindex.h"

#include <memory>

namespace battlemat {

class MoveCostSource;
class Pathfinder;

/**
 * A battle map prepared for the grid rules: the map itself plus the flat indexes every query reads (terrain and
 * edge flags, who stands where) and the reusable search workspace. Edit the map only through this class so the
 * indexes stay true; each edit updates them locally. The rule classes (MovementRules, SightLine, CoverRules,
 * ConcealmentRules, FlankingRules, AreaOfEffect) take a BattleGrid.
 */
class BattleGrid
{
public:
    explicit BattleGrid(BattleMap map);
    /**
     * With the terrain index already built from this map's grid (a caller that asks many questions of one
     * unchanging map, such as an encounter, builds it once): the index is the costly part of a small grid.
     */
    BattleGrid(BattleMap map, TerrainIndex terrain);
    ~BattleGrid();
    BattleGrid(const BattleGrid &) = delete;
    BattleGrid &operator=(const BattleGrid &) = delete;

    const BattleMap &map() const { return m_map; }
    const GridMap &grid() const { return m_map.grid; }
    const QList<MapCreature> &creatures() const { return m_map.creatures; }
    const MapCreature &creature(int index) const { return m_map.creatures.at(index); }
    const TerrainIndex &terrain() const { return m_terrain; }
    const Occupancy &occupancy() const { return m_occupancy; }
    Pathfinder &pathfinder() const { return *m_pathfinder; }
    /** Where the path cost asks which squares are difficult for one mover beyond the map's (null: none are). */
    const MoveCostSource *moveCosts() const { return m_moveCosts.get(); }
    void setMoveCosts(std::shared_ptr<const MoveCostSource> source) { m_moveCosts = std::move(source); }

    /** Index of the creature with this id, or -1. */
    int indexOf(const QString &id) const;
    /** Same, with a message naming the id when there is none. */
    Result<int> findCreature(const QString &id) const;
    bool contains(Square s) const { return m_map.grid.contains(s); }

    void moveCreature(int index, Square topLeft);
    void replaceCreature(int index, const MapCreature &creature);
    void setTerrain(Square s, Terrain terrain);
    void setEdge(Square s, Side side, EdgeFeature feature);

    /** Orcus "Range" between two creatures' spaces (1 = adjacent). */
    int range(int a, int b) const;
    bool adjacent(int a, int b) const { return range(a, b) == 1; }
    /** Orcus "Nearest": the candidates at the shortest range from creature (several when tied). */
    QList<int> nearest(int creature, const QList<int> &candidates) const;
    /** Creatures with at least one square on s. */
    QList<int> creaturesAt(Square s) const;

private:
    BattleMap m_map;
    TerrainIndex m_terrain;
    Occupancy m_occupancy;
    std::unique_ptr<Pathfinder> m_pathfinder;
    std::shared_ptr<const MoveCostSource> m_moveCosts;
};

} // namespace battlemat
