#include "core/filekind.h"

#include "grid/mapbackground.h"
#include "storage/exchangefile.h"

namespace battlemat {

qint64 maxFileBytes(FileKind kind)
{
    switch (kind) {
    case FileKind::JsonDocument:
        return 64 * 1024 * 1024;
    case FileKind::ExchangeFile:
    case FileKind::UniversalVtt:
        return ExchangeFile::maxFileBytes;
    case FileKind::Picture:
        return MapBackground::maxImageBytes;
    }
    return 0;
}

QString fileKindName(FileKind kind)
{
    switch (kind) {
    case FileKind::JsonDocument:
        return QStringLiteral("a JSON file");
    case FileKind::ExchangeFile:
        return QStringLiteral("an exchange file");
    case FileKind::UniversalVtt:
        return QStringLiteral("a Universal VTT file");
    case FileKind::Picture:
        return QStringLiteral("a picture");
    }
    return {};
}

} // namespace battlemat
