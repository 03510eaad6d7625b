#pragma once

#include "core/result.h"

#include <QString>

namespace battlemat {

/**
 * A token's portrait as the campaign keeps it: a PNG of at most maxSide x maxSide pixels, base64 inline in the
 * creature's (or the library monster's) document (docs/file-formats.md, "Portraits"). The window and
 * battlemat-cli make it from a picture file (app/models/portraitimport.h: cropped square and round, scaled down);
 * the engine, which knows no pictures, checks what it is given is such a PNG by its signature and header.
 */
namespace Portrait {
constexpr int maxSide = 256;
// A 256 x 256 PNG of a photograph stays under about 200 KB; the limit keeps a hand-edited document from carrying a
// picture the size of a map background.
constexpr int maxBytes = 300 * 1024;

/** Why `base64` is not a portrait (empty: no portrait, which is allowed), or success. */
Status check(const QString &base64);
} // namespace Portrait

} // namespace battlemat
