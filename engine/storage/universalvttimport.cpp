#include "storage/universalvttimport.h"

#include "core/filereader.h"
#include "core/jsonreader.h"
#include "grid/mapbackgroundjson.h"
#include "storage/exchangefile.h"
#include "storage/vttoutlinesquares.h"
#include "storage/vttwalltracer.h"

#include <QFileInfo>
#include <QPointF>

#include <cmath>

namespace battlemat {

namespace {

using Polyline = QList<QPointF>;

/** Reads and places the file's points in map squares, relative to map_origin. */
class PointReader
{
public:
    PointReader(QPointF origin, int width, int height)
        : m_origin(origin)
        , m_width(width)
        , m_height(height)
    {}

    Result<QPointF> point(const QJsonValue &value, const JsonContext &context) const
    {
        const QJsonObject object = value.toObject();
        const QJsonValue x = object.value(QStringLiteral("x"));
        const QJsonValue y = object.value(QStringLiteral("y"));
        if (!value.isObject() || !x.isDouble() || !y.isDouble() || !std::isfinite(x.toDouble()) ||
            !std::isfinite(y.toDouble()))
            return context.error(QStringLiteral("expected a point {\"x\": number, \"y\": number}"));
        const QPointF p(x.toDouble() - m_origin.x(), y.toDouble() - m_origin.y());
        const double tolerance = UniversalVttImport::outsideTolerance;
        if (p.x() < -tolerance || p.y() < -tolerance || p.x() > m_width + tolerance || p.y() > m_height + tolerance)
            return context.error(QStringLiteral("the point (%1, %2) lies outside the %3 x %4 map")
                                     .arg(x.toDouble())
                                     .arg(y.toDouble())
                                     .arg(m_width)
                                     .arg(m_height));
        return QPointF(std::clamp(p.x(), 0.0, double(m_width)), std::clamp(p.y(), 0.0, double(m_height)));
    }

    Result<QList<Polyline>> polylines(const QJsonObject &object, const QString &key, const JsonContext &context) const
    {
        auto list = context.optionalArray(object, key);
        if (!list)
            return list.error();
        QList<Polyline> lines;
        for (qsizetype i = 0; i < list->size(); ++i) {
            const JsonContext lineContext = context.child(key).at(i);
            if (!list->at(i).isArray())
                return lineContext.error(QStringLiteral("expected an array of points"));
            const QJsonArray points = list->at(i).toArray();
            Polyline line;
            for (qsizetype p = 0; p < points.size(); ++p) {
                auto point = this->point(points.at(p), lineContext.at(p));
                if (!point)
                    return point.error();
                line.append(*point);
            }
            lines.append(line);
        }
        return lines;
    }

private:
    QPointF m_origin;
    int m_width;
    int m_height;
};

void setEdge(GridMap &grid, VttWallTracer::Place place, Square key, EdgeFeature feature)
{
    if (place == VttWallTracer::Place::VerticalEdge) {
        if (key.x < grid.width())
            grid.setEdge({key.x, key.y}, Side::West, feature);
        else
            grid.setEdge({key.x - 1, key.y}, Side::East, feature);
    } else {
        if (key.y < grid.height())
            grid.setEdge({key.x, key.y}, Side::North, feature);
        else
            grid.setEdge({key.x, key.y - 1}, Side::South, feature);
    }
}

Result<QPointF> readPair(const QJsonObject &object, const QString &key, const JsonContext &context, double min,
                         double max)
{
    auto pair = context.requireObject(object, key);
    if (!pair)
        return pair.error();
    double values[2] = {0, 0};
    const char *names[2] = {"x", "y"};
    for (int i = 0; i < 2; ++i) {
        const QString name = QString::fromLatin1(names[i]);
        const QJsonValue value = pair->value(name);
        if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() < min || value.toDouble() > max)
            return context.child(key).child(name).error(
                QStringLiteral("expected a number from %1 to %2").arg(min).arg(max));
        values[i] = value.toDouble();
    }
    return QPointF(values[0], values[1]);
}

} // namespace

bool isUniversalVttFileName(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    return suffix == QLatin1String("dd2vtt") || suffix == QLatin1String("uvtt") || suffix == QLatin1String("df2vtt");
}

Result<UniversalVttImport> importUniversalVtt(const QByteArray &bytes, const QString &source)
{
    auto parsed = parseJsonObject(bytes, source);
    if (!parsed)
        return parsed.error();
    const QJsonObject &object = *parsed;
    const JsonContext context(source);
    auto resolution = context.requireObject(object, QStringLiteral("resolution"));
    if (!resolution)
        return resolution.error();
    const JsonContext resolutionContext = context.child(QStringLiteral("resolution"));
    auto size = readPair(*resolution, QStringLiteral("map_size"), resolutionContext, 0.5, GridMap::maxSide);
    if (!size)
        return size.error();
    QPointF origin(0, 0);
    if (resolution->contains(QStringLiteral("map_origin"))) {
        auto read = readPair(*resolution, QStringLiteral("map_origin"), resolutionContext, -1e6, 1e6);
        if (!read)
            return read.error();
        origin = *read;
    }
    auto pixels = resolutionContext.requireInt(*resolution, QStringLiteral("pixels_per_grid"), 1, 10000);
    if (!pixels)
        return pixels.error();

    // A fractional size (a map cut mid-square) still needs its last partial row and column of squares.
    const int width = int(std::ceil(size->x() - 1e-6));
    const int height = int(std::ceil(size->y() - 1e-6));
    UniversalVttImport result;
    BattleMap &map = result.map;
    map.name = QFileInfo(source).completeBaseName();
    map.grid = GridMap(width, height);
    const PointReader reader(origin, width, height);

    auto walls = reader.polylines(object, QStringLiteral("line_of_sight"), context);
    if (!walls)
        return walls.error();
    auto objects = reader.polylines(object, QStringLiteral("objects_line_of_sight"), context);
    if (!objects)
        return objects.error();

    VttWallTracer wallTracer(width, height);
    for (const QList<Polyline> *lines : {&*walls, &*objects}) {
        for (const Polyline &line : *lines) {
            const bool closedOutline = lines == &*objects && line.size() >= 4 && line.constFirst() == line.constLast();
            if (closedOutline) {
                // An object's closed outline (a pillar): the squares whose centre it encloses are solid.
                for (const Square square : vttOutlineSquares(line, width, height)) {
                    if (map.grid.terrain(square) != Terrain::Blocking) {
                        map.grid.setTerrain(square, Terrain::Blocking);
                        ++result.blockedSquares;
                    }
                }
                continue;
            }
            for (qsizetype i = 1; i < line.size(); ++i)
                wallTracer.trace(line.at(i - 1), line.at(i), UniversalVttImport::edgeTolerance);
        }
    }
    wallTracer.forEach([&](VttWallTracer::Place place, Square key) {
        if (place == VttWallTracer::Place::Square) {
            if (map.grid.terrain(key) != Terrain::Blocking) {
                map.grid.setTerrain(key, Terrain::Blocking);
                ++result.blockedSquares;
            }
            return;
        }
        setEdge(map.grid, place, key, EdgeFeature::Wall);
        ++result.wallEdges;
    });

    auto portals = context.optionalArray(object, QStringLiteral("portals"));
    if (!portals)
        return portals.error();
    for (qsizetype i = 0; i < portals->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("portals")).at(i);
        if (!portals->at(i).isObject())
            return item.error(QStringLiteral("expected a portal object"));
        const QJsonObject portal = portals->at(i).toObject();
        auto bounds = item.requireArray(portal, QStringLiteral("bounds"));
        if (!bounds)
            return bounds.error();
        if (bounds->size() != 2)
            return item.child(QStringLiteral("bounds")).error(QStringLiteral("expected two points"));
        auto a = reader.point(bounds->at(0), item.child(QStringLiteral("bounds")).at(0));
        if (!a)
            return a.error();
        auto b = reader.point(bounds->at(1), item.child(QStringLiteral("bounds")).at(1));
        if (!b)
            return b.error();
        auto closed = item.optionalBool(portal, QStringLiteral("closed"), true);
        if (!closed)
            return closed.error();
        // A door is always on the nearest square edges (a tolerance of half a square catches every sample).
        VttWallTracer doorTracer(width, height);
        doorTracer.trace(*a, *b, 0.5);
        const EdgeFeature door = *closed ? EdgeFeature::ClosedDoor : EdgeFeature::OpenDoor;
        doorTracer.forEach([&](VttWallTracer::Place place, Square key) {
            if (place != VttWallTracer::Place::Square) {
                setEdge(map.grid, place, key, door);
                ++result.doorEdges;
            }
        });
    }

    auto lights = context.optionalArray(object, QStringLiteral("lights"));
    if (!lights)
        return lights.error();
    result.lightsIgnored = int(lights->size());

    // The image, if any, is checked like an exchange file's (base64, size limit, PNG/JPEG/WebP).
    auto imageText = context.optionalString(object, QStringLiteral("image"));
    if (!imageText)
        return imageText.error();
    QJsonObject background{{QStringLiteral("pixelsPerSquare"), *pixels}, {QStringLiteral("image"), *imageText}};
    auto read = mapBackgroundFromJson({{QStringLiteral("background"), background}}, context);
    if (!read)
        return Error{read.errorMessage().replace(QStringLiteral("background.image"), QStringLiteral("image"))};
    map.background = std::move(read).value();
    return result;
}

Result<UniversalVttImport> readUniversalVttFile(const QString &fileName)
{
    auto bytes = FileReader::read(fileName, FileKind::UniversalVtt);
    if (!bytes)
        return bytes.error();
    return importUniversalVtt(*bytes, fileName);
}

} // namespace battlemat
