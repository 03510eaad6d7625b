#pragma once

#include "regions/regionmap.h"
#include "session/tablestate.h"

#include <QString>

/**
 * A region map's picture as the views show it. The campaign keeps the picture's bytes (schema 5); QML's Image reads
 * a file, so the bytes are written once to the cache, named by their content (StoredBackground, as a grid map's
 * picture). The editor, the fight and the players' window all show it through here.
 */
namespace RegionMapPicture {

/** The file to show: the map's bytes in the cache, else a picture file the map names that exists; empty for none. */
QString fileOf(const battlemat::RegionMap &map);
/**
 * The region map as JSON for RegionMapModel::loadJson(): without the bytes, "background" the file to show (or left
 * out). picture: the bytes, when they are kept elsewhere than in map (a fight's copy of the map has none).
 */
QString viewJson(const battlemat::RegionMap &map, const QByteArray &picture = {});
/** The bytes of the picture of the mastery fight's region map (the campaign's region map its setup named). */
QByteArray ofFight(const battlemat::TableState &table);

} // namespace RegionMapPicture
