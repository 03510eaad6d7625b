// Fuzz target for the Universal VTT importer (engine/storage/universalvttimport.h): every input comes back as a
// map or an Error naming the file, never a crash, a hang or a sanitizer report; an imported map is one the map
// reader takes back unchanged, and its counts say what is on it.
#include "grid/battlemapjson.h"
#include "storage/universalvttimport.h"

#include <cstdint>
#include <cstdlib>

using namespace battlemat;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString source = QStringLiteral("fuzz.dd2vtt");
    auto imported = importUniversalVtt(bytes, source);
    if (!imported) {
        if (!imported.errorMessage().startsWith(source))
            std::abort(); // every refusal names the file
        return 0;
    }
    const GridMap &grid = imported->map.grid;
    int blocking = 0;
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x)
            blocking += grid.terrain({x, y}) == Terrain::Blocking;
    }
    // Only the importer made squares solid, and it counted each once.
    if (blocking != imported->blockedSquares || imported->wallEdges < 0 || imported->doorEdges < 0)
        std::abort();
    const QJsonObject written = battleMapToJson(imported->map);
    auto reread = battleMapFromJson(written, JsonContext(source));
    if (!reread || battleMapToJson(*reread) != written)
        std::abort();
    return 0;
}
