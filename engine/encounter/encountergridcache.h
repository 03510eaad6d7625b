#pragma once

#include <memory>

namespace battlemat {

class EncounterGrid;

/**
 * Where an EncounterState keeps the grid last built for it (EncounterGrid::of), so the many rules questions asked
 * of one unchanged state build it once. A copy starts empty: copies of a state change independently, and a grid's
 * search workspace must not be shared between the threads that play simulated fights on copies.
 */
class EncounterGridCache
{
public:
    EncounterGridCache() = default;
    EncounterGridCache(const EncounterGridCache &) {}
    EncounterGridCache &operator=(const EncounterGridCache &)
    {
        grid.reset();
        return *this;
    }

    std::shared_ptr<EncounterGrid> grid;
};

} // namespace battlemat
