#pragma once

#include "core/filekind.h"
#include "core/result.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>

namespace battlemat {

/**
 * The one way the engine and the app read a file a person named: regular files only (a folder, a FIFO, a device
 * or a socket is refused with a message naming the file and what it is, and a FIFO is never waited on), at most
 * the limit of the file's kind (limit + 1 bytes are read to see an excess; the size the file system reports is
 * never trusted). Qt resource paths (":/...") are read the same way.
 */
class FileReader
{
public:
    /** The whole file, or why not: "x.json: is a FIFO (named pipe), not a regular file". */
    static Result<QByteArray> read(const QString &fileName, FileKind kind);
    /** The whole file up to maxBytes; what names the kind in the message about a larger file. */
    static Result<QByteArray> read(const QString &fileName, qint64 maxBytes, const QString &what);

    /**
     * Opens a regular file for reading without blocking on anything else: the type is checked before the open, the
     * open itself cannot wait (O_NONBLOCK), and the opened file is checked again (it may have been swapped).
     */
    static Result<std::unique_ptr<QFile>> openRegular(const QString &fileName);

    /** Why this path is not a regular file ("is a folder"...), or an empty string when it is one or is missing. */
    static QString notRegularReason(const QString &fileName);

    /** "16 MiB", "32 MiB": a limit as people read it. */
    static QString sizeText(qint64 bytes);
};

} // namespace battlemat
