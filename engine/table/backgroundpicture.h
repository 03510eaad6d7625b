#pragma once

#include <QString>

namespace battlemat {

/** The GM table's picture under the grid, referenced by file (the campaign store keeps the bytes in
 * grid/MapBackground): how many image pixels one square spans and where square (0, 0) starts. */
struct BackgroundPicture
{
    QString imageFile;            // empty: no background
    double pixelsPerSquare = 100; // image pixels per square side
    double offsetX = 0;           // image pixel where the left edge of column 0 lies
    double offsetY = 0;           // image pixel where the top edge of row 0 lies

    friend bool operator==(const BackgroundPicture &, const BackgroundPicture &) = default;
};

} // namespace battlemat
