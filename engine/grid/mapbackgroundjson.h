#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "grid/mapbackground.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The optional "background" member of a battle map file: {"image": base64, "pixelsPerSquare", "offsetX",
 * "offsetY"} (docs/file-formats.md). A missing member reads as an empty background.
 */
Result<MapBackground> mapBackgroundFromJson(const QJsonObject &map, const JsonContext &context);
/** Writes the member; withImage false leaves the bytes out (the campaign store keeps them in their own column). */
QJsonObject mapBackgroundToJson(const MapBackground &background, bool withImage = true);

} // namespace battlemat
