#include "mapgeometry.h"

#include "mapimage.h"

#include <QSGGeometry>

#include <algorithm>

using battlemat::EdgeFeature;

namespace MapGeometry {

QList<EdgeBar> edgeBars(const battlemat::GridMap &grid)
{
    QList<EdgeBar> bars;
    for (int y = 0; y <= grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            if (const EdgeFeature f = grid.horizontalEdge(x, y); f != EdgeFeature::None)
                bars.append({x, y, x + 1, y, f});
        }
    }
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x <= grid.width(); ++x) {
            if (const EdgeFeature f = grid.verticalEdge(x, y); f != EdgeFeature::None)
                bars.append({x, y, x, y + 1, f});
        }
    }
    return bars;
}

void fillGridLines(QSGGeometry *geometry, int columns, int rows, double cellSize)
{
    geometry->setDrawingMode(QSGGeometry::DrawLines);
    geometry->setLineWidth(1);
    geometry->allocate(2 * (columns + 1) + 2 * (rows + 1));
    auto *v = geometry->vertexDataAsPoint2D();
    const auto width = float(columns * cellSize);
    const auto height = float(rows * cellSize);
    for (int x = 0; x <= columns; ++x) {
        (v++)->set(float(x * cellSize), 0);
        (v++)->set(float(x * cellSize), height);
    }
    for (int y = 0; y <= rows; ++y) {
        (v++)->set(0, float(y * cellSize));
        (v++)->set(width, float(y * cellSize));
    }
}

QList<EdgeShapes::Piece> edgePieces(const QList<EdgeBar> &bars, double cellSize, double minThickness)
{
    QList<EdgeShapes::Piece> all;
    all.reserve(bars.size() * 3);
    for (const EdgeBar &bar : bars)
        all.append(EdgeShapes::pieces(bar.feature, bar.x0, bar.y0, bar.x1, bar.y1, cellSize, minThickness));
    std::stable_sort(all.begin(), all.end(),
                     [](const EdgeShapes::Piece &a, const EdgeShapes::Piece &b) { return a.layer < b.layer; });
    return all;
}

void fillPieces(QSGGeometry *geometry, const QList<EdgeShapes::Piece> &pieces, qsizetype first, qsizetype count)
{
    geometry->setDrawingMode(QSGGeometry::DrawTriangles);
    geometry->allocate(6 * int(count));
    auto *v = geometry->vertexDataAsColoredPoint2D();
    for (qsizetype i = first; i < first + count; ++i) {
        const QRectF &r = pieces.at(i).rect;
        // Opaque colours: the vertex colour material takes them premultiplied, which opaque ones already are.
        const QColor &c = pieces.at(i).colour;
        const auto red = uchar(c.red());
        const auto green = uchar(c.green());
        const auto blue = uchar(c.blue());
        const auto left = float(r.left()), top = float(r.top()), right = float(r.right()), bottom = float(r.bottom());
        (v++)->set(left, top, red, green, blue, 255);
        (v++)->set(right, top, red, green, blue, 255);
        (v++)->set(left, bottom, red, green, blue, 255);
        (v++)->set(right, top, red, green, blue, 255);
        (v++)->set(right, bottom, red, green, blue, 255);
        (v++)->set(left, bottom, red, green, blue, 255);
    }
}

} // namespace MapGeometry
