#pragma once

#include "grid/gridmap.h"

#include <QImage>

/**
 * The battle map painted into one image: terrain, grid lines, walls and doors. The map item shows it as a single
 * texture, which every scene-graph backend draws (the software renderer used offscreen and on the TV laptop does
 * not draw custom geometry) and which costs one node however large the map is.
 */
namespace MapImage {

/** Pixels per square so that the image stays within maxSide pixels a side (at least 1, at most 32). */
int pixelsPerSquare(const battlemat::GridMap &grid, int maxSide = 4096);

QImage render(const battlemat::GridMap &grid, int pixelsPerSquare, bool gridLines);

} // namespace MapImage
