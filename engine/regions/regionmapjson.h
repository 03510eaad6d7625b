#pragma once

#include "core/jsonreader.h"
#include "regions/regionmap.h"

namespace battlemat {

/**
 * Reads a region map file (docs/file-formats.md, "Region map"); refused whole with what and where. A file needs a
 * region; a region map stored in a campaign may have none yet (the editor starts blank).
 */
Result<RegionMap> regionMapFromJson(const QJsonObject &object, const JsonContext &context, bool allowNoRegions = false);
/** One region {"id", "name", "polygon", "swimming", "climbing"}; the name defaults to the id. */
Result<Region> regionFromJson(const QJsonValue &value, const JsonContext &item);
/** The "polygon" of a region object: at least 3 points [x, y] within a million pixels. */
Result<QList<QPointF>> regionPolygonFromJson(const QJsonObject &object, const JsonContext &item);
QJsonObject regionToJson(const Region &region);
/** The map as a file holds it; withImage: the picture's bytes base64 in "image" (an exchange file, an export). */
QJsonObject regionMapToJson(const RegionMap &map, bool withImage = true);

/** Adjacency as {"region": ["neighbour", ...]}, for the CLI and exports. */
QJsonObject regionAdjacencyToJson(const RegionMap &map);

} // namespace battlemat
