#pragma once

#include "grid/terrain.h"

#include <QImage>

class QPainter;

/**
 * The pattern each terrain kind shows over its colour, so the kinds read at a glance and without colour: stone
 * joints on open ground, rubble stones on difficult terrain, waves on water, a dark drop with a lit rim on a pit,
 * and the three obscured levels as ever denser stipple and hatching (docs/table.md "The look"). One tile is one
 * square; tiles are painted once per kind and size and kept, so a map paints them as texture brushes (software
 * renderer) or repeating textures (GPU), never per square.
 */
namespace TerrainPattern {

/** Below this many pixels a square a pattern is noise: the colour alone is drawn. */
constexpr int minPixelsPerSquare = 8;
/** The size of the tile the GPU renderer repeats (a power of two: repeat wrapping works everywhere). */
constexpr int gpuTileSize = 64;

/** The kinds that carry a pattern (all but solid-transparent glass, which stays plain and pale). */
bool patterned(battlemat::Terrain terrain);

/**
 * The pattern of one square of `size` pixels: transparent where the terrain's colour shows. Cached: the same
 * image (implicitly shared) for the same kind and size; thread-safe (the detail texture paints on a worker).
 */
QImage tile(battlemat::Terrain terrain, int size);

/**
 * The terrain's colour with its pattern, opaque, `size` pixels: the swatch the legend and the map editor's
 * palette show (TerrainSwatch), the same pixels the map draws.
 */
QImage swatch(battlemat::Terrain terrain, int size);

} // namespace TerrainPattern
