#pragma once

#include "grid/opportunityattack.h"
#include "grid/space.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <vector>

namespace battlemat {

class BattleGrid;

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
    /** What the rules of passage say for one moving creature, precomputed per query. */
    struct Mover
    {
        int index = -1;
        int size = 1;
        bool ignoreDifficult = false;        // unwilling movement (orcus-gaps-filled.md section 10)
        std::vector<std::uint8_t> passBlock; // per creature: its space cannot be entered (hostile, not helpless)
        std::vector<std::uint8_t> endBlock;  // per creature: the mover cannot end in its space (not prone)
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

    Mover mover(int creature, bool unwilling) const;
    bool insideMap(const Mover &m, Square pos) const;
    /** The squares of the space at pos hold no blocking terrain and no creature the mover cannot pass. */
    bool canEnter(const Mover &m, Square pos) const;
    /** canEnter, and no creature it may not end on (Orcus "Occupied spaces"); why names the obstacle. */
    bool canEndAt(const Mover &m, Square pos, QString *why = nullptr) const;
    /** Cost of one step from pos in direction dir (0..7): 1, 2 into difficult terrain, 0 if the step is illegal. */
    int stepCost(const Mover &m, Square pos, int dir) const;

    /** Every position reachable from start within budget (INT_MAX: unlimited); read with costAt() and pathTo(). */
    void flood(const Mover &m, Square start, int budget, const StepRule &rule);
    void flood(const Mover &m, Square start, int budget);
    /** Cheapest path to goal (A*, Chebyshev heuristic); returns its cost or unreached. pathTo() reads it. */
    int cheapest(const Mover &m, Square start, Square goal, int limit);
    int costAt(Square pos) const;
    QList<Square> pathTo(Square goal) const;

    /**
     * Among paths within budget, the one provoking the fewest opportunity attacks, then the cheapest: an exact
     * label-setting search whose labels are (set of creatures provoked so far, cost), since each creature makes at
     * most one opportunity attack per turn. Empty when goal is out of reach.
     */
    QList<Square> safest(const Mover &m, Square start, Square goal, int budget, int *cost);

    /** Creatures that may make an opportunity attack against creature when it leaves their adjacency. */
    QList<int> threateners(int creature) const;
    /** The opportunity attacks provoked by walking path (top-left squares, start first); one per creature. */
    QList<OpportunityAttack> provokedAlong(int creature, const QList<Square> &path) const;

private:
    bool squareStepOpen(int x, int y, int dir) const;
    void preferStraight(std::size_t n, int cost, int from, int dir);
    bool allows(const StepRule &rule, int size, Square from, Square to) const;
    std::size_t slot(Square pos) const { return std::size_t(pos.y) * m_width + pos.x; }

    const BattleGrid &m_grid;
    int m_width = 0;
    int m_height = 0;
    std::uint32_t m_stamp = 0;
    Square m_start;
    std::vector<std::uint32_t> m_seen;
    std::vector<int> m_cost;
    std::vector<std::int8_t> m_parent;
    std::vector<int> m_buckets[4];
};

} // namespace battlemat
