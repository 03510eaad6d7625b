#pragma once

#include "core/result.h"
#include "regions/regionmap.h"

namespace battlemat {

/**
 * The checks a region map passes before the editor or the campaign file keeps it (../shared/rules/
 * mastery-points-die-ranks-regions.txt, "Regions": "it's more important for it to be very clear where the boundaries
 * of each region are"): every region has a name and a simple outline, no two regions overlap, and every link (wall,
 * door, opening, ladder) lies on the shared border of its two regions. Refusals name the region and the reason.
 */
Status checkRegionShape(const Region &region);
/** checkRegionShape(), and that the region overlaps none of the map's other regions (a region of the same id is
 *  the one being replaced). */
Status checkRegionOnMap(const RegionMap &map, const Region &region);
Status checkRegionLink(const RegionMap &map, const RegionLink &link);
/** All of the above for a whole map. */
Status validateRegionMap(const RegionMap &map);

} // namespace battlemat
