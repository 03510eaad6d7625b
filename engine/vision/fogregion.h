#pragma once

#include "grid/gridmap.h"

#include <QList>

namespace battlemat {

/**
 * The squares the game master's rectangle and room brushes mark on the players' fog (docs/vision.md, "Reveal and
 * hide brushes"). A tool's reading of the map, not a rule: the rules text knows no rooms.
 */
namespace FogRegion {

/** Every square of the rectangle with corners a and b (either order), clipped to the map. */
QList<Square> rectangle(const GridMap &grid, Square a, Square b);

/**
 * The room around start: a flood to the four neighbours that stops at every wall and door (open ones too: a door
 * is where a room ends) and at squares that block sight (solid rock). Those blocking squares bordering the room are
 * part of it, so its walls show with it. Starting on a blocking square gives that square alone. Off the map: none.
 */
QList<Square> room(const GridMap &grid, Square start);

} // namespace FogRegion

} // namespace battlemat
