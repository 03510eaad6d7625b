#pragma once

#include <QString>
#include <QtGlobal>

namespace battlemat {

/**
 * What a file is read as. Each kind has one documented size limit (docs/file-formats.md, "File size limits"): a
 * file past it is refused before it can fill the memory, and the message names the kind and the limit.
 */
enum class FileKind
{
    JsonDocument, ///< encounters, hero sheets, battle and region maps, scripts, stat blocks, rule tables
    ExchangeFile, ///< campaign exchange files (a map with its picture embedded, an encounter with its log)
    UniversalVtt, ///< .dd2vtt / .uvtt / .df2vtt map imports (their picture embedded as base64)
    Picture,      ///< a map's background picture (PNG, JPEG or WebP)
};

/** The most bytes a file of this kind may hold. */
qint64 maxFileBytes(FileKind kind);
/** "a JSON file", "a Universal VTT file"... as the messages say it. */
QString fileKindName(FileKind kind);

/** A log (encounter log, JSON Lines) is read line by line: at most this many bytes in one line... */
constexpr qint64 maxLogLineBytes = 32 * 1024 * 1024;
/** ...and at most this many bytes in all. */
constexpr qint64 maxLogBytes = 128 * 1024 * 1024;

} // namespace battlemat
