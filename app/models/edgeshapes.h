#pragma once

#include "grid/edgefeature.h"

#include <QColor>
#include <QList>
#include <QRectF>

/**
 * What the board draws on an edge, as coloured rectangles both renderers draw alike (MapImage paints them,
 * MapGeometry turns them into triangles): a wall is a thick dark bar with a pale outline that holds against any
 * background picture; a door stands between two short wall jambs and is drawn as a door: closed, a wooden leaf
 * with a handle; locked, the leaf in red with a gold lock; open, the leaf swung a right angle into the square south
 * or east of it (docs/table.md "The look").
 */
namespace EdgeShapes {

struct Piece
{
    QRectF rect;
    QColor colour;
    int layer = 0; // drawn layer by layer, so that no outline of one edge covers the body of its neighbour
};

constexpr int layers = 4;

/** A wall's thickness, a fraction of a square. */
constexpr double wallThickness = 0.2;

/**
 * The pieces of `feature` on the edge from corner (x0, y0) to corner (x1, y1) (in squares), a square being
 * cellSize units, offset by `origin`; never thinner than minThickness units. Empty for no feature.
 */
QList<Piece> pieces(battlemat::EdgeFeature feature, int x0, int y0, int x1, int y1, double cellSize,
                    double minThickness, QPointF origin = {});

} // namespace EdgeShapes
