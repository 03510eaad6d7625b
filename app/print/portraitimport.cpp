#include "portraitimport.h"

#include "grid/portrait.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QPainterPath>

using namespace battlemat;

Result<QString> PortraitImport::fromFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error{QStringLiteral("%1: no such file").arg(path)};
    if (!info.isFile() || !info.isReadable())
        return Error{QStringLiteral("%1: cannot be read").arg(path)};
    QImageReader reader(path);
    reader.setAutoTransform(true); // a phone's photograph stands the right way up
    QImage picture = reader.read();
    if (picture.isNull())
        return Error{QStringLiteral("%1 is not a picture Battlemat can read (PNG, JPEG, GIF, BMP, WebP): %2")
                         .arg(path, reader.errorString())};
    // The middle square, scaled down to at most the portrait's size (never up: a small icon stays sharp).
    const int side = std::min(picture.width(), picture.height());
    const QImage square = picture.copy((picture.width() - side) / 2, (picture.height() - side) / 2, side, side);
    const int target = std::min(side, Portrait::maxSide);
    const QImage scaled = square.scaled(target, target, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    QImage round(target, target, QImage::Format_ARGB32_Premultiplied);
    round.fill(Qt::transparent);
    {
        QPainter painter(&round);
        painter.setRenderHint(QPainter::Antialiasing);
        QPainterPath circle;
        circle.addEllipse(QRectF(0, 0, target, target));
        painter.setClipPath(circle);
        painter.drawImage(0, 0, scaled);
    }
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!round.save(&buffer, "PNG"))
        return Error{QStringLiteral("%1: the portrait could not be made").arg(path)};
    const QString base64 = QString::fromLatin1(png.toBase64());
    if (const Status valid = Portrait::check(base64); !valid)
        return Error{QStringLiteral("%1: the portrait %2").arg(path, valid.error().message)};
    return base64;
}
