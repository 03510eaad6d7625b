#include "core/filewriter.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>

namespace battlemat {

QString FileWriter::notWritableReason(const QString &fileName)
{
    if (fileName.isEmpty())
        return QStringLiteral("no file name given");
    const QFileInfo info(fileName);
    if (info.isDir())
        return QStringLiteral("is a folder; name a file to write");
    const QFileInfo folder(info.absolutePath());
    if (!folder.exists())
        return QStringLiteral("the folder %1 does not exist").arg(QDir::toNativeSeparators(folder.filePath()));
    if (!folder.isDir())
        return QStringLiteral("%1 is not a folder").arg(QDir::toNativeSeparators(folder.filePath()));
    if (const QStorageInfo storage(folder.filePath()); storage.isValid() && storage.isReadOnly())
        return QStringLiteral("the folder %1 is on a read-only file system")
            .arg(QDir::toNativeSeparators(folder.filePath()));
    return {};
}

Status FileWriter::write(const QString &fileName, const QByteArray &bytes)
{
    return writeWith(fileName, [&bytes](QIODevice &device) -> Status {
        if (device.write(bytes) != bytes.size())
            return Error{device.errorString()};
        return success();
    });
}

Status FileWriter::writeWith(const QString &fileName, const std::function<Status(QIODevice &)> &produce)
{
    if (const QString reason = notWritableReason(fileName); !reason.isEmpty())
        return Error{QStringLiteral("%1: cannot write: %2").arg(fileName, reason)};
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return Error{QStringLiteral("%1: cannot write: %2").arg(fileName, file.errorString())};
    const Status produced = produce(file);
    // A write may have failed inside produce without produce noticing (a painter's device): QSaveFile remembers it.
    if (!produced || file.error() != QFileDevice::NoError || !file.flush()) {
        const QString why = !produced ? produced.errorMessage() : file.errorString();
        file.cancelWriting();
        return Error{QStringLiteral("%1: cannot write: %2").arg(fileName, why)};
    }
    if (!file.commit())
        return Error{QStringLiteral("%1: cannot write: %2").arg(fileName, file.errorString())};
    return success();
}

} // namespace battlemat
