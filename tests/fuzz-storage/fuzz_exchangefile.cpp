// Fuzz target for the campaign exchange file reader (engine/storage/exchangefile.h): every input comes back as a
// file or an Error naming it, never a crash, a hang or a sanitizer report; an accepted file, written and read
// again, is the same file.
#include "core/jsonreader.h"
#include "storage/exchangefile.h"

#include <cstdint>
#include <cstdlib>

using namespace battlemat;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString source = QStringLiteral("fuzz.json");
    auto object = parseJsonObject(bytes, source);
    if (!object) {
        if (!object.errorMessage().startsWith(source))
            std::abort();
        return 0;
    }
    auto file = exchangeFileFromJson(*object, source);
    if (!file) {
        if (!file.errorMessage().startsWith(source))
            std::abort();
        return 0;
    }
    auto reread = exchangeFileFromJson(exchangeFileToJson(*file), source);
    if (!reread || exchangeFileToJson(*reread) != exchangeFileToJson(*file))
        std::abort();
    return 0;
}
