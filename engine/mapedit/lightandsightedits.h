#pragma once

#include "mapedit/mapedit.h"

namespace battlemat {

/** "(x, y)", as the edits' messages name a square. */
QString squareText(Square s);
/** "cannot <verb> square (x, y): it is off the W x H map": one wording for every edit that lists squares. */
QString offTheMap(const GridMap &grid, Square square, const QString &verb);

/**
 * The map edits of light and of what the players see (docs/vision.md): ambient light square by square, light
 * sources and their burning down, the players' vision, secret doors, the squares explored and the game master's
 * reveal and hide marks. Each checks everything first and returns the edit that undoes it, as applyMapEdit does.
 */
namespace LightAndSightEdits {

Result<MapEdit> applyAmbient(TableScene &scene, const MapEdit &edit);
Result<MapEdit> applyLights(TableScene &scene, const MapEdit &edit);
Result<MapEdit> applyVision(TableScene &scene, const MapEdit &edit);
Result<MapEdit> applyBurn(TableScene &scene, const MapEdit &edit);
Result<MapEdit> applySecretDoor(TableScene &scene, const MapEdit &edit);
Result<MapEdit> applyExplored(TableScene &scene, const MapEdit &edit);
Result<MapEdit> applyFog(TableScene &scene, const MapEdit &edit);
/** "revealed", "concealed" or "none", as edits and the map file name a fog mark. */
QString fogMarkName(FogMark mark);

} // namespace LightAndSightEdits
} // namespace battlemat
