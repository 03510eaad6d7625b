#pragma once

#include "grid/mapbackground.h"
#include "table/backgroundpicture.h"

#include <QString>

/**
 * The two halves of a map's background picture kept in step: the campaign file stores the image's bytes with the
 * map (grid/MapBackground, so a campaign carries its pictures and UVTT imports bring theirs), while the table draws
 * and edits a file (table/BackgroundPicture). A stored picture is written once to a cache file named by its content
 * so the view can load it; a picture chosen from a file is read into bytes so the campaign keeps it.
 */
namespace StoredBackground {

/** The file the view shows for stored bytes (written on first use); an empty picture for a map without one. */
battlemat::BackgroundPicture pictureOf(const battlemat::MapBackground &stored);
/**
 * The bytes the campaign stores for a picture the game master chose; an empty background when the picture is
 * removed. Fails (with the file and the reason) when the file cannot be read, is not PNG, JPEG or WebP, or is too big.
 */
bool storedOf(const battlemat::BackgroundPicture &picture, battlemat::MapBackground *stored, QString *error);

} // namespace StoredBackground
