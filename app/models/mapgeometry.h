#pragma once

#include "grid/edgefeature.h"
#include "grid/gridmap.h"

#include "edgeshapes.h"

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
 * What the bars draw (EdgeShapes: walls with thickness, doors as doors), as the painted map draws them but never
 * thinner than minThickness units, so that they stay visible zoomed out; in drawing order, layer by layer.
 */
QList<EdgeShapes::Piece> edgePieces(const QList<EdgeBar> &bars, double cellSize, double minThickness);

/** Pieces per geometry node: 6 vertices each, within the 65,536 vertices one node may hold. */
constexpr qsizetype piecesPerNode = 65532 / 6;

/** Pieces [first, first + count) as coloured triangles. */
void fillPieces(QSGGeometry *geometry, const QList<EdgeShapes::Piece> &pieces, qsizetype first, qsizetype count);

} // namespace MapGeometry
