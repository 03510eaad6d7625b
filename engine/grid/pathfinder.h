#pragma once

#include "grid/mapcreature.h"
#include "grid/movecostoverlay.h"
#include "grid/opportunityattack.h"
#include "grid/space.h"
#include "grid/terrainindex.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace battlemat {

class BattleGrid;
struct ReachableSquare;

/**
 * The movement search of the battle grid (Orcus "Movement and positioning", "Difficult terrain", "Occupied
 * spaces"): bucketed Dijkstra and A* over top-left positions of a creature's space, reading the flat arrays of
 * TerrainIndex and Occupancy. Costs are small integers (1 per square, 2 entering difficult terrain), so the open
 * list is a ring of buckets and no heap is needed. The workspace is reused between queries (generation stamps,
 * never cleared), so a query costs what it visits, not the map size. Not thread-safe: one per BattleGrid.
 */
class Pathfinder
{
public:
    /**
     * What the rules of passage say for one moving creature, worked out per query and per other creature only
     * when the search first meets it (a map may hold thousands of creatures; a move meets a handful).
     */
    struct Mover
    {
        int index = -1;
        int size = 1;
        // TerrainIndex flags that bar a square to this mover, and those that make entering it cost 2. A pit bars
        // all but a flying move; water costs the extra square unless the mover swims (Orcus "Special movement
        // modes"; docs/grid-geometry.md "Pits and water"). Unwilling movement pays no extra square at all
        // (orcus-gaps-filled.md section 10).
        quint16 blocked = TerrainIndex::MoveBlocked | TerrainIndex::Pit;
        quint16 difficult = TerrainIndex::Difficult | TerrainIndex::Water;
        // Squares difficult for this mover alone (an aura's, asked of the grid's MoveCostSource); empty for most
        // movers, who then take the search's fast path, and for unwilling movement, which pays no extra square.
        MoveCostOverlay extra;
        const MapCreature *creatures = nullptr;

        /** Entering the square with these flags costs the extra square (Orcus "Difficult terrain"). */
        bool difficultAt(quint16 flags, int x, int y) const
        {
            return (flags & difficult) || (!extra.empty() && extra.difficult(x, y));
        }

        /** Its space cannot be entered: hostile and not helpless. */
        bool barredBy(int c) const
        {
            if (m_verdict[std::size_t(c)] == unknown)
                decide(c);
            return m_verdict[std::size_t(c)] & passBarred;
        }
        /** The mover cannot end in its space: not prone (Tiny with Tiny excepted). */
        bool cannotEndOn(int c) const
        {
            if (m_verdict[std::size_t(c)] == unknown)
                decide(c);
            return m_verdict[std::size_t(c)] & endBarred;
        }

    private:
        friend class Pathfinder;
        static constexpr std::uint8_t unknown = 0x80;
        static constexpr std::uint8_t passBarred = 1;
        static constexpr std::uint8_t endBarred = 2;
        void decide(int c) const;
        mutable std::vector<std::uint8_t> m_verdict;
    };

    /** Extra restriction on each step: push, pull and charge. */
    struct StepRule
    {
        enum class Kind : quint8
        {
            Any,
            AwayFrom, // each step farther from origin (push)
            Toward,   // each step closer to origin (pull)
            Approach, // each step one square closer to the position `goal` (charge)
        };
        Kind kind = Kind::Any;
        Space origin;
        Square goal;
    };

    static constexpr int unreached = -1;
    static constexpr int dx[8] = {0, 1, 1, 1, 0, -1, -1, -1}; // N NE E SE S SW W NW
    static constexpr int dy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};

    explicit Pathfinder(const BattleGrid &grid);

    /**
     * The rules of passage for creature. specialMode is the movement mode it uses ("fly", "swim"; empty: walking):
     * flying crosses pits and may stop over them, swimming pays no extra square for water. A willing mover also
     * pays for the squares the grid's MoveCostSource names for it (an aura's difficult terrain).
     */
    Mover mover(int creature, bool unwilling, const QString &specialMode = {}) const;
    bool insideMap(const Mover &m, Square pos) const;
    /** The squares of the space at pos hold no blocking terrain and no creature the mover cannot pass. */
    bool canEnter(const Mover &m, Square pos) const;
    /** canEnter, and no creature it may not end on (Orcus "Occupied spaces"); why names the obstacle. */
    bool canEndAt(const Mover &m, Square pos, QString *why = nullptr) const;
    /** Why a square whose flags bar a mover does: "square 3,4 blocks movement", or the pit and its fall. */
    static QString whyBarred(quint16 flags, int x, int y);
    /** Cost of one step from pos in direction dir (0..7): 1, 2 into difficult terrain, 0 if the step is illegal. */
    int stepCost(const Mover &m, Square pos, int dir) const;

    /** Every position reachable from start within budget (INT_MAX: unlimited); read with costAt() and pathTo(). */
    void flood(const Mover &m, Square start, int budget, const StepRule &rule);
    void flood(const Mover &m, Square start, int budget);
    /** Cheapest path to goal (A*, Chebyshev heuristic); returns its cost or unreached. pathTo() reads it. */
    int cheapest(const Mover &m, Square start, Square goal, int limit);
    int costAt(Square pos) const;
    /**
     * Appends, row by row, every position from topLeft to bottomRight (on the map) other than skip that the last
     * flood reached and at which the mover can end (canEndAt), with its cost: MovementRules::reachable's list.
     */
    void appendReached(const Mover &m, Square skip, Square topLeft, Square bottomRight,
                       QList<ReachableSquare> &out) const;
    QList<Square> pathTo(Square goal) const;

    /**
     * Among paths within budget, the one provoking the fewest opportunity attacks, then the cheapest: an exact
     * label-setting search whose labels are (set of creatures provoked so far, cost), since each creature makes at
     * most one opportunity attack per turn. Empty when goal is out of reach.
     */
    QList<Square> safest(const Mover &m, Square start, Square goal, int budget, int *cost);

    /** Creatures that may make an opportunity attack against creature when it leaves their adjacency. */
    QList<int> threateners(int creature) const
    {
        return opportunityThreateners(creatures(), creature, Space{{0, 0}, std::max(m_width, m_height)});
    }
    /** The same, among creatures whose space overlaps `near`. */
    QList<int> threateners(int creature, const Space &near) const
    {
        return opportunityThreateners(creatures(), creature, near);
    }
    /** The opportunity attacks provoked by walking path (grid/opportunityattack.h). */
    QList<OpportunityAttack> provokedAlong(int creature, const QList<Square> &path) const
    {
        return opportunityAttacksAlong(creatures(), creature, path);
    }

private:
    // The map's creatures, from the grid (kept out of this header: battlegrid.h includes it).
    const QList<MapCreature> &creatures() const;
    bool squareStepOpen(int x, int y, int dir) const;
    // Among equally cheap ways in, keep the one that goes on in the same direction: the paths the table draws
    // (and charges) run straight rather than zigzag. Costs are untouched, and the parent always costs less, so
    // no cycle can form.
    void preferStraight(std::size_t n, int cost, int from, int dir)
    {
        if (m_cost[n] == cost && m_parent[n] != dir && m_parent[std::size_t(from)] == dir)
            m_parent[n] = std::int8_t(dir);
    }
    bool allows(const StepRule &rule, int size, Square from, Square to) const;
    // The steps out of each square of the map that its terrain leaves open to a one-square mover barred by these
    // flags (bit d: direction d), kept per thread and per terrain; valid until the thread asks for other flags.
    const std::uint8_t *openSteps(quint16 barred) const;
    // stepCost() of a one-square mover with no squares of its own to pay for (Mover::extra empty), read off the
    // table of openSteps(m.blocked).
    int singleStepCost(const Mover &m, const std::uint8_t *steps, Square pos, int dir) const;
    // Workspace slots share the row stride of TerrainIndex and Occupancy (width + 1), so a neighbour is a fixed
    // offset and the padding column stops a walk at the east and west map edges.
    std::size_t slot(Square pos) const { return std::size_t(pos.y) * m_stride + pos.x; }
    void floodSingleSquare(const Mover &m, Square start, int budget);

    const BattleGrid &m_grid;
    int m_width = 0;
    int m_height = 0;
    int m_stride = 0;
    std::uint32_t m_stamp = 0;
    Square m_start;
    std::vector<std::uint32_t> m_seen;
    std::vector<int> m_cost;
    std::vector<std::int8_t> m_parent;
};

} // namespace battlemat
