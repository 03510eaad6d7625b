#pragma once

#include "core/filekind.h"
#include "core/result.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>
#include <optional>

namespace battlemat {

/**
 * Reads a log (JSON Lines) line by line through FileReader::openRegular: one line of at most maxLogLineBytes in
 * memory at a time, at most maxLogBytes in all (docs/file-formats.md, "File size limits"), so a huge or endless
 * file is refused after reading the limit, not after filling the memory.
 */
class LogLineReader
{
public:
    static Result<LogLineReader> open(const QString &fileName, qint64 maxLineBytes = maxLogLineBytes,
                                      qint64 maxTotalBytes = maxLogBytes);

    /** The next line without its line break; nullopt at the end of the file; an Error naming file and line. */
    Result<std::optional<QByteArray>> next();
    /** 1-based number of the line next() returned last. */
    qsizetype lineNumber() const { return m_line; }
    const QString &fileName() const { return m_fileName; }

private:
    LogLineReader(QString fileName, std::unique_ptr<QFile> file, qint64 maxLineBytes, qint64 maxTotalBytes);

    QString m_fileName;
    std::shared_ptr<QFile> m_file;
    qint64 m_maxLineBytes = 0;
    qint64 m_maxTotalBytes = 0;
    qint64 m_total = 0;
    qsizetype m_line = 0;
};

} // namespace battlemat
