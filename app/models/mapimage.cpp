#include "mapimage.h"

#include "edgeshapes.h"
#include "terrainpattern.h"

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
    case Terrain::Pit:
        return qRgb(0x1f, 0x17, 0x12);
    case Terrain::Water:
        return qRgb(0x5b, 0x9b, 0xd5);
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
    if (pps >= TerrainPattern::minPixelsPerSquare) {
        // Each kind's pattern over its colour, a run of equal squares at a time with the kind's tile as a texture
        // brush: the brush repeats from the image's origin, a square corner, so every square gets the whole tile.
        for (int y = 0; y < region.height(); ++y) {
            int x = 0;
            while (x < region.width()) {
                const Terrain terrain = grid.terrain({region.x() + x, region.y() + y});
                int end = x + 1;
                while (end < region.width() && grid.terrain({region.x() + end, region.y() + y}) == terrain)
                    ++end;
                // Over a picture open ground is the picture itself: no stone joints on it.
                if (TerrainPattern::patterned(terrain) && !(overBackground && terrain == Terrain::Open))
                    painter.fillRect(QRect(x * pps, y * pps, (end - x) * pps, pps),
                                     QBrush(TerrainPattern::tile(terrain, pps)));
                x = end;
            }
        }
    }
    if (gridLines && pps >= 4) {
        painter.setPen(QPen(QColor(0x9a, 0x9a, 0x9a, 0x90), 1));
        for (int x = 0; x <= region.width(); ++x)
            painter.drawLine(x * pps, 0, x * pps, image.height());
        for (int y = 0; y <= region.height(); ++y)
            painter.drawLine(0, y * pps, image.width(), y * pps);
    }

    // Walls and doors (EdgeShapes), layer by layer so no outline covers a neighbouring edge's body.
    QList<EdgeShapes::Piece> pieces;
    const QPointF origin(-region.x() * pps, -region.y() * pps);
    for (int y = region.top(); y <= region.bottom() + 1; ++y) {
        for (int x = region.left(); x <= region.right(); ++x) {
            if (const EdgeFeature f = grid.horizontalEdge(x, y); f != EdgeFeature::None)
                pieces.append(EdgeShapes::pieces(f, x, y, x + 1, y, pps, 1, origin));
        }
    }
    for (int y = region.top(); y <= region.bottom(); ++y) {
        for (int x = region.left(); x <= region.right() + 1; ++x) {
            if (const EdgeFeature f = grid.verticalEdge(x, y); f != EdgeFeature::None)
                pieces.append(EdgeShapes::pieces(f, x, y, x, y + 1, pps, 1, origin));
        }
    }
    for (int layer = 0; layer < EdgeShapes::layers; ++layer) {
        for (const EdgeShapes::Piece &piece : std::as_const(pieces)) {
            if (piece.layer == layer)
                painter.fillRect(piece.rect, piece.colour);
        }
    }
    return image;
}

} // namespace MapImage
