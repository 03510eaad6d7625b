#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "grid/battlemap.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The battle map file format (docs/file-formats.md): terrain as rows of characters, walls and doors on square
 * edges, creatures with their spaces. Reading checks everything a hand-written file can get wrong and names the
 * place; writing produces what reading accepts.
 */
Result<BattleMap> battleMapFromJson(const QJsonObject &object, const JsonContext &context);
Result<BattleMap> readBattleMapFile(const QString &fileName);
QJsonObject battleMapToJson(const BattleMap &map);
/** One creature as the map file writes it (its "creatures" entries), checked against the grid it stands on. */
Result<MapCreature> mapCreatureFromJson(const QJsonObject &object, const GridMap &grid, const JsonContext &context);
QJsonObject mapCreatureToJson(const MapCreature &creature);

} // namespace battlemat
