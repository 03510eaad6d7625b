// Fuzz target for the region map reader (engine/regions/regionmapjson.h): every input comes back as a map or an
// Error naming the file, never a crash, a hang or a sanitizer report. An accepted map, written and read again, is
// the same map with the same adjacency; adjacency is symmetric and in region order; and on small maps the shared
// borders found for the whole map at once are exactly those of comparing every region with every other.
#include "core/jsonreader.h"
#include "regions/regionmapjson.h"
#include "regions/sharedborder.h"

#include <QRectF>

#include <algorithm>
#include <cstdint>
#include <cstdlib>

using namespace battlemat;

namespace {

QRectF grownBounds(const QList<QPointF> &polygon)
{
    double left = polygon.constFirst().x(), right = left, top = polygon.constFirst().y(), bottom = top;
    for (const QPointF &p : polygon) {
        left = std::min(left, p.x());
        right = std::max(right, p.x());
        top = std::min(top, p.y());
        bottom = std::max(bottom, p.y());
    }
    return QRectF(QPointF(left, top), QPointF(right, bottom)).adjusted(-1, -1, 1, 1);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString source = QStringLiteral("fuzz-regions.json");
    auto object = parseJsonObject(bytes, source);
    if (!object)
        return 0;
    auto map = regionMapFromJson(*object, JsonContext(source));
    if (!map) {
        if (!map.errorMessage().startsWith(source))
            std::abort();
        return 0;
    }
    const QJsonObject written = regionMapToJson(*map);
    auto reread = regionMapFromJson(written, JsonContext(source));
    if (!reread || regionMapToJson(*reread) != written || regionAdjacencyToJson(*reread) != regionAdjacencyToJson(*map))
        std::abort();
    const QList<Region> &regions = map->regions();
    for (qsizetype i = 0; i < regions.size(); ++i) {
        const QStringList neighbours = map->neighbours(regions.at(i).id);
        qsizetype last = -1;
        for (const QString &id : neighbours) {
            const qsizetype at =
                std::find_if(regions.begin(), regions.end(), [&](const Region &r) { return r.id == id; }) -
                regions.begin();
            if (at <= last || at == i || !map->adjacent(id, regions.at(i).id))
                std::abort();
            last = at;
        }
    }
    if (regions.size() <= 40) {
        for (qsizetype j = 0; j < regions.size(); ++j) {
            for (qsizetype i = 0; i < j; ++i) {
                const bool expected =
                    grownBounds(regions.at(j).polygon).intersects(grownBounds(regions.at(i).polygon)) &&
                    shareBorder(regions.at(j).polygon, regions.at(i).polygon);
                if (map->touching(regions.at(i).id, regions.at(j).id) != expected)
                    std::abort();
            }
        }
    }
    return 0;
}
