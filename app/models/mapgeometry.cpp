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

void fillEdgeBars(QSGGeometry *geometry, const QList<EdgeBar> &bars, double cellSize, double minThickness)
{
    geometry->setDrawingMode(QSGGeometry::DrawTriangles);
    geometry->allocate(6 * int(bars.size()));
    auto *v = geometry->vertexDataAsColoredPoint2D();
    for (const EdgeBar &bar : bars) {
        const double thickness = std::max(minThickness, cellSize * (bar.feature == EdgeFeature::Wall ? 3 : 2) / 16.0);
        const double half = thickness / 2;
        const bool vertical = bar.x0 == bar.x1;
        const auto left = float(bar.x0 * cellSize - (vertical ? half : 0));
        const auto top = float(bar.y0 * cellSize - (vertical ? 0 : half));
        const auto right = float(bar.x1 * cellSize + (vertical ? half : 0));
        const auto bottom = float(bar.y1 * cellSize + (vertical ? 0 : half));
        // Opaque colours: the vertex colour material takes them premultiplied, which opaque ones already are.
        const QColor c = MapImage::edgeColour(bar.feature);
        const auto r = uchar(c.red());
        const auto g = uchar(c.green());
        const auto b = uchar(c.blue());
        (v++)->set(left, top, r, g, b, 255);
        (v++)->set(right, top, r, g, b, 255);
        (v++)->set(left, bottom, r, g, b, 255);
        (v++)->set(right, top, r, g, b, 255);
        (v++)->set(right, bottom, r, g, b, 255);
        (v++)->set(left, bottom, r, g, b, 255);
    }
}

} // namespace MapGeometry
