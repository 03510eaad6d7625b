#pragma once

#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

/**
 * A legend or palette swatch drawn exactly as the board draws it: a terrain kind's colour and pattern
 * (TerrainPattern), or a wall or door across the middle (EdgeShapes). The legend then cannot drift from the map.
 */
class TerrainSwatch : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int terrain READ terrain WRITE setTerrain NOTIFY changed) // battlemat::Terrain; -1: none
    Q_PROPERTY(int edge READ edge WRITE setEdge NOTIFY changed)          // battlemat::EdgeFeature; 0: none

public:
    explicit TerrainSwatch(QQuickItem *parent = nullptr);

    int terrain() const { return m_terrain; }
    void setTerrain(int terrain);
    int edge() const { return m_edge; }
    void setEdge(int edge);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void changed();

private:
    int m_terrain = -1;
    int m_edge = 0;
};
