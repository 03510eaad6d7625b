// libFuzzer entry for the campaign importers: every input must come back as a value or an Error naming the
// source, never a crash, a hang or a sanitizer report. The first byte picks the reader, the rest is the file.
#include "core/jsonreader.h"
#include "grid/battlemapjson.h"
#include "storage/exchangefile.h"
#include "storage/universalvttimport.h"

#include <cstdint>
#include <cstdlib>

using namespace battlemat;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const QString source = QStringLiteral("fuzz.json");
    if (data[0] % 2 == 0) {
        auto imported = importUniversalVtt(bytes, source);
        if (!imported) {
            if (!imported.errorMessage().startsWith(source))
                std::abort(); // every refusal names the file
            return 0;
        }
        // What was imported must be a map the map reader takes back unchanged.
        const QJsonObject written = battleMapToJson(imported->map);
        auto reread = battleMapFromJson(written, JsonContext(source));
        if (!reread || battleMapToJson(*reread) != written)
            std::abort();
        return 0;
    }
    auto object = parseJsonObject(bytes, source);
    if (!object)
        return 0;
    auto file = exchangeFileFromJson(*object, source);
    if (!file) {
        if (!file.errorMessage().startsWith(source))
            std::abort();
        return 0;
    }
    // Written and read again, an accepted exchange file is the same file.
    auto reread = exchangeFileFromJson(exchangeFileToJson(*file), source);
    if (!reread || exchangeFileToJson(*reread) != exchangeFileToJson(*file))
        std::abort();
    return 0;
}
