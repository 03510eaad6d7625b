#pragma once

#include "grid/blockeddirections.h"
#include "grid/covergrade.h"
#include "grid/space.h"

#include <QList>

#include <memory>
#include <vector>

namespace battlemat {

class BattleGrid;

/**
 * Orcus "Cover" between every ordered pair of a set of creatures at once (the table's overview, and the issue's
 * "cover between every pair of 200 creatures" benchmark). Every entry is exactly what CoverRules::grade() and
 * CoverRules::cover() give for that pair: the grade, the number of blocked lines, the attacker's chosen corner
 * and the target's square (first in CoverRules' order among the best), and which of the four lines are blocked.
 *
 * It is faster because most pairs on a map with walls or rubble have no line of effect at all, and that is
 * proved here for all lines of a pair with a few integer operations: each corner and centre of each creature's
 * space gets a fan of directions certainly blocked by terrain near it (BlockedDirections), and when every
 * direction between the two spaces is blocked near all the corners and centres of one of them, no line joins
 * them either way. Otherwise the attacker's corners are tried one by one against the whole target, then each line
 * by the fans at both of its ends (for two one-square creatures once per pair, for both directions: PairLines);
 * what is left is decided exactly as CoverRules does, each line walked by SightLine only when the fans do not
 * prove it blocked (docs/grid-geometry.md, "All pairs at once").
 *
 * The table is a snapshot: build a new one after the map or a creature changes.
 */
class CoverTable
{
public:
    struct Tuning
    {
        int radius = 12;            // squares round each point whose terrain goes into its fan
        int bucketsPerOctant = 128; // direction resolution of the fans (1 to 2048)
    };

    /** Every creature of the grid. */
    explicit CoverTable(const BattleGrid &grid);
    /**
     * The given creatures (indexes into grid.creatures()), e.g. those in an encounter. Indexes that name no
     * creature and repeats are left out.
     */
    CoverTable(const BattleGrid &grid, const QList<int> &creatures);
    CoverTable(const BattleGrid &grid, const QList<int> &creatures, Tuning tuning);

    bool contains(int creature) const
    {
        return creature >= 0 && std::size_t(creature) < m_rowOf.size() && m_rowOf[std::size_t(creature)] >= 0;
    }
    /** Both must be in the table and differ (a creature does not attack itself). */
    CoverGrade grade(int attacker, int target) const { return entry(attacker, target).grade; }
    int blockedLines(int attacker, int target) const { return entry(attacker, target).blockedLines; }
    bool lineOfEffect(int attacker, int target) const { return grade(attacker, target) != CoverGrade::Total; }
    /** The attacker's chosen corner and the target's square, as CoverResult::corner and targetSquare. */
    Square corner(int attacker, int target) const;
    Square targetSquare(int attacker, int target) const;
    /** The four lines from that corner to that square's corners, as CoverResult::lines. */
    QList<CoverLine> lines(int attacker, int target) const;

    /** How many ordered pairs the terrain fans decided alone (no line walked): a figure for the benchmark. */
    int pairsDecidedByFans() const { return m_decidedByFans; }

private:
    struct Entry
    {
        CoverGrade grade = CoverGrade::None;
        quint8 blockedLines = 0;
        quint8 blockedMask = 0; // bit k: the line to corner k of the target square (k & 1 = east, k >> 1 = south)
        quint8 corner = 0;      // 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right of the attacker's space
        quint8 square = 0;      // (y - top) * size + (x - left) within the target's space
    };
    const Entry &entry(int attacker, int target) const
    {
        // Inline: the table is read once per ordered pair, 40 000 times for 200 creatures.
        Q_ASSERT(contains(attacker) && contains(target) && attacker != target);
        return m_entries[std::size_t(m_rowOf[std::size_t(attacker)]) * m_creatures.size() +
                         m_rowOf[std::size_t(target)]];
    }
    void build();
    void computeFans();
    void setTotal(int attackerRow, int targetRow);
    bool axisLinesBlocked(int fx0, int fx1, int fy0, int fy1, const Space &to) const;
    bool fansBlockBothWays(int aRow, int bRow) const;
    bool fansBlockEveryLine(int attackerRow, int targetRow) const;
    /**
     * The cover lines walked for one direction of a pair of one-square creatures, kept for the other direction:
     * the same sixteen segments between the two squares' corners, and SightLine decides a segment the same from
     * either end (docs/grid-geometry.md, "Walks shared"). For creatures of one side the obstacles are the same
     * (the side's members but the two), so every walk serves; otherwise walks stopped by terrain alone, which
     * blocks the segment whoever else stands around, and walks that looked at no square holding a third creature,
     * which no choice of obstacle creatures could change. Bit 4 c + k: the first creature's corner c, the second's k.
     */
    struct PairWalks
    {
        bool sameSide = false;
        quint16 known = 0;
        quint16 blocked = 0;
        quint16 creature = 0; // the walk was stopped by (or squeezed through) a creature, not terrain alone
        quint16 alone = 0;    // the walk looked at no square holding anyone but the two
    };
    /**
     * For two one-square creatures, the lines of both directions the fans prove blocked, each asked once: a fan
     * proves a segment blocked by terrain, whichever end it is drawn from (docs/grid-geometry.md, "All pairs at
     * once"). Bit 4 c + k of `corners`: the first creature's corner c to the second's corner k; bit c of
     * `toSecondCentre`: the first's corner c to the second's centre; bit k of `toFirstCentre` the other way.
     */
    struct PairLines
    {
        quint16 corners = 0;
        quint8 toSecondCentre = 0;
        quint8 toFirstCentre = 0;
    };
    PairLines fanLines(int firstRow, int secondRow) const;
    void evaluate(int attackerRow, int targetRow, PairWalks *walks = nullptr, bool reversed = false,
                  const PairLines *fanLines = nullptr);
    /** Where the fan of the lattice point (x, y) of row's space is in m_fans, and that of its square s's centre. */
    std::size_t fanOffset(int row, int x, int y) const
    {
        const Space &space = m_spaces[std::size_t(row)];
        const int index = m_fanBase[std::size_t(row)] + (y - space.top()) * (space.size + 1) + (x - space.left());
        return std::size_t(index) * m_directions.buckets();
    }
    std::size_t centreFanOffset(int row, Square s) const
    {
        const Space &space = m_spaces[std::size_t(row)];
        const int index = m_fanBase[std::size_t(row)] + (space.size + 1) * (space.size + 1) +
                          (s.y - space.top()) * space.size + (s.x - space.left());
        return std::size_t(index) * m_directions.buckets();
    }
    const quint8 *fan(int row, int x, int y) const { return m_fans.get() + fanOffset(row, x, y); }
    const quint8 *centreFan(int row, Square s) const { return m_fans.get() + centreFanOffset(row, s); }
    /** Whether the fans at its ends prove the line from corner (x, y) to point (x2, y2) (half squares) blocked. */
    bool fansBlock(const quint8 *fromFan, int x, int y, const quint8 *toFan, int x2, int y2) const;

    const BattleGrid &m_grid;
    QList<int> m_creatures;
    std::vector<Space> m_spaces; // per row
    std::vector<int> m_rowOf;
    std::vector<Entry> m_entries; // row-major: attacker row, target row
    BlockedDirections m_directions;
    // Per row: one fan per lattice point of its space, then one per centre. Every byte is written by
    // BlockedDirections before it is read, so it is not cleared first (a megabyte on every table).
    std::unique_ptr<quint8[]> m_fans;
    std::vector<int> m_fanBase;         // per row: its first fan
    std::vector<quint8> m_spaceFans;    // per row: for every bucket, the deepest of those fans
    std::vector<quint64> m_spaceClosed; // per row: BlockedDirections::closedBuckets() of its deepest fan
    int m_closedWords = 0;              // words per row there
    int m_decidedByFans = 0;
};

} // namespace battlemat
