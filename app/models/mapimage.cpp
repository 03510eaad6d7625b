#include "mapimage.h"

#include <QPainter>

#include <algorithm>

using battlemat::EdgeFeature;
using battlemat::GridMap;
using battlemat::Terrain;

namespace MapImage {

// Legible without colour: obstacles dark, obscurement graded from light to dark, difficult terrain warm.
QRgb terrainColour(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Open:
        return qRgb(0xf3, 0xec, 0xdc);
    case Terrain::Difficult:
        return qRgb(0xc9, 0xa8, 0x6a);
    case Terrain::Blocking:
        return qRgb(0x3a, 0x36, 0x33);
    case Terrain::LightlyObscured:
        return qRgb(0xc8, 0xd3, 0xdb);
    case Terrain::HeavilyObscured:
        return qRgb(0x8f, 0xa0, 0xae);
    case Terrain::TotallyObscured:
        return qRgb(0x55, 0x66, 0x75);
    case Terrain::SolidTransparent:
        return qRgb(0x9e, 0xd9, 0xe6);
    }
    return qRgb(0xff, 0x00, 0xff);
}

QColor edgeColour(EdgeFeature feature)
{
    switch (feature) {
    case EdgeFeature::Wall:
        return QColor(0x1b, 0x18, 0x16);
    case EdgeFeature::OpenDoor:
        return QColor(0x7c, 0xb3, 0x42);
    case EdgeFeature::ClosedDoor:
        return QColor(0x8d, 0x5a, 0x2b);
    case EdgeFeature::LockedDoor:
        return QColor(0xb0, 0x2a, 0x2a);
    case EdgeFeature::None:
        break;
    }
    return Qt::transparent;
}

int pixelsPerSquare(const GridMap &grid, int maxSide)
{
    const int side = std::max({grid.width(), grid.height(), 1});
    return std::clamp(maxSide / side, 1, 32);
}

QImage render(const GridMap &grid, int pps, bool gridLines, bool overBackground)
{
    return renderRegion(grid, QRect(0, 0, grid.width(), grid.height()), pps, gridLines, overBackground);
}

QImage renderRegion(const GridMap &grid, QRect region, int pps, bool gridLines, bool overBackground)
{
    region &= QRect(0, 0, grid.width(), grid.height());
    if (region.isEmpty())
        return {};
    // One pixel per square first (fast to fill), then scaled up without smoothing so squares stay crisp.
    QImage squares(region.width(), region.height(), QImage::Format_ARGB32_Premultiplied);
    for (int y = 0; y < region.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(squares.scanLine(y));
        for (int x = 0; x < region.width(); ++x) {
            const Terrain terrain = grid.terrain({region.x() + x, region.y() + y});
            QRgb colour = terrainColour(terrain);
            if (overBackground) // premultiplied: open squares vanish, the others tint the picture
                colour = terrain == Terrain::Open
                             ? 0
                             : qPremultiply(qRgba(qRed(colour), qGreen(colour), qBlue(colour), 150));
            line[x] = colour;
        }
    }
    if (pps == 1)
        return squares;
    QImage image =
        squares.scaled(region.width() * pps, region.height() * pps, Qt::IgnoreAspectRatio, Qt::FastTransformation);

    QPainter painter(&image);
    if (gridLines && pps >= 4) {
        painter.setPen(QPen(QColor(0x9a, 0x9a, 0x9a, 0x90), 1));
        for (int x = 0; x <= region.width(); ++x)
            painter.drawLine(x * pps, 0, x * pps, image.height());
        for (int y = 0; y <= region.height(); ++y)
            painter.drawLine(0, y * pps, image.width(), y * pps);
    }

    // Walls as thick bars, doors thinner, centred on the edge they stand on.
    auto drawEdge = [&](EdgeFeature feature, int x0, int y0, int x1, int y1) {
        if (feature == EdgeFeature::None)
            return;
        x0 -= region.x();
        x1 -= region.x();
        y0 -= region.y();
        y1 -= region.y();
        const int thickness = std::max(1, pps * (feature == EdgeFeature::Wall ? 3 : 2) / 16);
        const QRect bar = x0 == x1 ? QRect(x0 * pps - thickness / 2, y0 * pps, thickness, (y1 - y0) * pps)
                                   : QRect(x0 * pps, y0 * pps - thickness / 2, (x1 - x0) * pps, thickness);
        painter.fillRect(bar, edgeColour(feature));
    };
    for (int y = region.top(); y <= region.bottom() + 1; ++y) {
        for (int x = region.left(); x <= region.right(); ++x)
            drawEdge(grid.horizontalEdge(x, y), x, y, x + 1, y);
    }
    for (int y = region.top(); y <= region.bottom(); ++y) {
        for (int x = region.left(); x <= region.right() + 1; ++x)
            drawEdge(grid.verticalEdge(x, y), x, y, x, y + 1);
    }
    return image;
}

} // namespace MapImage
