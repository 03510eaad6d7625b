#include "grid/lightingjson.h"

#include "grid/mapcreature.h"

#include <QJsonArray>

namespace battlemat {

namespace {

Status onlyFields(const QJsonObject &object, const QStringList &allowed, const JsonContext &context)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!allowed.contains(it.key()))
            return context.child(it.key()).error(
                QStringLiteral("unknown field (expected one of %1)").arg(allowed.join(QStringLiteral(", "))));
    }
    return success();
}

Result<LightLevel> readLevel(const QJsonObject &object, const QString &key, const JsonContext &context,
                             std::optional<LightLevel> fallback)
{
    if (fallback && !object.contains(key))
        return *fallback;
    auto text = context.requireString(object, key);
    if (!text)
        return text.error();
    const auto level = lightLevelFromName(*text);
    if (!level)
        return context.child(key).error(
            QStringLiteral("'%1' is not a light level; use bright, dim or dark").arg(*text));
    return *level;
}

Status readAreas(const QJsonObject &object, int width, int height, MapLighting &lighting, const JsonContext &context)
{
    auto areas = context.optionalArray(object, QStringLiteral("areas"));
    if (!areas)
        return areas.error();
    for (qsizetype i = 0; i < areas->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("areas")).at(i);
        if (!areas->at(i).isObject())
            return item.error(QStringLiteral("expected an object with x, y, width, height and level"));
        const QJsonObject area = areas->at(i).toObject();
        const QStringList fields{QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("width"),
                                 QStringLiteral("height"), QStringLiteral("level")};
        if (auto only = onlyFields(area, fields, item); !only)
            return only.error();
        auto x = item.requireInt(area, QStringLiteral("x"), 0, width - 1);
        if (!x)
            return x.error();
        auto y = item.requireInt(area, QStringLiteral("y"), 0, height - 1);
        if (!y)
            return y.error();
        auto w = item.optionalInt(area, QStringLiteral("width"), 1, 1, width - *x);
        if (!w)
            return w.error();
        auto h = item.optionalInt(area, QStringLiteral("height"), 1, 1, height - *y);
        if (!h)
            return h.error();
        auto level = readLevel(area, QStringLiteral("level"), item, std::nullopt);
        if (!level)
            return level.error();
        // Later areas paint over earlier ones, as the map editor's brush does.
        for (int row = *y; row < *y + *h; ++row) {
            for (int column = *x; column < *x + *w; ++column)
                lighting.setAmbientAt({column, row}, width, height, *level);
        }
    }
    return success();
}

Result<LightSource> readLight(const QJsonObject &light, int width, int height, const QList<MapCreature> &creatures,
                              const JsonContext &item)
{
    const QStringList fields{QStringLiteral("kind"),        QStringLiteral("x"),
                             QStringLiteral("y"),           QStringLiteral("carriedBy"),
                             QStringLiteral("minutesLeft"), QStringLiteral("secondsSpent")};
    if (auto only = onlyFields(light, fields, item); !only)
        return only.error();
    LightSource source;
    auto kindName = item.requireString(light, QStringLiteral("kind"));
    if (!kindName)
        return kindName.error();
    const auto kind = lightSourceKind(*kindName);
    if (!kind)
        return item.child(QStringLiteral("kind"))
            .error(
                QStringLiteral("'%1' is not a light source; use candle, torch, lantern or glowbasket").arg(*kindName));
    source.kind = kind->name;
    auto carrier = item.optionalString(light, QStringLiteral("carriedBy"));
    if (!carrier)
        return carrier.error();
    source.carriedBy = *carrier;
    const bool placed = light.contains(QStringLiteral("x")) || light.contains(QStringLiteral("y"));
    if (!source.carriedBy.isEmpty()) {
        if (placed)
            return item.error(QStringLiteral("a carried light has no x and y of its own; give carriedBy or x and y"));
        const bool found = std::any_of(creatures.begin(), creatures.end(),
                                       [&](const MapCreature &c) { return c.id == source.carriedBy; });
        if (!found)
            return item.child(QStringLiteral("carriedBy"))
                .error(QStringLiteral("no creature '%1' on this map").arg(source.carriedBy));
    } else {
        auto x = item.requireInt(light, QStringLiteral("x"), 0, width - 1);
        if (!x)
            return x.error();
        auto y = item.requireInt(light, QStringLiteral("y"), 0, height - 1);
        if (!y)
            return y.error();
        source.square = {*x, *y};
    }
    auto minutes = item.optionalInt(light, QStringLiteral("minutesLeft"), kind->minutes, 0, kind->minutes);
    if (!minutes)
        return minutes.error();
    source.minutesLeft = *minutes;
    // A fight's rounds burn a light by seconds (docs/vision.md "Carrying and burning down").
    auto seconds = item.optionalInt(light, QStringLiteral("secondsSpent"), 0, 0, source.minutesLeft > 0 ? 59 : 0);
    if (!seconds)
        return seconds.error();
    source.secondsSpent = *seconds;
    return source;
}

// The light itself (ambient, areas, lights): what the map and the encounter file share.
Status readLightParts(const QJsonObject &section, int width, int height, const QList<MapCreature> &creatures,
                      MapLighting &lighting, const JsonContext &here)
{
    auto ambient = readLevel(section, QStringLiteral("ambient"), here, LightLevel::Bright);
    if (!ambient)
        return ambient.error();
    lighting.ambient = *ambient;
    if (auto areas = readAreas(section, width, height, lighting, here); !areas)
        return areas.error();
    auto lights = here.optionalArray(section, QStringLiteral("lights"));
    if (!lights)
        return lights.error();
    for (qsizetype i = 0; i < lights->size(); ++i) {
        const JsonContext item = here.child(QStringLiteral("lights")).at(i);
        if (!lights->at(i).isObject())
            return item.error(QStringLiteral("expected an object with kind and x, y or carriedBy"));
        auto light = readLight(lights->at(i).toObject(), width, height, creatures, item);
        if (!light)
            return light.error();
        lighting.lights.append(*light);
    }
    return success();
}

} // namespace

Status readSquareRuns(const QJsonObject &object, const QString &key, int width, int height, QList<bool> &squares,
                      const JsonContext &context)
{
    auto runs = context.optionalArray(object, key);
    if (!runs)
        return runs.error();
    for (qsizetype i = 0; i < runs->size(); ++i) {
        const JsonContext item = context.child(key).at(i);
        const QJsonArray run = runs->at(i).toArray();
        if (!runs->at(i).isArray() || run.size() != 3 || !run.at(0).isDouble() || !run.at(1).isDouble() ||
            !run.at(2).isDouble())
            return item.error(QStringLiteral("expected [x, y, length], a run of squares along a row"));
        const int x = run.at(0).toInt(-1);
        const int y = run.at(1).toInt(-1);
        const int length = run.at(2).toInt(-1);
        if (x < 0 || y < 0 || x >= width || y >= height || length < 1 || x + length > width)
            return item.error(QStringLiteral("the run %1,%2 of %3 squares is not within the %4x%5 map")
                                  .arg(x)
                                  .arg(y)
                                  .arg(length)
                                  .arg(width)
                                  .arg(height));
        if (squares.isEmpty())
            squares = QList<bool>(qsizetype(width) * height, false);
        for (int c = x; c < x + length; ++c)
            squares[qsizetype(y) * width + c] = true;
    }
    return success();
}

QJsonArray squareRunsToJson(const QList<bool> &squares, int width, int height)
{
    QJsonArray runs;
    if (squares.size() != qsizetype(width) * height)
        return runs;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width;) {
            if (!squares.at(qsizetype(y) * width + x)) {
                ++x;
                continue;
            }
            int end = x + 1;
            while (end < width && squares.at(qsizetype(y) * width + end))
                ++end;
            runs.append(QJsonArray{x, y, end - x});
            x = end;
        }
    }
    return runs;
}

Result<MapLighting> mapLightingFromJson(const QJsonObject &object, int width, int height,
                                        const QList<MapCreature> &creatures, const JsonContext &context)
{
    MapLighting lighting;
    if (!object.contains(QStringLiteral("lighting")))
        return lighting;
    auto section = context.requireObject(object, QStringLiteral("lighting"));
    if (!section)
        return section.error();
    const JsonContext here = context.child(QStringLiteral("lighting"));
    const QStringList fields{QStringLiteral("ambient"),  QStringLiteral("areas"),    QStringLiteral("lights"),
                             QStringLiteral("vision"),   QStringLiteral("explored"), QStringLiteral("revealed"),
                             QStringLiteral("concealed")};
    if (auto only = onlyFields(*section, fields, here); !only)
        return only.error();
    if (auto light = readLightParts(*section, width, height, creatures, lighting, here); !light)
        return light.error();
    auto vision = here.optionalBool(*section, QStringLiteral("vision"), false);
    if (!vision)
        return vision.error();
    lighting.visionEnabled = *vision;
    if (auto explored = readSquareRuns(*section, QStringLiteral("explored"), width, height, lighting.explored, here);
        !explored)
        return explored.error();
    // The game master's brushes; a square both revealed and concealed is a contradiction, refused by name.
    QList<bool> revealed;
    QList<bool> concealed;
    for (auto [key, list] :
         {std::pair{QStringLiteral("revealed"), &revealed}, std::pair{QStringLiteral("concealed"), &concealed}}) {
        if (auto runs = readSquareRuns(*section, key, width, height, *list, here); !runs)
            return runs.error();
    }
    for (int y = 0; y < height && !(revealed.isEmpty() && concealed.isEmpty()); ++y) {
        for (int x = 0; x < width; ++x) {
            const qsizetype i = qsizetype(y) * width + x;
            const bool shown = !revealed.isEmpty() && revealed.at(i);
            const bool hidden = !concealed.isEmpty() && concealed.at(i);
            if (shown && hidden)
                return here.child(QStringLiteral("concealed"))
                    .error(QStringLiteral("square %1,%2 is revealed as well as concealed").arg(x).arg(y));
            if (shown || hidden)
                lighting.setFogMarkAt({x, y}, width, height, shown ? FogMark::Revealed : FogMark::Concealed);
        }
    }
    return lighting;
}

namespace {

QJsonObject lightToJson(const MapLighting &lighting, int width, int height)
{
    QJsonObject object;
    if (lighting.ambient != LightLevel::Bright)
        object.insert(QStringLiteral("ambient"), lightLevelName(lighting.ambient));
    QJsonArray areas;
    for (int y = 0; y < height; ++y) {
        // Each row's runs of one level other than the ambient are written as areas one square high.
        for (int x = 0; x < width;) {
            const LightLevel level = lighting.ambientAt({x, y}, width);
            int end = x + 1;
            while (end < width && lighting.ambientAt({end, y}, width) == level)
                ++end;
            if (level != lighting.ambient)
                areas.append(QJsonObject{{QStringLiteral("x"), x},
                                         {QStringLiteral("y"), y},
                                         {QStringLiteral("width"), end - x},
                                         {QStringLiteral("height"), 1},
                                         {QStringLiteral("level"), lightLevelName(level)}});
            x = end;
        }
    }
    if (!areas.isEmpty())
        object.insert(QStringLiteral("areas"), areas);
    QJsonArray lights;
    for (const LightSource &light : lighting.lights) {
        QJsonObject o{{QStringLiteral("kind"), light.kind}, {QStringLiteral("minutesLeft"), light.minutesLeft}};
        if (light.secondsSpent > 0)
            o.insert(QStringLiteral("secondsSpent"), light.secondsSpent);
        if (light.carriedBy.isEmpty()) {
            o.insert(QStringLiteral("x"), light.square.x);
            o.insert(QStringLiteral("y"), light.square.y);
        } else {
            o.insert(QStringLiteral("carriedBy"), light.carriedBy);
        }
        lights.append(o);
    }
    if (!lights.isEmpty())
        object.insert(QStringLiteral("lights"), lights);
    return object;
}

} // namespace

QJsonObject mapLightingToJson(const MapLighting &lighting, int width, int height)
{
    QJsonObject object = lightToJson(lighting, width, height);
    if (lighting.visionEnabled)
        object.insert(QStringLiteral("vision"), true);
    if (const QJsonArray explored = squareRunsToJson(lighting.explored, width, height); !explored.isEmpty())
        object.insert(QStringLiteral("explored"), explored);
    if (const QJsonArray revealed = squareRunsToJson(lighting.revealed, width, height); !revealed.isEmpty())
        object.insert(QStringLiteral("revealed"), revealed);
    if (const QJsonArray concealed = squareRunsToJson(lighting.concealed, width, height); !concealed.isEmpty())
        object.insert(QStringLiteral("concealed"), concealed);
    return object;
}

MapLighting fightLight(const MapLighting &map)
{
    MapLighting light;
    light.ambient = map.ambient;
    light.areas = map.areas;
    light.lights = map.lights;
    return light;
}

Result<MapLighting> encounterLightFromJson(const QJsonObject &object, int width, int height,
                                           const QList<MapCreature> &creatures, const JsonContext &context)
{
    const QString key = QStringLiteral("light");
    MapLighting light;
    if (!object.contains(key))
        return light;
    auto section = context.requireObject(object, key);
    if (!section)
        return section.error();
    const JsonContext here = context.child(key);
    if (auto only =
            onlyFields(*section, {QStringLiteral("ambient"), QStringLiteral("areas"), QStringLiteral("lights")}, here);
        !only)
        return only.error();
    if (auto read = readLightParts(*section, width, height, creatures, light, here); !read)
        return read.error();
    return light;
}

QJsonObject encounterLightToJson(const MapLighting &light, int width, int height)
{
    return lightToJson(light, width, height);
}

} // namespace battlemat
