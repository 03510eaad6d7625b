#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "mapedit/mapedit.h"

namespace battlemat {

/**
 * A map edit from the JSON that MapEdit::toJson writes and `battlemat-cli table` steps use ("map.paintTerrain",
 * "map.setEdges", "map.placeCreature", ...; docs/cli.md). Checked against the grid it will change, so a step that
 * names a square off the map or an unknown terrain is refused with its place before anything runs.
 */
Result<MapEdit> mapEditFromJson(const QJsonObject &object, const GridMap &grid, const JsonContext &context);

/** Whether "type" names a map edit ("map." and one of the kinds). */
bool isMapEditType(const QString &type);

} // namespace battlemat
