#include "grid/portrait.h"

#include <QByteArray>

namespace battlemat {

Status Portrait::check(const QString &base64)
{
    if (base64.isEmpty())
        return success();
    const auto decoded = QByteArray::fromBase64Encoding(base64.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return Error{QStringLiteral("is not base64")};
    const QByteArray &png = *decoded;
    if (png.size() > maxBytes)
        return Error{
            QStringLiteral("is %1 KB; a portrait is at most %2 KB").arg(png.size() / 1024).arg(maxBytes / 1024)};
    // The PNG signature, then the IHDR chunk: its length (13), its type, width and height as 32-bit big-endian.
    static const QByteArray signature("\x89PNG\r\n\x1a\n", 8);
    if (png.size() < 24 || !png.startsWith(signature) || png.mid(12, 4) != QByteArrayLiteral("IHDR"))
        return Error{QStringLiteral("is not a PNG picture")};
    auto bigEndian = [&png](int at) {
        return (quint32(quint8(png.at(at))) << 24) | (quint32(quint8(png.at(at + 1))) << 16) |
               (quint32(quint8(png.at(at + 2))) << 8) | quint32(quint8(png.at(at + 3)));
    };
    const quint32 width = bigEndian(16);
    const quint32 height = bigEndian(20);
    if (width < 1 || height < 1 || width > quint32(maxSide) || height > quint32(maxSide))
        return Error{
            QStringLiteral("is %1 x %2 pixels; a portrait is at most %3 x %3").arg(width).arg(height).arg(maxSide)};
    return success();
}

} // namespace battlemat
