#pragma once

#include "grid/gridmap.h"

class QQuickWindow;
class QSGNode;

/**
 * The terrain patterns for renderers with a GPU (BattleMapItem's geometry board): per patterned kind, quads over
 * the runs of that kind's squares, textured with its tile (TerrainPattern) repeated once a square. The map's
 * flat-colour texture lies under it; the kinds' tiles are the only textures, so a 500 x 500 map costs a few
 * nodes, not one item per square. Every child holds at most 65,536 vertices.
 */
namespace TerrainPatternNode {

/** A new node (owning its textures) with the patterns of grid, a square being cellSize units. */
QSGNode *build(QQuickWindow *window, const battlemat::GridMap &grid, double cellSize, bool overBackground);

} // namespace TerrainPatternNode
