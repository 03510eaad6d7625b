#include "grid/gridmap.h"

namespace battlemat {

GridMap::GridMap(int width, int height)
    : m_width(width)
    , m_height(height)
    , m_terrain(qsizetype(width) * height, Terrain::Open)
    , m_horizontal(qsizetype(width) * (height + 1), EdgeFeature::None)
    , m_vertical(qsizetype(width + 1) * height, EdgeFeature::None)
{}

EdgeFeature GridMap::edge(Square s, Side side) const
{
    switch (side) {
    case Side::North:
        return horizontalEdge(s.x, s.y);
    case Side::South:
        return horizontalEdge(s.x, s.y + 1);
    case Side::West:
        return verticalEdge(s.x, s.y);
    case Side::East:
        return verticalEdge(s.x + 1, s.y);
    }
    return EdgeFeature::None;
}

void GridMap::setEdge(Square s, Side side, EdgeFeature feature)
{
    switch (side) {
    case Side::North:
        m_horizontal[qsizetype(s.y) * m_width + s.x] = feature;
        break;
    case Side::South:
        m_horizontal[qsizetype(s.y + 1) * m_width + s.x] = feature;
        break;
    case Side::West:
        m_vertical[qsizetype(s.y) * (m_width + 1) + s.x] = feature;
        break;
    case Side::East:
        m_vertical[qsizetype(s.y) * (m_width + 1) + s.x + 1] = feature;
        break;
    }
}

} // namespace battlemat
