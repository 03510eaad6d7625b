#pragma once

#include "grid/mapcreature.h"
#include "grid/space.h"
#include "grid/terrainindex.h"

#include <QString>

namespace battlemat {

class BattleGrid;

/**
 * Lines between points of the grid and what blocks them (Orcus "Line of sight", "Line of effect", "Cover"; the
 * geometry is in docs/grid-geometry.md). Points are given in half squares (x2 = 2 * x), so that corners (even,
 * even) and square centres (odd, odd) are exact integers; the walk along a line uses only integer
 * cross-multiplication, so a line through a corner is recognised as such, never by rounding.
 *
 * A line is blocked when it passes through the inside of an obstacle square or crosses a wall or closed door
 * between two of its points. It is not blocked by running along an edge or grazing a corner, except where
 * obstacles touch the point it passes from both sides (two obstacle squares meeting diagonally, a wall running
 * on through the point, an obstacle square on each side of an edge). At its two ends the line starts inside the
 * viewer's space and ends inside the target's, so a corner shut off from them by obstacles on both sides is
 * blocked too.
 */
class SightLine
{
public:
    enum class Kind : quint8
    {
        Sight,  // blocking terrain, walls, closed and locked doors
        Effect, // those and solid-but-transparent terrain
        Cover,  // Effect, plus squares occupied by the target's allies (Orcus "Cover")
    };
    struct Point
    {
        int x2 = 0;
        int y2 = 0;
        friend constexpr bool operator==(Point, Point) = default;
    };
    static Point corner(int x, int y) { return {2 * x, 2 * y}; }
    static Point centre(Square s) { return {2 * s.x + 1, 2 * s.y + 1}; }

    SightLine(const BattleGrid &grid, Kind kind);
    /** Cover only: creatures of this side are obstacles, except the two given (the target and the attacker). */
    void setCoverSide(const QString &side, int exceptA, int exceptB);

    /**
     * Remembers, for one end corner of many lines, which directions get out of (or into) the space there, so
     * that lines sharing a corner (the four cover lines) test it once per direction.
     */
    struct EndMemo
    {
        quint8 known = 0;
        quint8 free = 0;
    };

    /** Whether the line from corner a of a square of `from` to point b in or on `to` is blocked. */
    bool blocked(Point a, Point b, const Space &from, const Space &to, EndMemo *startMemo = nullptr,
                 EndMemo *endMemo = nullptr) const;

    /** From any corner of any square of `from` to any corner or centre of a square of `to`. */
    bool clearLine(const Space &from, const Space &to) const;
    /** Cover only: whether any line so far was stopped by a creature (the target's ally) rather than terrain. */
    bool sawCreature() const { return m_sawCreature; }
    /**
     * Cover only: whether any line so far looked at a square holding someone other than the two creatures given
     * to setCoverSide(), of whatever side. A line that did not would be decided the same whoever's allies were
     * obstacles.
     */
    bool metOthers() const { return m_metOthers; }
    /** Clears both of the above. */
    void resetSawCreature()
    {
        m_sawCreature = false;
        m_metOthers = false;
    }

private:
    /** Whether a square on the map stops the line (the walk along a line never leaves the map). */
    bool onMapObstacle(int x, int y) const
    {
        if (m_flags[std::size_t(y) * m_stride + x] & m_cellFlag)
            return true;
        return m_kind == Kind::Cover && m_heads[std::size_t(y) * m_stride + x] >= 0 && creatureObstacle(x, y);
    }
    /** clearLine() without the memo: every line walked. */
    bool anyClearLine(const Space &from, const Space &to) const;
    bool creatureObstacle(int x, int y) const;
    unsigned ringMask(int vx, int vy) const;
    bool endBlocked(int vx, int vy, int direction, const Space &own) const;
    bool endBlocked(int vx, int vy, int direction, const Space &own, EndMemo *memo) const;
    bool sharedCornerBlocked(int vx, int vy, const Space &from, const Space &to) const;
    bool alongGridLineBlocked(Point a, Point b, const Space &from, const Space &to) const;

    const BattleGrid &m_grid;
    const TerrainIndex &m_terrain;
    Kind m_kind;
    quint16 m_cellFlag;
    int m_width;
    int m_height;
    const quint16 *m_flags;
    int m_stride;
    const int *m_heads;
    const quint8 *m_rings;
    const MapCreature *m_coverCreatures = nullptr;
    QString m_coverSide;
    int m_exceptA = -1;
    int m_exceptB = -1;
    mutable bool m_sawCreature = false;
    mutable bool m_metOthers = false;
};

} // namespace battlemat
