#include "regions/regionmapjson.h"

#include "grid/mapbackground.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace battlemat {

namespace {

// Polygon corners in image pixels; the bound keeps arithmetic on them exact enough and refuses nonsense.
constexpr double maxCoordinate = 1.0e6;

} // namespace

Result<QList<QPointF>> regionPolygonFromJson(const QJsonObject &object, const JsonContext &item)
{
    auto points = item.requireArray(object, QStringLiteral("polygon"));
    if (!points)
        return points.error();
    const JsonContext list = item.child(QStringLiteral("polygon"));
    if (points->size() < 3)
        return list.error(QStringLiteral("needs at least 3 points, has %1").arg(points->size()));
    QList<QPointF> polygon;
    for (qsizetype i = 0; i < points->size(); ++i) {
        const QJsonArray pair = points->at(i).toArray();
        if (!points->at(i).isArray() || pair.size() != 2 || !pair.at(0).isDouble() || !pair.at(1).isDouble())
            return list.at(i).error(QStringLiteral("expected a point [x, y] of two numbers"));
        const double x = pair.at(0).toDouble();
        const double y = pair.at(1).toDouble();
        if (std::abs(x) > maxCoordinate || std::abs(y) > maxCoordinate)
            return list.at(i).error(QStringLiteral("coordinates beyond %1 pixels").arg(maxCoordinate));
        polygon.append(QPointF(x, y));
    }
    return polygon;
}

Result<Region> regionFromJson(const QJsonValue &value, const JsonContext &item)
{
    if (!value.isObject())
        return item.error(QStringLiteral("expected an object with id and polygon"));
    const QJsonObject object = value.toObject();
    Region region;
    auto id = item.requireString(object, QStringLiteral("id"));
    if (!id)
        return id.error();
    if (id->trimmed().isEmpty())
        return item.child(QStringLiteral("id")).error(QStringLiteral("must not be empty"));
    region.id = *id;
    auto name = item.optionalString(object, QStringLiteral("name"), *id);
    if (!name)
        return name.error();
    region.name = *name;
    auto polygon = regionPolygonFromJson(object, item);
    if (!polygon)
        return polygon.error();
    region.polygon = *polygon;
    auto swimming = item.optionalBool(object, QStringLiteral("swimming"), false);
    if (!swimming)
        return swimming.error();
    region.needsSwimming = *swimming;
    auto climbing = item.optionalBool(object, QStringLiteral("climbing"), false);
    if (!climbing)
        return climbing.error();
    region.needsClimbing = *climbing;
    return region;
}

namespace {

Result<RegionLink> readLink(const QJsonValue &value, const RegionMap &map, const JsonContext &item)
{
    if (!value.isObject())
        return item.error(QStringLiteral("expected an object with between and kind"));
    const QJsonObject object = value.toObject();
    auto between = item.requireArray(object, QStringLiteral("between"));
    if (!between)
        return between.error();
    const JsonContext betweenContext = item.child(QStringLiteral("between"));
    if (between->size() != 2 || !between->at(0).isString() || !between->at(1).isString())
        return betweenContext.error(QStringLiteral("expected two region ids"));
    RegionLink link;
    link.first = between->at(0).toString();
    link.second = between->at(1).toString();
    for (int i = 0; i < 2; ++i) {
        const QString id = i == 0 ? link.first : link.second;
        if (!map.contains(id))
            return betweenContext.at(i).error(QStringLiteral("no region '%1' on this map").arg(id));
    }
    if (link.first == link.second)
        return betweenContext.error(
            QStringLiteral("a link needs two different regions, both are '%1'").arg(link.first));
    if (map.linkBetween(link.first, link.second))
        return betweenContext.error(QStringLiteral("'%1' and '%2' are linked twice").arg(link.first, link.second));
    auto kindText = item.requireString(object, QStringLiteral("kind"));
    if (!kindText)
        return kindText.error();
    const auto kind = regionLinkKindFromName(*kindText);
    if (!kind)
        return item.child(QStringLiteral("kind"))
            .error(QStringLiteral("'%1' is not a link kind; use wall, opening, door or ladder").arg(*kindText));
    link.kind = *kind;
    return link;
}

// The picture's bytes travel base64 in "image", as a grid map's background does (grid/mapbackgroundjson.h).
Result<QByteArray> readImage(const QJsonObject &object, const JsonContext &context)
{
    auto text = context.optionalString(object, QStringLiteral("image"));
    if (!text)
        return text.error();
    if (text->isEmpty())
        return QByteArray();
    const auto decoded = QByteArray::fromBase64Encoding(text->toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return context.child(QStringLiteral("image")).error(QStringLiteral("is not base64"));
    if (decoded.decoded.size() > MapBackground::maxImageBytes)
        return context.child(QStringLiteral("image"))
            .error(QStringLiteral("the picture is larger than %1 MiB").arg(MapBackground::maxImageBytes >> 20));
    if (imageMediaType(decoded.decoded).isEmpty())
        return context.child(QStringLiteral("image")).error(QStringLiteral("is not a PNG, JPEG or WebP picture"));
    return decoded.decoded;
}

QJsonArray pointsToJson(const QList<QPointF> &polygon)
{
    QJsonArray points;
    for (const QPointF &point : polygon)
        points.append(QJsonArray{point.x(), point.y()});
    return points;
}

} // namespace

Result<RegionMap> regionMapFromJson(const QJsonObject &object, const JsonContext &context, bool allowNoRegions)
{
    RegionMap map;
    auto name = context.optionalString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    map.name = *name;
    auto background = context.optionalString(object, QStringLiteral("background"));
    if (!background)
        return background.error();
    map.background = *background;
    auto image = readImage(object, context);
    if (!image)
        return image.error();
    map.image = *image;

    auto regions = context.requireArray(object, QStringLiteral("regions"));
    if (!regions)
        return regions.error();
    if (regions->isEmpty() && !allowNoRegions)
        return context.child(QStringLiteral("regions")).error(QStringLiteral("needs at least one region"));
    // Read and checked one by one, then added together: the shared borders of the whole map are found at once.
    QList<Region> read;
    QSet<QString> ids;
    for (qsizetype i = 0; i < regions->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("regions")).at(i);
        auto region = regionFromJson(regions->at(i), item);
        if (!region)
            return region.error();
        if (ids.contains(region->id))
            return item.child(QStringLiteral("id")).error(QStringLiteral("'%1' is used twice").arg(region->id));
        ids.insert(region->id);
        read.append(std::move(region).value());
    }
    const Status added = map.addRegions(std::move(read));
    if (!added)
        return context.child(QStringLiteral("regions")).error(added.errorMessage());

    auto links = context.optionalArray(object, QStringLiteral("links"));
    if (!links)
        return links.error();
    for (qsizetype i = 0; i < links->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("links")).at(i);
        auto link = readLink(links->at(i), map, item);
        if (!link)
            return link.error();
        const Status set = map.setLink(*link);
        if (!set)
            return item.error(set.errorMessage());
    }
    return map;
}

QJsonObject regionToJson(const Region &region)
{
    QJsonObject object{{QStringLiteral("id"), region.id}, {QStringLiteral("polygon"), pointsToJson(region.polygon)}};
    if (region.name != region.id)
        object.insert(QStringLiteral("name"), region.name);
    if (region.needsSwimming)
        object.insert(QStringLiteral("swimming"), true);
    if (region.needsClimbing)
        object.insert(QStringLiteral("climbing"), true);
    return object;
}

QJsonObject regionMapToJson(const RegionMap &map, bool withImage)
{
    QJsonArray regions;
    for (const Region &region : map.regions())
        regions.append(regionToJson(region));
    QJsonArray links;
    for (const RegionLink &link : map.links())
        links.append(QJsonObject{{QStringLiteral("between"), QJsonArray{link.first, link.second}},
                                 {QStringLiteral("kind"), regionLinkKindName(link.kind)}});
    QJsonObject object{{QStringLiteral("regions"), regions}};
    if (!map.name.isEmpty())
        object.insert(QStringLiteral("name"), map.name);
    if (!map.background.isEmpty())
        object.insert(QStringLiteral("background"), map.background);
    if (withImage && !map.image.isEmpty())
        object.insert(QStringLiteral("image"), QString::fromLatin1(map.image.toBase64()));
    if (!links.isEmpty())
        object.insert(QStringLiteral("links"), links);
    return object;
}

QJsonObject regionAdjacencyToJson(const RegionMap &map)
{
    QJsonObject adjacency;
    for (const Region &region : map.regions())
        adjacency.insert(region.id, QJsonArray::fromStringList(map.neighbours(region.id)));
    return adjacency;
}

} // namespace battlemat
