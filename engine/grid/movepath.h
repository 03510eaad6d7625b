#pragma once

#include "grid/opportunityattack.h"
#include "grid/square.h"

#include <QList>
#include <QString>

namespace battlemat {

/** One square a creature can end its move in, and what getting there costs in squares of movement. */
struct ReachableSquare
{
    Square square; // top-left square of the space
    int cost = 0;
    friend bool operator==(const ReachableSquare &, const ReachableSquare &) = default;
};

/**
 * A move as the table shows it while a token is dragged: whether it is legal, what it costs, the squares it
 * passes (top-left squares of the space, start and end included) and the opportunity attacks it provokes.
 */
struct MovePath
{
    bool legal = false;
    int cost = 0;
    QList<Square> path;
    QList<OpportunityAttack> provokes;
    QString reason;       // why it is illegal, or empty
    int squaresMoved = 0; // steps taken (Charge: +1 to the attack when at least 2)
};

} // namespace battlemat
