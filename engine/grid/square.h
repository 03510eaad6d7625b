#pragma once

#include <QHashFunctions>

namespace battlemat {

/** One square of the battle grid: x is the column from 0 at the left, y the row from 0 at the top. */
struct Square
{
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(Square, Square) = default;
};

inline size_t qHash(Square square, size_t seed = 0)
{
    return qHashMulti(seed, square.x, square.y);
}

} // namespace battlemat
