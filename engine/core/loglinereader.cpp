#include "core/loglinereader.h"

#include "core/filereader.h"

namespace battlemat {

LogLineReader::LogLineReader(QString fileName, std::unique_ptr<QFile> file, qint64 maxLineBytes, qint64 maxTotalBytes)
    : m_fileName(std::move(fileName))
    , m_file(std::move(file))
    , m_maxLineBytes(maxLineBytes)
    , m_maxTotalBytes(maxTotalBytes)
{}

Result<LogLineReader> LogLineReader::open(const QString &fileName, qint64 maxLineBytes, qint64 maxTotalBytes)
{
    auto file = FileReader::openRegular(fileName);
    if (!file)
        return file.error();
    return LogLineReader(fileName, std::move(file).value(), maxLineBytes, maxTotalBytes);
}

Result<std::optional<QByteArray>> LogLineReader::next()
{
    if (m_file->atEnd())
        return std::optional<QByteArray>();
    ++m_line;
    // readLine(n) returns at most n - 1 bytes: room for the longest allowed line, its line break and one byte more.
    QByteArray line = m_file->readLine(m_maxLineBytes + 3);
    if (line.isEmpty() && m_file->error() != QFileDevice::NoError)
        return Error{QStringLiteral("%1:%2: cannot read: %3").arg(m_fileName).arg(m_line).arg(m_file->errorString())};
    m_total += line.size();
    if (m_total > m_maxTotalBytes)
        return Error{QStringLiteral("%1:%2: the log is larger than %3, the limit for a log")
                         .arg(m_fileName)
                         .arg(m_line)
                         .arg(FileReader::sizeText(m_maxTotalBytes))};
    if (line.endsWith('\n'))
        line.chop(1);
    if (line.endsWith('\r'))
        line.chop(1);
    if (line.size() > m_maxLineBytes)
        return Error{QStringLiteral("%1:%2: the line is longer than %3, the limit for one line of a log")
                         .arg(m_fileName)
                         .arg(m_line)
                         .arg(FileReader::sizeText(m_maxLineBytes))};
    return std::optional<QByteArray>(std::move(line));
}

} // namespace battlemat
