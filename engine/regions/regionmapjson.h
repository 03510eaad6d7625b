#pragma once

#include "core/jsonreader.h"
#include "regions/regionmap.h"

namespace battlemat {

/** Reads a region map file (docs/file-formats.md, "Region map"); refused whole with what and where. */
Result<RegionMap> regionMapFromJson(const QJsonObject &object, const JsonContext &context);
QJsonObject regionMapToJson(const RegionMap &map);

/** Adjacency as {"region": ["neighbour", ...]}, for the CLI and exports. */
QJsonObject regionAdjacencyToJson(const RegionMap &map);

} // namespace battlemat
