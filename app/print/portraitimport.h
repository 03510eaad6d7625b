#pragma once

#include "core/result.h"

#include <QString>

/**
 * Makes a token's portrait from a picture file (docs/file-formats.md, "Portraits"): cropped to its middle square,
 * scaled down to at most 256 x 256 pixels, cut round (transparent outside the circle, as the token shows it) and
 * stored as a base64 PNG, which the engine checks (grid/portrait.h). Here, with QtGui, because the engine knows no
 * pictures; the window and battlemat-cli table share it.
 */
namespace PortraitImport {
/** The portrait, or why the file gives none (missing, not a picture, unreadable), naming the file. */
battlemat::Result<QString> fromFile(const QString &path);
} // namespace PortraitImport
