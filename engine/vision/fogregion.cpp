#include "vision/fogregion.h"

#include <algorithm>

namespace battlemat {

QList<Square> FogRegion::rectangle(const GridMap &grid, Square a, Square b)
{
    const int left = std::max(0, std::min(a.x, b.x));
    const int right = std::min(grid.width() - 1, std::max(a.x, b.x));
    const int top = std::max(0, std::min(a.y, b.y));
    const int bottom = std::min(grid.height() - 1, std::max(a.y, b.y));
    QList<Square> squares;
    if (left > right || top > bottom)
        return squares;
    squares.reserve(qsizetype(right - left + 1) * (bottom - top + 1));
    for (int y = top; y <= bottom; ++y)
        for (int x = left; x <= right; ++x)
            squares.append({x, y});
    return squares;
}

QList<Square> FogRegion::room(const GridMap &grid, Square start)
{
    QList<Square> squares;
    if (!grid.contains(start))
        return squares;
    const int width = grid.width();
    QList<bool> reached(qsizetype(width) * grid.height(), false);
    auto mark = [&](Square s) {
        reached[qsizetype(s.y) * width + s.x] = true;
        squares.append(s);
    };
    mark(start);
    if (blocksSight(grid.terrain(start)))
        return squares;
    static constexpr struct
    {
        Side side;
        int dx, dy;
    } steps[] = {{Side::North, 0, -1}, {Side::East, 1, 0}, {Side::South, 0, 1}, {Side::West, -1, 0}};
    // The list doubles as the queue: squares before `next` have been spread from.
    for (qsizetype next = 0; next < squares.size(); ++next) {
        const Square from = squares.at(next);
        if (blocksSight(grid.terrain(from)))
            continue; // a wall square bordering the room: shown with it, not spread through
        for (const auto &step : steps) {
            const Square to{from.x + step.dx, from.y + step.dy};
            if (!grid.contains(to) || reached.at(qsizetype(to.y) * width + to.x))
                continue;
            if (grid.edge(from, step.side) != EdgeFeature::None)
                continue;
            mark(to);
        }
    }
    return squares;
}

} // namespace battlemat
