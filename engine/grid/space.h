#pragma once

#include "grid/square.h"

#include <algorithm>

namespace battlemat {

/**
 * The square block of squares a creature controls: its top-left square and its side length (Orcus "Size":
 * 1 for Tiny to Medium, 2 Large, 3 Huge, 4 Gargantuan). Also used for origin squares of areas.
 */
struct Space
{
    Square origin;
    int size = 1;

    int left() const { return origin.x; }
    int top() const { return origin.y; }
    int right() const { return origin.x + size - 1; }
    int bottom() const { return origin.y + size - 1; }
    bool contains(Square s) const { return s.x >= left() && s.x <= right() && s.y >= top() && s.y <= bottom(); }
    bool overlaps(const Space &other) const
    {
        return left() <= other.right() && other.left() <= right() && top() <= other.bottom() && other.top() <= bottom();
    }

    friend constexpr bool operator==(const Space &, const Space &) = default;
};

/**
 * Range between two spaces per Orcus "Range": the squares between them plus one, diagonal squares counting as
 * adjacent. That is the larger of the column and row gaps plus one; 1 means adjacent, 0 means the spaces
 * overlap (a creature is always within range of itself).
 */
inline int rangeBetween(const Space &a, const Space &b)
{
    const int dx = std::max(b.left() - a.right(), a.left() - b.right());
    const int dy = std::max(b.top() - a.bottom(), a.top() - b.bottom());
    return std::max({dx, dy, 0});
}

/** Adjacent: touching at an edge or a corner without overlapping (range 1). */
inline bool isAdjacent(const Space &a, const Space &b)
{
    return rangeBetween(a, b) == 1;
}

} // namespace battlemat
