#pragma once

#include "table/tablescene.h"

namespace battlemat {
class SightLight;
}

namespace battlemat {

/**
 * Narrows the players' copy of a scene to what the heroes see (docs/vision.md): only creatures they see now stay;
 * squares never seen lose their terrain and edges; the copy carries the squares seen now (playerVisible) and all
 * seen so far (map.lighting.explored: the scene's explored squares plus those seen now). No light source, ambient
 * area or carrier's id enters the copy. The heroes are the scene's player sides; a creature the table's hit points
 * call dying or dead does not look. `light`: the campaign ruleset's light (null: the map's light by Orcus's table).
 */
void applyPlayerVision(const TableScene &scene, TableScene &view, const SightLight *light = nullptr);

} // namespace battlemat
