#include "terrainswatch.h"

#include "edgeshapes.h"
#include "mapimage.h"
#include "terrainpattern.h"

#include <QPainter>

TerrainSwatch::TerrainSwatch(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{}

void TerrainSwatch::setTerrain(int terrain)
{
    if (terrain == m_terrain)
        return;
    m_terrain = terrain;
    update();
    Q_EMIT changed();
}

void TerrainSwatch::setEdge(int edge)
{
    if (edge == m_edge)
        return;
    m_edge = edge;
    update();
    Q_EMIT changed();
}

void TerrainSwatch::paint(QPainter *painter)
{
    const int side = int(std::min(width(), height()));
    if (side <= 0)
        return;
    if (m_terrain >= 0 && m_terrain <= int(battlemat::lastTerrain))
        painter->drawImage(QPointF(0, 0), TerrainPattern::swatch(battlemat::Terrain(m_terrain), side));
    if (m_edge > 0 && m_edge <= int(battlemat::EdgeFeature::LockedDoor)) {
        if (m_terrain < 0)
            painter->fillRect(QRectF(0, 0, side, side), MapImage::terrainColour(battlemat::Terrain::Open));
        const auto pieces =
            EdgeShapes::pieces(battlemat::EdgeFeature(m_edge), 0, 0, 1, 0, side, 1,
                               QPointF(0, m_edge == int(battlemat::EdgeFeature::OpenDoor) ? 2 : side / 2.0));
        for (int layer = 0; layer < EdgeShapes::layers; ++layer) {
            for (const EdgeShapes::Piece &piece : pieces) {
                if (piece.layer == layer)
                    painter->fillRect(piece.rect, piece.colour);
            }
        }
    }
}
