#pragma once

#include <QByteArray>
#include <QString>

namespace battlemat {

/**
 * The picture under a battle map (a drawn dungeon, a scanned battle mat) and how the grid lies on it. The engine
 * never decodes the image: it keeps the file's bytes so that the views can draw it and exchange files can carry it.
 */
struct MapBackground
{
    /** Images travel base64-embedded in JSON; larger ones are refused so that a shared file stays shareable. */
    static constexpr qsizetype maxImageBytes = 16 * 1024 * 1024;

    QByteArray image;  // the encoded file (PNG, JPEG or WebP), empty when the map has no background
    QString mediaType; // "image/png", "image/jpeg" or "image/webp", detected from the bytes
    double pixelsPerSquare = 0;
    double offsetX = 0; // image pixel at the top-left corner of square (0, 0)
    double offsetY = 0;

    bool isEmpty() const { return image.isEmpty(); }
    friend bool operator==(const MapBackground &, const MapBackground &) = default;
};

/** "image/png", "image/jpeg", "image/webp", or an empty string when the bytes are none of these. */
QString imageMediaType(const QByteArray &bytes);

} // namespace battlemat
