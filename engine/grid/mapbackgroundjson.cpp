#include "grid/mapbackgroundjson.h"

#include <cmath>

namespace battlemat {

QString imageMediaType(const QByteArray &bytes)
{
    if (bytes.startsWith("\x89PNG\r\n\x1a\n"))
        return QStringLiteral("image/png");
    if (bytes.startsWith("\xff\xd8\xff"))
        return QStringLiteral("image/jpeg");
    if (bytes.size() >= 12 && bytes.startsWith("RIFF") && bytes.mid(8, 4) == "WEBP")
        return QStringLiteral("image/webp");
    return {};
}

namespace {

Result<double> readNumber(const QJsonObject &object, const QString &key, double fallback, double min, double max,
                          const JsonContext &context)
{
    if (!object.contains(key))
        return fallback;
    const QJsonValue value = object.value(key);
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        return context.child(key).error(QStringLiteral("expected a number"));
    const double number = value.toDouble();
    if (number < min || number > max)
        return context.child(key).error(QStringLiteral("%1 is out of range (%2 to %3)").arg(number).arg(min).arg(max));
    return number;
}

} // namespace

Result<MapBackground> mapBackgroundFromJson(const QJsonObject &map, const JsonContext &mapContext)
{
    MapBackground background;
    if (!map.contains(QStringLiteral("background")))
        return background;
    auto object = mapContext.requireObject(map, QStringLiteral("background"));
    if (!object)
        return object.error();
    const JsonContext context = mapContext.child(QStringLiteral("background"));

    auto pixels = readNumber(*object, QStringLiteral("pixelsPerSquare"), 0, 1, 10000, context);
    if (!pixels)
        return pixels.error();
    auto offsetX = readNumber(*object, QStringLiteral("offsetX"), 0, -1e6, 1e6, context);
    if (!offsetX)
        return offsetX.error();
    auto offsetY = readNumber(*object, QStringLiteral("offsetY"), 0, -1e6, 1e6, context);
    if (!offsetY)
        return offsetY.error();
    background.pixelsPerSquare = *pixels;
    background.offsetX = *offsetX;
    background.offsetY = *offsetY;

    auto text = context.optionalString(*object, QStringLiteral("image"));
    if (!text)
        return text.error();
    if (text->isEmpty())
        return background;
    const JsonContext imageContext = context.child(QStringLiteral("image"));
    // Base64 grows by a third: refuse before decoding what cannot fit under the limit.
    if (text->size() / 4 * 3 > MapBackground::maxImageBytes + 3)
        return imageContext.error(QStringLiteral("the image is about %1 bytes; the limit is %2 bytes")
                                      .arg(text->size() / 4 * 3)
                                      .arg(MapBackground::maxImageBytes));
    auto decoded = QByteArray::fromBase64Encoding(text->toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return imageContext.error(QStringLiteral("is not valid base64"));
    if (decoded.decoded.size() > MapBackground::maxImageBytes)
        return imageContext.error(QStringLiteral("the image is %1 bytes; the limit is %2 bytes")
                                      .arg(decoded.decoded.size())
                                      .arg(MapBackground::maxImageBytes));
    background.mediaType = imageMediaType(decoded.decoded);
    if (background.mediaType.isEmpty())
        return imageContext.error(QStringLiteral("is not a PNG, JPEG or WebP image"));
    if (background.pixelsPerSquare <= 0)
        return context.child(QStringLiteral("pixelsPerSquare"))
            .error(QStringLiteral("missing: an image needs the size of a square in pixels"));
    background.image = std::move(decoded.decoded);
    return background;
}

QJsonObject mapBackgroundToJson(const MapBackground &background, bool withImage)
{
    QJsonObject object{{QStringLiteral("pixelsPerSquare"), background.pixelsPerSquare},
                       {QStringLiteral("offsetX"), background.offsetX},
                       {QStringLiteral("offsetY"), background.offsetY}};
    if (withImage && !background.image.isEmpty())
        object.insert(QStringLiteral("image"), QString::fromLatin1(background.image.toBase64()));
    return object;
}

} // namespace battlemat
