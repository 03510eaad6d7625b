#include "storedbackground.h"

#include "core/filereader.h"
#include "core/filewriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace StoredBackground {

battlemat::BackgroundPicture pictureOf(const battlemat::MapBackground &stored)
{
    battlemat::BackgroundPicture picture;
    if (stored.isEmpty())
        return picture;
    const QString type = stored.mediaType.isEmpty() ? battlemat::imageMediaType(stored.image) : stored.mediaType;
    const QString suffix = type == QLatin1String("image/jpeg")   ? QStringLiteral("jpg")
                           : type == QLatin1String("image/webp") ? QStringLiteral("webp")
                                                                 : QStringLiteral("png");
    const QDir cache(QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/backgrounds"));
    const QString file = cache.filePath(QStringLiteral("%1.%2").arg(
        QString::fromLatin1(QCryptographicHash::hash(stored.image, QCryptographicHash::Sha1).toHex()), suffix));
    // Named by content: an existing file already holds these bytes; a new one is written whole or not at all.
    if (!QFile::exists(file)) {
        if (!cache.mkpath(QStringLiteral(".")) || !battlemat::FileWriter::write(file, stored.image))
            return picture; // the map still shows, without its picture
    }
    picture.imageFile = file;
    picture.pixelsPerSquare = stored.pixelsPerSquare > 0 ? stored.pixelsPerSquare : 100;
    picture.offsetX = stored.offsetX;
    picture.offsetY = stored.offsetY;
    return picture;
}

bool storedOf(const battlemat::BackgroundPicture &picture, battlemat::MapBackground *stored, QString *error)
{
    *stored = {};
    if (picture.imageFile.isEmpty())
        return true;
    auto bytes = battlemat::FileReader::read(picture.imageFile, battlemat::FileKind::Picture);
    if (!bytes) {
        *error = bytes.errorMessage();
        return false;
    }
    stored->image = std::move(bytes).value();
    stored->mediaType = battlemat::imageMediaType(stored->image);
    if (stored->mediaType.isEmpty()) {
        *error = QStringLiteral("%1: not a PNG, JPEG or WebP picture").arg(picture.imageFile);
        *stored = {};
        return false;
    }
    stored->pixelsPerSquare = picture.pixelsPerSquare;
    stored->offsetX = picture.offsetX;
    stored->offsetY = picture.offsetY;
    return true;
}

} // namespace StoredBackground
