#include "edgeshapes.h"

#include "mapimage.h"

#include <algorithm>

using battlemat::EdgeFeature;

namespace EdgeShapes {

namespace {
const QColor outline(0xe8, 0xdf, 0xd0); // pale: walls stay visible on dark pictures and dark terrain
const QColor ink(0x1b, 0x18, 0x16);
const QColor lockGold(0xf2, 0xc1, 0x4e);
} // namespace

QList<Piece> pieces(EdgeFeature feature, int x0, int y0, int x1, int y1, double cellSize, double minThickness,
                    QPointF origin)
{
    QList<Piece> out;
    if (feature == EdgeFeature::None)
        return out;
    const bool vertical = x0 == x1;
    // Along the edge (a) and across it (n), in units; the edge's centre line is at n = centre.
    const double a0 = (vertical ? y0 : x0) * cellSize;
    const double a1 = (vertical ? y1 : x1) * cellSize;
    const double centre = (vertical ? x0 : y0) * cellSize;
    const double length = a1 - a0;
    auto rect = [&](double from, double to, double n0, double n1) {
        return vertical ? QRectF(origin.x() + n0, origin.y() + from, n1 - n0, to - from)
                        : QRectF(origin.x() + from, origin.y() + n0, to - from, n1 - n0);
    };
    const double wall = std::max(minThickness, cellSize * wallThickness);
    const double rim = std::max(minThickness * 0.5, wall * 0.18);
    auto bar = [&](double from, double to, double thickness, const QColor &fill, const QColor &edge, int layer) {
        const double half = thickness / 2;
        out.append({rect(from - rim, to + rim, centre - half - rim, centre + half + rim), edge, layer});
        out.append({rect(from, to, centre - half, centre + half), fill, layer + 1});
    };
    const QColor wallColour = MapImage::edgeColour(EdgeFeature::Wall);
    if (feature == EdgeFeature::Wall) {
        bar(a0, a1, wall, wallColour, outline, 0);
        return out;
    }
    // A door: wall jambs at both ends, the leaf between them.
    const double jamb = length * 0.15;
    bar(a0, a0 + jamb, wall, wallColour, outline, 0);
    bar(a1 - jamb, a1, wall, wallColour, outline, 0);
    const double leaf = std::max(minThickness, wall * 0.7);
    const QColor leafColour = MapImage::edgeColour(feature);
    if (feature == EdgeFeature::OpenDoor) {
        // Swung open a right angle from the hinge at the first jamb, into the square south or east of the edge.
        const double hinge = a0 + jamb;
        const double swing = length - 2 * jamb;
        const QRectF open = vertical ? QRectF(origin.x() + centre, origin.y() + hinge, swing, leaf)
                                     : QRectF(origin.x() + hinge, origin.y() + centre, leaf, swing);
        out.append({open.adjusted(-rim, -rim, rim, rim), ink, 2});
        out.append({open, leafColour, 3});
        return out;
    }
    bar(a0 + jamb, a1 - jamb, leaf, leafColour, ink, 2);
    if (feature == EdgeFeature::ClosedDoor) {
        // Its handle, a dark stud near the far jamb (the leaf's middle keeps the door's colour).
        const double stud = std::max(1.0, leaf * 0.6);
        const double at = a0 + length * 0.72;
        out.append({rect(at - stud / 2, at + stud / 2, centre - stud / 2, centre + stud / 2), ink, 3});
    } else {
        // Locked: a gold lock on the middle of the leaf.
        const double side = std::max(leaf * 1.5, 2 * minThickness);
        const double mid = (a0 + a1) / 2;
        out.append({rect(mid - side / 2 - rim, mid + side / 2 + rim, centre - side / 2 - rim, centre + side / 2 + rim),
                    ink, 3});
        out.append({rect(mid - side / 2, mid + side / 2, centre - side / 2, centre + side / 2), lockGold, 3});
    }
    return out;
}

} // namespace EdgeShapes
