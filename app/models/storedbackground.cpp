#include "storedbackground.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>
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
        QSaveFile out(file);
        if (!cache.mkpath(QStringLiteral(".")) || !out.open(QIODevice::WriteOnly) || out.write(stored.image) < 0 ||
            !out.commit())
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
    QFile file(picture.imageFile);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(picture.imageFile, file.errorString());
        return false;
    }
    if (file.size() > battlemat::MapBackground::maxImageBytes) {
        *error = QStringLiteral("%1: %2 MB is more than the %3 MB a campaign keeps per picture")
                     .arg(picture.imageFile)
                     .arg(file.size() / (1024 * 1024))
                     .arg(battlemat::MapBackground::maxImageBytes / (1024 * 1024));
        return false;
    }
    stored->image = file.readAll();
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
