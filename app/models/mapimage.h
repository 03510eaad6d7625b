#pragma once

#include "grid/gridmap.h"

#include <QColor>
#include <QImage>
#include <QRect>

/**
 * The battle map painted into one image: terrain, grid lines, walls and doors. The map item shows it as a single
 * texture, which every scene-graph backend draws (the software renderer used offscreen and on the TV laptop does
 * not draw custom geometry) and which costs one node however large the map is.
 */
namespace MapImage {

/** Pixels per square so that the image stays within maxSide pixels a side (at least 1, at most 32). */
int pixelsPerSquare(const battlemat::GridMap &grid, int maxSide = 4096);

QImage render(const battlemat::GridMap &grid, int pixelsPerSquare, bool gridLines, bool overBackground = false);

/**
 * Part of the map (squares in `squares`, clipped to the map) at pixelsPerSquare: a zoomed-in view of a large map
 * draws the visible region from this sharper image. overBackground leaves open squares transparent and lets the
 * picture show through the others.
 */
QImage renderRegion(const battlemat::GridMap &grid, QRect squares, int pixelsPerSquare, bool gridLines,
                    bool overBackground);

QRgb terrainColour(battlemat::Terrain terrain);
/** Walls and doors by what they are: transparent for an empty edge. */
QColor edgeColour(battlemat::EdgeFeature feature);

} // namespace MapImage
