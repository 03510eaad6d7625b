#include "terrainpattern.h"

#include "mapimage.h"

#include <QHash>
#include <QMutex>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

using battlemat::Terrain;

namespace TerrainPattern {

namespace {

// Every pattern is drawn in a 64-unit square and scaled to the tile. Line spacings divide 64, so the tiles join
// without a seam. The middle of each square is left in the kind's own colour: the square's colour reads there
// (tests sample it, and a token's ring sits there).
constexpr qreal unit = 64;

void diagonals(QPainter &p, qreal spacing, bool rising)
{
    // Offset by half a spacing, so that no line runs through the square's middle.
    for (qreal k = -unit + spacing / 2; k <= 2 * unit; k += spacing) {
        if (rising)
            p.drawLine(QPointF(k, unit), QPointF(k + unit, 0));
        else
            p.drawLine(QPointF(k, 0), QPointF(k + unit, unit));
    }
}

void dots(QPainter &p, qreal spacing, qreal radius, bool staggered)
{
    int row = 0;
    for (qreal y = spacing / 2; y < unit; y += spacing, ++row) {
        const qreal shift = staggered && (row % 2) ? spacing / 2 : 0;
        for (qreal x = spacing / 2 + shift; x < unit + spacing; x += spacing) {
            const qreal cx = std::fmod(x, unit);
            p.drawEllipse(QPointF(cx, y), radius, radius);
        }
    }
}

void paintPattern(QPainter &p, Terrain terrain)
{
    p.setRenderHint(QPainter::Antialiasing);
    switch (terrain) {
    case Terrain::Open: {
        // Flagstones: a joint across the middle and one upright joint in each half, offset like laid stone.
        p.setPen(QPen(QColor(0, 0, 0, 34), 1.5));
        p.drawLine(QPointF(0, 20), QPointF(unit, 20));
        p.drawLine(QPointF(12, 0), QPointF(12, 20));
        p.drawLine(QPointF(48, 20), QPointF(48, unit));
        break;
    }
    case Terrain::Difficult: {
        // Rubble: scattered stones, dark with a lit edge.
        const QRectF stones[] = {{8, 9, 15, 11}, {36, 6, 13, 10}, {20, 40, 16, 11}, {46, 34, 12, 10}, {4, 49, 10, 9}};
        for (const QRectF &stone : stones) {
            p.setPen(QPen(QColor(255, 240, 210, 120), 1.5));
            p.setBrush(QColor(70, 45, 20, 150));
            p.drawEllipse(stone);
        }
        break;
    }
    case Terrain::Blocking:
        // Solid rock: light hatching on the dark fill.
        p.setPen(QPen(QColor(255, 255, 255, 48), 2));
        diagonals(p, 16, false);
        break;
    case Terrain::LightlyObscured:
        // Haze: sparse stipple.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(20, 40, 60, 90));
        dots(p, 16, 2.2, true);
        break;
    case Terrain::HeavilyObscured:
        // Fog: dense stipple and a single hatch.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(20, 40, 60, 110));
        dots(p, 8, 1.8, true);
        p.setPen(QPen(QColor(20, 40, 60, 90), 2));
        diagonals(p, 16, true);
        break;
    case Terrain::TotallyObscured:
        // Murk: dense cross-hatching.
        p.setPen(QPen(QColor(10, 20, 30, 140), 2.5));
        diagonals(p, 8, true);
        diagonals(p, 8, false);
        break;
    case Terrain::Pit: {
        // A drop: a lit rim around a black well, darkest in the middle.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(140, 100, 70, 230));
        p.drawRect(QRectF(0, 0, unit, unit));
        QRadialGradient depth(QPointF(32, 32), 30);
        depth.setColorAt(0, QColor(0, 0, 0, 255));
        depth.setColorAt(1, QColor(35, 25, 18, 255));
        p.setBrush(depth);
        p.drawRoundedRect(QRectF(7, 7, 50, 50), 8, 8);
        p.setPen(QPen(QColor(255, 220, 170, 160), 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(7, 7, 50, 50), 8, 8);
        break;
    }
    case Terrain::Water: {
        // Waves: two rows of crests; the period (32) divides the tile, so rows run on across squares.
        p.setPen(QPen(QColor(255, 255, 255, 170), 2.5, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        for (qreal y : {12.0, 46.0}) {
            QPainterPath wave;
            wave.moveTo(0, y);
            for (qreal x = 0; x < unit; x += 32) {
                wave.quadTo(x + 8, y - 6, x + 16, y);
                wave.quadTo(x + 24, y + 6, x + 32, y);
            }
            p.drawPath(wave);
        }
        break;
    }
    case Terrain::SolidTransparent:
        break;
    }
}

QMutex cacheLock;
QHash<quint32, QImage> &cache()
{
    static QHash<quint32, QImage> tiles;
    return tiles;
}

} // namespace

bool patterned(Terrain terrain)
{
    return terrain != Terrain::SolidTransparent;
}

QImage tile(Terrain terrain, int size)
{
    size = std::clamp(size, 1, 512);
    const quint32 key = quint32(terrain) << 16 | quint32(size);
    QMutexLocker locker(&cacheLock);
    auto found = cache().constFind(key);
    if (found != cache().cend())
        return *found;
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        p.scale(size / unit, size / unit);
        paintPattern(p, terrain);
    }
    cache().insert(key, image);
    return image;
}

QImage swatch(Terrain terrain, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(MapImage::terrainColour(terrain));
    if (patterned(terrain)) {
        QPainter p(&image);
        p.drawImage(0, 0, tile(terrain, size));
    }
    return image;
}

} // namespace TerrainPattern
