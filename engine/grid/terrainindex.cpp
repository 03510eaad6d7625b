#include "grid/terrainindex.h"

#include <atomic>

#include <optional>

namespace battlemat {

TerrainIndex::TerrainIndex(const GridMap &grid)
    : m_width(grid.width())
    , m_height(grid.height())
    , m_flags(size_t(grid.width() + 1) * (grid.height() + 1), 0)
{
    m_ring[0].assign(m_flags.size(), 0);
    m_ring[1].assign(m_flags.size(), 0);
    for (int y = 0; y <= m_height; ++y) {
        for (int x = 0; x <= m_width; ++x)
            computeSquare(grid, x, y);
    }
    for (int y = 0; y <= m_height; ++y) {
        for (int x = 0; x <= m_width; ++x)
            computeCorner(grid, x, y);
    }
}

quint64 TerrainIndex::nextRevision()
{
    static std::atomic<quint64> next{1};
    return next.fetch_add(1, std::memory_order_relaxed);
}

void TerrainIndex::update(const GridMap &grid, Square s)
{
    m_revision = nextRevision();
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
        if (t == Terrain::Pit)
            flags |= Pit;
        if (t == Terrain::Water)
            flags |= Water;
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

    auto terrainAt = [&](int sx, int sy) -> std::optional<Terrain> {
        if (sx < 0 || sy < 0 || sx >= m_width || sy >= m_height)
            return std::nullopt;
        return grid.terrain({sx, sy});
    };
    auto viewEdgeV = [&](int ex, int row) {
        return ex >= 0 && ex <= m_width && row >= 0 && row < m_height && edgeBlocksSight(grid.verticalEdge(ex, row));
    };
    auto viewEdgeH = [&](int column, int ey) {
        return column >= 0 && column < m_width && ey >= 0 && ey <= m_height &&
               edgeBlocksSight(grid.horizontalEdge(column, ey));
    };
    const std::optional<Terrain> quadrants[4] = {terrainAt(x, y - 1), terrainAt(x, y), terrainAt(x - 1, y),
                                                 terrainAt(x - 1, y - 1)};
    quint8 arms = 0;
    arms |= viewEdgeV(x, y - 1) ? 1u << 0 : 0u;
    arms |= viewEdgeH(x, y) ? 1u << 2 : 0u;
    arms |= viewEdgeV(x, y) ? 1u << 4 : 0u;
    arms |= viewEdgeH(x - 1, y) ? 1u << 6 : 0u;
    quint8 sight = arms;
    quint8 effect = arms;
    // Nothing is beyond the map's edge for a line to pass through: squares off the map count as solid, so no
    // line gets round the end of a wall that meets the edge.
    for (int q = 0; q < 4; ++q) {
        if (!quadrants[q] || blocksSight(*quadrants[q]))
            sight |= quint8(1u << (2 * q + 1));
        if (!quadrants[q] || blocksEffect(*quadrants[q]))
            effect |= quint8(1u << (2 * q + 1));
    }
    m_ring[0][size_t(y) * (m_width + 1) + x] = sight;
    m_ring[1][size_t(y) * (m_width + 1) + x] = effect;
}

} // namespace battlemat
