#pragma once

#include "core/result.h"
#include "encounter/encountergrid.h"
#include "grid/movementrules.h"

#include <memory>
#include <optional>

namespace battlemat {

/**
 * Where the creature whose turn it is could walk (TacticsPolicy::next), kept per thread from one decision to the next
 * while the state's grid is the same kept grid (EncounterGrid::of gives the same one until a creature moves, falls or
 * changes what the grid reads of it, and a kept grid is never changed in place): the decisions after an attack ask it
 * of the same grid again. The owner comparison of the weak pointer cannot mistake a new grid at the old one's address.
 */
struct WalkMemo
{
    std::weak_ptr<const EncounterGrid> grid;
    int index = -1;
    std::optional<Result<QList<ReachableSquare>>> walkable;

    bool holds(const std::shared_ptr<const EncounterGrid> &kept, int creature) const
    {
        return walkable && index == creature && !grid.expired() && !grid.owner_before(kept) && !kept.owner_before(grid);
    }
};

} // namespace battlemat
