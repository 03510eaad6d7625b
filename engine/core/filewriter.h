#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>

#include <functional>

namespace battlemat {

/**
 * The one way the engine, the CLI and the app write a file: into a temporary next to it (QSaveFile) that replaces
 * the file only when every write, the flush and the sync succeeded. A full disk or a missing folder is reported with
 * the file's name and the reason, and the previous file stays as it was.
 */
class FileWriter
{
public:
    /** Writes bytes as the whole new content of fileName. */
    static Status write(const QString &fileName, const QByteArray &bytes);

    /**
     * Opens the temporary and lets produce write into it; commits only if produce succeeded and nothing failed on
     * the way (a QPdfWriter painting into the device, for example). produce's error is returned with the file name.
     */
    static Status writeWith(const QString &fileName, const std::function<Status(QIODevice &)> &produce);

    /** Why fileName cannot be written before trying ("is a folder", "the folder ... does not exist"), or "". */
    static QString notWritableReason(const QString &fileName);
};

} // namespace battlemat
