#pragma once

#include "grid/edgefeature.h"
#include "grid/square.h"
#include "grid/terrain.h"

#include <QList>

namespace battlemat {

/**
 * The squares of a battle map and what stands on their edges. Terrain is stored densely (a 1000 x 1000 map is
 * one megabyte); each edge is stored once, so the east side of (x, y) and the west side of (x + 1, y) are the
 * same edge.
 */
class GridMap
{
public:
    static constexpr int maxSide = 1000;

    GridMap() = default;
    GridMap(int width, int height);

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool contains(Square s) const { return s.x >= 0 && s.y >= 0 && s.x < m_width && s.y < m_height; }

    Terrain terrain(Square s) const { return m_terrain[index(s)]; }
    void setTerrain(Square s, Terrain terrain) { m_terrain[index(s)] = terrain; }

    EdgeFeature edge(Square s, Side side) const;
    void setEdge(Square s, Side side, EdgeFeature feature);

    /** Horizontal edge above row y (0..height) at column x, and vertical edge left of column x (0..width). */
    EdgeFeature horizontalEdge(int x, int y) const { return m_horizontal[y * m_width + x]; }
    EdgeFeature verticalEdge(int x, int y) const { return m_vertical[y * (m_width + 1) + x]; }

private:
    qsizetype index(Square s) const { return qsizetype(s.y) * m_width + s.x; }

    int m_width = 0;
    int m_height = 0;
    QList<Terrain> m_terrain;
    QList<EdgeFeature> m_horizontal; // width x (height + 1)
    QList<EdgeFeature> m_vertical;   // (width + 1) x height
};

} // namespace battlemat
