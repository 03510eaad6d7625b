#include "encounter/spacegeometry.h"

#include "encounter/combatant.h"

#include <cmath>

namespace battlemat::SpaceGeometry {

QList<Square> spaceAt(Square topLeft, int side)
{
    QList<Square> squares;
    squares.reserve(side * side);
    for (int dy = 0; dy < side; ++dy) {
        for (int dx = 0; dx < side; ++dx)
            squares.append({topLeft.x + dx, topLeft.y + dy});
    }
    return squares;
}

int distance(Square a, int sideA, Square b, int sideB)
{
    const int dx = std::max({0, b.x - (a.x + sideA - 1), a.x - (b.x + sideB - 1)});
    const int dy = std::max({0, b.y - (a.y + sideA - 1), a.y - (b.y + sideB - 1)});
    return std::max(dx, dy);
}

int distance(const Combatant &a, const Combatant &b)
{
    return distance(a.position, spaceSquares(a.size), b.position, spaceSquares(b.size));
}

bool adjacent(const Combatant &a, const Combatant &b)
{
    return distance(a, b) == 1;
}

int distanceToSquare(const Combatant &c, Square s)
{
    return distance(c.position, spaceSquares(c.size), s, 1);
}

namespace {

bool edgeBetweenBlocks(const GridMap &grid, Square from, Square to, bool (*blocks)(EdgeFeature))
{
    if (to.x == from.x + 1)
        return blocks(grid.edge(from, Side::East));
    if (to.x == from.x - 1)
        return blocks(grid.edge(from, Side::West));
    if (to.y == from.y + 1)
        return blocks(grid.edge(from, Side::South));
    if (to.y == from.y - 1)
        return blocks(grid.edge(from, Side::North));
    return false;
}

} // namespace

bool stepAllowed(const GridMap &grid, Square from, Square to)
{
    if (!grid.contains(to) || blocksMovement(grid.terrain(to)))
        return false;
    const int dx = to.x - from.x, dy = to.y - from.y;
    if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0))
        return false;
    if (dx == 0 || dy == 0)
        return !edgeBetweenBlocks(grid, from, to, edgeBlocksMovement);
    // A diagonal step may not cut the corner of a wall or a blocking square: both orthogonal routes must be open.
    const Square viaX{to.x, from.y}, viaY{from.x, to.y};
    for (const Square via : {viaX, viaY}) {
        if (!grid.contains(via) || blocksMovement(grid.terrain(via)))
            return false;
        if (edgeBetweenBlocks(grid, from, via, edgeBlocksMovement) ||
            edgeBetweenBlocks(grid, via, to, edgeBlocksMovement))
            return false;
    }
    return true;
}

} // namespace battlemat::SpaceGeometry
