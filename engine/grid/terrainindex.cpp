#include "grid/terrainindex.h"

namespace battlemat {

TerrainIndex::TerrainIndex(const GridMap &grid)
    : m_width(grid.width())
    , m_height(grid.height())
    , m_flags(size_t(grid.width() + 1) * (grid.height() + 1), 0)
{
    for (int y = 0; y <= m_height; ++y) {
        for (int x = 0; x <= m_width; ++x)
            computeSquare(grid, x, y);
    }
    for (int y = 0; y <= m_height; ++y) {
        for (int x = 0; x <= m_width; ++x)
            computeCorner(grid, x, y);
    }
}

void TerrainIndex::update(const GridMap &grid, Square s)
{
    for (int y = s.y; y <= s.y + 1; ++y) {
        for (int x = s.x; x <= s.x + 1; ++x) {
            if (x <= m_width && y <= m_height)
                computeSquare(grid, x, y);
        }
    }
    for (int y = s.y; y <= s.y + 1; ++y) {
        for (int x = s.x; x <= s.x + 1; ++x) {
            if (x <= m_width && y <= m_height)
                computeCorner(grid, x, y);
        }
    }
}

void TerrainIndex::computeSquare(const GridMap &grid, int x, int y)
{
    quint16 flags = 0;
    if (x < m_width && y < m_height) {
        const Terrain t = grid.terrain({x, y});
        if (blocksMovement(t))
            flags |= MoveBlocked;
        if (t == Terrain::Difficult)
            flags |= Difficult;
        if (blocksSight(t))
            flags |= SightBlocked;
        if (blocksEffect(t))
            flags |= EffectBlocked;
        if (t == Terrain::LightlyObscured)
            flags |= LightlyObscured;
        if (t == Terrain::HeavilyObscured)
            flags |= HeavilyObscured;
        if (t == Terrain::TotallyObscured)
            flags |= TotallyObscured;
    } else {
        flags |= OffMap | MoveBlocked;
    }
    if (x < m_width) {
        const EdgeFeature north = grid.horizontalEdge(x, y);
        if (edgeBlocksMovement(north))
            flags |= MoveWallNorth;
        if (edgeBlocksSight(north))
            flags |= ViewWallNorth;
    }
    if (y < m_height) {
        const EdgeFeature west = grid.verticalEdge(x, y);
        if (edgeBlocksMovement(west))
            flags |= MoveWallWest;
        if (edgeBlocksSight(west))
            flags |= ViewWallWest;
    }
    m_flags[size_t(y) * (m_width + 1) + x] = (m_flags[size_t(y) * (m_width + 1) + x] & CornerClosed) | flags;
}

void TerrainIndex::computeCorner(const GridMap &grid, int x, int y)
{
    // The corner at the top-left of square (x, y). A diagonal step through it passes the corner of each square
    // and each edge that meets there; any blocking square or any wall or closed door among them forbids the step
    // (Orcus "Movement and positioning"; docs/grid-geometry.md). Closed doors count: they stand in a wall.
    bool closed = false;
    auto blockingSquare = [&](int sx, int sy) {
        return sx >= 0 && sy >= 0 && sx < m_width && sy < m_height && blocksMovement(grid.terrain({sx, sy}));
    };
    auto solidEdge = [](EdgeFeature f) { return f != EdgeFeature::None && f != EdgeFeature::OpenDoor; };
    closed =
        blockingSquare(x - 1, y - 1) || blockingSquare(x, y - 1) || blockingSquare(x - 1, y) || blockingSquare(x, y);
    if (!closed && y >= 1 && y - 1 < m_height && x <= m_width)
        closed = solidEdge(grid.verticalEdge(x, y - 1));
    if (!closed && y < m_height && x <= m_width)
        closed = solidEdge(grid.verticalEdge(x, y));
    if (!closed && x >= 1 && x - 1 < m_width && y <= m_height)
        closed = solidEdge(grid.horizontalEdge(x - 1, y));
    if (!closed && x < m_width && y <= m_height)
        closed = solidEdge(grid.horizontalEdge(x, y));
    quint16 &word = m_flags[size_t(y) * (m_width + 1) + x];
    word = closed ? (word | CornerClosed) : (word & ~CornerClosed);
}

} // namespace battlemat
