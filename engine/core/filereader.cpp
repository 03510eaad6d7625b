#include "core/filereader.h"

#include <QFileInfo>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace battlemat {

namespace {

bool isResource(const QString &fileName)
{
    return fileName.startsWith(QLatin1Char(':')) || fileName.startsWith(QLatin1String("qrc:"));
}

QString resourcePath(const QString &fileName)
{
    return fileName.startsWith(QLatin1String("qrc:")) ? fileName.mid(3) : fileName;
}

#ifdef Q_OS_UNIX
QString typeReason(mode_t mode)
{
    if (S_ISREG(mode))
        return {};
    if (S_ISDIR(mode))
        return QStringLiteral("is a folder, not a file");
    if (S_ISFIFO(mode))
        return QStringLiteral("is a FIFO (named pipe), not a regular file");
    if (S_ISCHR(mode))
        return QStringLiteral("is a character device, not a regular file");
    if (S_ISBLK(mode))
        return QStringLiteral("is a block device, not a regular file");
    if (S_ISSOCK(mode))
        return QStringLiteral("is a socket, not a regular file");
    return QStringLiteral("is not a regular file");
}
#endif

} // namespace

QString FileReader::sizeText(qint64 bytes)
{
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0)
        return QStringLiteral("%1 MiB").arg(bytes / (1024 * 1024));
    if (bytes >= 1024 && bytes % 1024 == 0)
        return QStringLiteral("%1 KiB").arg(bytes / 1024);
    return QStringLiteral("%1 bytes").arg(bytes);
}

QString FileReader::notRegularReason(const QString &fileName)
{
    if (isResource(fileName))
        return QFileInfo(resourcePath(fileName)).isDir() ? QStringLiteral("is a folder, not a file") : QString();
#ifdef Q_OS_UNIX
    struct stat status;
    if (::stat(QFile::encodeName(fileName).constData(), &status) != 0)
        return {}; // missing or unreadable: the open says which
    return typeReason(status.st_mode);
#else
    const QFileInfo info(fileName);
    if (!info.exists())
        return {};
    if (info.isDir())
        return QStringLiteral("is a folder, not a file");
    return info.isFile() ? QString() : QStringLiteral("is not a regular file");
#endif
}

Result<std::unique_ptr<QFile>> FileReader::openRegular(const QString &fileName)
{
    if (fileName.isEmpty())
        return Error{QStringLiteral("no file name given")};
    if (const QString reason = notRegularReason(fileName); !reason.isEmpty())
        return Error{QStringLiteral("%1: %2").arg(fileName, reason)};
    auto file = std::make_unique<QFile>();
    if (isResource(fileName)) {
        file->setFileName(resourcePath(fileName));
        if (!file->open(QIODevice::ReadOnly))
            return Error{QStringLiteral("%1: cannot open: %2").arg(fileName, file->errorString())};
        return file;
    }
#ifdef Q_OS_UNIX
    // Between the check above and this open the path may have become a FIFO: O_NONBLOCK keeps the open from
    // waiting for a writer, and fstat judges what was really opened.
    const int fd = ::open(QFile::encodeName(fileName).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return Error{QStringLiteral("%1: cannot open: %2").arg(fileName, qt_error_string(errno))};
    struct stat status;
    if (::fstat(fd, &status) != 0) {
        const QString why = qt_error_string(errno);
        ::close(fd);
        return Error{QStringLiteral("%1: cannot open: %2").arg(fileName, why)};
    }
    if (!S_ISREG(status.st_mode)) {
        ::close(fd);
        return Error{QStringLiteral("%1: %2").arg(fileName, typeReason(status.st_mode))};
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return Error{QStringLiteral("%1: cannot open: %2").arg(fileName, file->errorString())};
    }
#else
    file->setFileName(fileName);
    if (!file->open(QIODevice::ReadOnly))
        return Error{QStringLiteral("%1: cannot open: %2").arg(fileName, file->errorString())};
#endif
    return file;
}

Result<QByteArray> FileReader::read(const QString &fileName, FileKind kind)
{
    return read(fileName, maxFileBytes(kind), fileKindName(kind));
}

Result<QByteArray> FileReader::read(const QString &fileName, qint64 maxBytes, const QString &what)
{
    auto opened = openRegular(fileName);
    if (!opened)
        return opened.error();
    QFile &file = **opened;
    // The reported size only sizes the buffer; the limit is judged by what is actually read.
    const qint64 hint = file.size();
    QByteArray bytes;
    bytes.reserve(qsizetype(std::clamp<qint64>(hint + 1, 0, maxBytes + 1)));
    constexpr qint64 chunk = 1024 * 1024;
    while (bytes.size() <= maxBytes) {
        const QByteArray part = file.read(std::min(chunk, maxBytes + 1 - bytes.size()));
        if (part.isEmpty()) {
            if (file.error() != QFileDevice::NoError)
                return Error{QStringLiteral("%1: cannot read: %2").arg(fileName, file.errorString())};
            break;
        }
        bytes += part;
    }
    if (bytes.size() > maxBytes)
        return Error{QStringLiteral("%1: larger than %2, the limit for %3").arg(fileName, sizeText(maxBytes), what)};
    return bytes;
}

} // namespace battlemat
