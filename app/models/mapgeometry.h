#pragma once

#include "grid/edgefeature.h"
#include "grid/gridmap.h"

#include <QList>

class QSGGeometry;

/**
 * The map as scene-graph geometry, for renderers with a GPU (OpenGL, also llvmpipe): the terrain is a texture of
 * one texel per square drawn without smoothing, and the grid lines, walls and doors are vertices. Nothing is
 * re-painted or uploaded while the view pans or zooms, and edges stay sharp at any zoom. The software renderer
 * cannot draw custom geometry; it keeps the painted textures of BattleMapItem.
 */
namespace MapGeometry {

/** A wall or door standing on the edge from (x0, y0) to (x1, y1), in square corners. */
struct EdgeBar
{
    int x0 = 0;
    int y0 = 0;
    int x1 = 0;
    int y1 = 0;
    battlemat::EdgeFeature feature = battlemat::EdgeFeature::None;
};

/** Every edge with something on it, horizontal ones first (one pass over the map, done when the terrain changes). */
QList<EdgeBar> edgeBars(const battlemat::GridMap &grid);

/** The grid lines of a columns x rows map as line segments, a square being cellSize units. */
void fillGridLines(QSGGeometry *geometry, int columns, int rows, double cellSize);

/**
 * The bars as coloured triangles centred on their edges: walls 3/16 of a square thick and doors 2/16, as the
 * painted map draws them, but never thinner than minThickness units, so that they stay visible zoomed out.
 */
void fillEdgeBars(QSGGeometry *geometry, const QList<EdgeBar> &bars, double cellSize, double minThickness);

} // namespace MapGeometry
