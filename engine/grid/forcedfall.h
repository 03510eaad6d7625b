#pragma once

#include "grid/movementmode.h"
#include "grid/space.h"

#include <QList>

#include <optional>

namespace battlemat {

class BattleGrid;

/**
 * A push, pull or shunt that drops its target into a pit (orcus-gaps-filled.md section 10: "A creature that would
 * be forced to fall ... can attempt a saving throw. On a success, instead of being forced to fall, it becomes prone
 * adjacent to the edge and the unwilling movement ends"). The grid's part: whether the forced movement can reach a
 * pit at all, by which squares, and where its edge is; the saving throw and the fall are the encounter's
 * (UnwillingMovement). A walker's forced movement never passes a pit: the first pit square entered ends it.
 */
struct PitDrop
{
    QList<Square> toEdge; // the squares moved before the drop, start excluded (empty: the pit is next to it)
    Square pit;           // the top-left square of the space entered over the pit
};

namespace ForcedFall {

/** Whether any square of a space of this many squares at pos is a pit. */
bool overPit(const BattleGrid &grid, Square pos, int size);

/**
 * The drop an unwilling movement of creature can make (mode Push, Pull or Shunt; options.distance and, for a push
 * or pull, options.origin): the fewest squares to a pit, then the straightest from the origin, each step by the
 * grid's rules of that movement (walls, creatures, the push / pull direction). None when no pit is in reach.
 * The caller decides whether the creature can fall at all (a flier does not).
 */
std::optional<PitDrop> intoPit(const BattleGrid &grid, int creature, MovementMode mode, const MoveOptions &options);

} // namespace ForcedFall
} // namespace battlemat
