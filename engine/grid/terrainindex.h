#pragma once

#include "grid/gridmap.h"

#include <vector>

namespace battlemat {

/**
 * What the rules ask of each square and each square's north and west edge, precomputed once per map into one
 * flat array so that movement and sight-line searches read one 16-bit word per step. The array is
 * (width + 1) x (height + 1): the extra column and row hold the east and south map edges and the corners on them.
 */
class TerrainIndex
{
public:
    enum Flag : quint16
    {
        MoveBlocked = 1 << 0,   // terrain blocks movement (blocking, solid-but-transparent)
        Difficult = 1 << 1,     // +1 square to enter
        MoveWallNorth = 1 << 2, // the north edge blocks movement (wall, locked door)
        MoveWallWest = 1 << 3,  // the west edge blocks movement
        CornerClosed = 1 << 4,  // no diagonal step through this square's top-left corner
        SightBlocked = 1 << 5,  // terrain blocks line of sight
        EffectBlocked = 1 << 6, // terrain blocks line of effect
        ViewWallNorth = 1 << 7, // the north edge blocks sight and effect (wall, closed or locked door)
        ViewWallWest = 1 << 8,
        OffMap = 1 << 9,
        LightlyObscured = 1 << 10,
        HeavilyObscured = 1 << 11,
        TotallyObscured = 1 << 12,
        Pit = 1 << 13,   // a drop: barred to movers that do not fly (Pathfinder::Mover::blocked)
        Water = 1 << 14, // +1 square to enter unless swimming (Pathfinder::Mover::difficult)
    };

    TerrainIndex() = default;
    explicit TerrainIndex(const GridMap &grid);

    /** Recomputes the words of square s and of the corners and edges it touches after a terrain or edge edit. */
    void update(const GridMap &grid, Square s);

    /**
     * Which terrain this is: a number no other index and no earlier state of this one has had (a copy has its
     * original's). SightMemo keys its answers by it.
     */
    quint64 revision() const { return m_revision; }

    int width() const { return m_width; }
    int height() const { return m_height; }
    int stride() const { return m_width + 1; }
    quint16 at(int x, int y) const { return m_flags[size_t(y) * (m_width + 1) + x]; }
    const quint16 *data() const { return m_flags.data(); }
    /**
     * What meets at the corner (x, y) (the top-left corner of square x, y), as seen by sight lines: bit 0 the edge
     * going north from it, 1 the square to the north-east, 2 the edge going east, 3 south-east, 4 the edge south,
     * 5 south-west, 6 the edge west, 7 north-west; a bit is set when that edge is a wall or closed door, or that
     * square blocks sight (effect = false) or effect (effect = true). See SightLine.
     */
    quint8 ring(int x, int y, bool effect) const { return m_ring[effect ? 1 : 0][size_t(y) * (m_width + 1) + x]; }
    const quint8 *ringData(bool effect) const { return m_ring[effect ? 1 : 0].data(); }

private:
    void computeSquare(const GridMap &grid, int x, int y);
    void computeCorner(const GridMap &grid, int x, int y);

    static quint64 nextRevision();

    quint64 m_revision = nextRevision();
    int m_width = 0;
    int m_height = 0;
    std::vector<quint16> m_flags;
    std::vector<quint8> m_ring[2];
};

} // namespace battlemat
