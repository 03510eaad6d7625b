#include "mapedit/mapeditjson.h"

#include "grid/battlemapjson.h"
#include "grid/lightingjson.h"
#include "grid/portrait.h"
#include "vision/fogregion.h"

namespace battlemat {

namespace {

const QStringList editTypes{
    QStringLiteral("map.paintTerrain"),   QStringLiteral("map.setEdges"),      QStringLiteral("map.placeCreature"),
    QStringLiteral("map.removeCreature"), QStringLiteral("map.moveCreature"),  QStringLiteral("map.setHidden"),
    QStringLiteral("map.setStatus"),      QStringLiteral("map.setBackground"), QStringLiteral("map.paintAmbient"),
    QStringLiteral("map.setLights"),      QStringLiteral("map.setVision"),     QStringLiteral("map.burnLights"),
    QStringLiteral("map.setSecretDoor"),  QStringLiteral("map.setExplored"),   QStringLiteral("map.paintFog"),
    QStringLiteral("map.setPortrait")};

std::optional<Terrain> terrainFromName(const QString &name)
{
    for (int t = 0; t <= int(lastTerrain); ++t) {
        if (terrainName(Terrain(t)) == name)
            return Terrain(t);
    }
    return std::nullopt;
}

Result<Square> readSquare(const QJsonObject &object, const GridMap &grid, const JsonContext &context)
{
    auto x = context.requireInt(object, QStringLiteral("x"), 0, grid.width() - 1);
    if (!x)
        return x.error();
    auto y = context.requireInt(object, QStringLiteral("y"), 0, grid.height() - 1);
    if (!y)
        return y.error();
    return Square{*x, *y};
}

Result<FogMark> readFogMark(const QJsonObject &object, const JsonContext &context)
{
    auto name = context.requireString(object, QStringLiteral("fog"));
    if (!name)
        return name.error();
    if (*name == QLatin1String("revealed"))
        return FogMark::Revealed;
    if (*name == QLatin1String("concealed"))
        return FogMark::Concealed;
    if (*name == QLatin1String("none"))
        return FogMark::None;
    return context.child(QStringLiteral("fog"))
        .error(QStringLiteral("'%1' is no fog mark; use revealed, concealed or none").arg(*name));
}

// The rectangle and room brushes: {"rectangle": [x0, y0, x1, y1]} or {"room": [x, y]} with one "fog" mark. The
// squares are worked out here, on the map as it is when the step is applied, and the edit (and its log) lists them.
Result<MapEdit> readFogRegion(const QJsonObject &object, const GridMap &grid, const JsonContext &context)
{
    const bool rectangle = object.contains(QStringLiteral("rectangle"));
    if (rectangle && object.contains(QStringLiteral("room")))
        return context.error(QStringLiteral("give a rectangle or a room, not both"));
    const QString field = rectangle ? QStringLiteral("rectangle") : QStringLiteral("room");
    const QJsonValue value = object.value(field);
    const qsizetype count = rectangle ? 4 : 2;
    const JsonContext where = context.child(field);
    if (!value.isArray() || value.toArray().size() != count)
        return where.error(rectangle ? QStringLiteral("expected [x0, y0, x1, y1]") : QStringLiteral("expected [x, y]"));
    QList<int> numbers;
    for (qsizetype i = 0; i < count; ++i) {
        const QJsonValue n = value.toArray().at(i);
        const int limit = (i % 2 == 0 ? grid.width() : grid.height()) - 1;
        if (!n.isDouble() || n.toDouble() != double(n.toInt()) || n.toInt() < 0 || n.toInt() > limit)
            return where.at(i).error(QStringLiteral("expected a whole number from 0 to %1").arg(limit));
        numbers.append(n.toInt());
    }
    auto mark = readFogMark(object, context);
    if (!mark)
        return mark.error();
    const QList<Square> squares = rectangle
                                      ? FogRegion::rectangle(grid, {numbers[0], numbers[1]}, {numbers[2], numbers[3]})
                                      : FogRegion::room(grid, {numbers[0], numbers[1]});
    return MapEdit::paintFog(squares, *mark);
}

Result<QString> readCreatureId(const QJsonObject &object, const JsonContext &context)
{
    auto id = context.requireString(object, QStringLiteral("creature"));
    if (id && id->isEmpty())
        return context.child(QStringLiteral("creature")).error(QStringLiteral("must name a creature"));
    return id;
}

Result<MapEdit> readPaint(const QJsonObject &object, const GridMap &grid, const JsonContext &context)
{
    auto squares = context.requireArray(object, QStringLiteral("squares"));
    if (!squares)
        return squares.error();
    MapEdit edit;
    edit.kind = MapEdit::Kind::PaintTerrain;
    for (qsizetype i = 0; i < squares->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("squares")).at(i);
        const QJsonObject entry = squares->at(i).toObject();
        auto square = readSquare(entry, grid, item);
        if (!square)
            return square.error();
        auto name = item.requireString(entry, QStringLiteral("terrain"));
        if (!name)
            return name.error();
        const auto terrain = terrainFromName(*name);
        if (!terrain)
            return item.child(QStringLiteral("terrain"))
                .error(QStringLiteral("'%1' is no terrain (open, difficult, blocking, lightly-obscured, "
                                      "heavily-obscured, totally-obscured, solid-transparent)")
                           .arg(*name));
        edit.terrain.append({*square, *terrain});
    }
    return edit;
}

Result<MapEdit> readEdges(const QJsonObject &object, const GridMap &grid, const JsonContext &context)
{
    auto edges = context.requireArray(object, QStringLiteral("edges"));
    if (!edges)
        return edges.error();
    MapEdit edit;
    edit.kind = MapEdit::Kind::SetEdges;
    for (qsizetype i = 0; i < edges->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("edges")).at(i);
        const QJsonObject entry = edges->at(i).toObject();
        auto square = readSquare(entry, grid, item);
        if (!square)
            return square.error();
        auto sideText = item.requireString(entry, QStringLiteral("side"));
        if (!sideText)
            return sideText.error();
        const auto side = sideFromName(*sideText);
        if (!side)
            return item.child(QStringLiteral("side"))
                .error(QStringLiteral("'%1' is no side (N, E, S, W)").arg(*sideText));
        auto featureText = item.requireString(entry, QStringLiteral("feature"));
        if (!featureText)
            return featureText.error();
        std::optional<EdgeFeature> feature = *featureText == QLatin1String("none")   ? EdgeFeature::None
                                             : *featureText == QLatin1String("wall") ? EdgeFeature::Wall
                                                                                     : doorStateFromName(*featureText);
        if (!feature)
            return item.child(QStringLiteral("feature"))
                .error(QStringLiteral("'%1' is no edge feature (none, wall, open, closed, locked)").arg(*featureText));
        edit.edges.append({*square, *side, *feature});
    }
    return edit;
}

Result<std::optional<CreatureStatus>> readStatus(const QJsonObject &object, const JsonContext &context)
{
    if (!object.contains(QStringLiteral("maxHp")))
        return std::optional<CreatureStatus>{};
    auto maxHp = context.requireInt(object, QStringLiteral("maxHp"), 1, 100000);
    if (!maxHp)
        return maxHp.error();
    auto hp = context.optionalInt(object, QStringLiteral("hp"), *maxHp, -100000, 100000);
    if (!hp)
        return hp.error();
    return std::optional<CreatureStatus>{CreatureStatus::fromHitPoints(*hp, *maxHp)};
}

Result<MapEdit> readAmbient(const QJsonObject &object, const GridMap &grid, const JsonContext &context)
{
    auto squares = context.requireArray(object, QStringLiteral("squares"));
    if (!squares)
        return squares.error();
    MapEdit edit = MapEdit::paintAmbient({}, LightLevel::Bright);
    for (qsizetype i = 0; i < squares->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("squares")).at(i);
        const QJsonObject entry = squares->at(i).toObject();
        auto square = readSquare(entry, grid, item);
        if (!square)
            return square.error();
        auto name = item.requireString(entry, QStringLiteral("level"));
        if (!name)
            return name.error();
        const auto level = lightLevelFromName(*name);
        if (!level)
            return item.child(QStringLiteral("level"))
                .error(QStringLiteral("'%1' is no light level (bright, dim, dark)").arg(*name));
        edit.ambient.append({*square, *level});
    }
    return edit;
}

Result<MapEdit> readLights(const QJsonObject &object, const GridMap &grid, const JsonContext &context)
{
    auto lights = context.requireArray(object, QStringLiteral("lights"));
    if (!lights)
        return lights.error();
    QList<LightSource> list;
    for (qsizetype i = 0; i < lights->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("lights")).at(i);
        const QJsonObject entry = lights->at(i).toObject();
        auto kindName = item.requireString(entry, QStringLiteral("kind"));
        if (!kindName)
            return kindName.error();
        const auto kind = lightSourceKind(*kindName);
        if (!kind)
            return item.child(QStringLiteral("kind"))
                .error(QStringLiteral("'%1' is no light source (candle, torch, lantern, glowbasket)").arg(*kindName));
        LightSource light;
        light.kind = *kindName;
        auto minutes = item.optionalInt(entry, QStringLiteral("minutesLeft"), kind->minutes, 0, 100000);
        if (!minutes)
            return minutes.error();
        light.minutesLeft = *minutes;
        if (entry.contains(QStringLiteral("carriedBy"))) {
            auto carrier = item.requireString(entry, QStringLiteral("carriedBy"));
            if (!carrier)
                return carrier.error();
            light.carriedBy = *carrier;
        } else {
            auto at = item.requireObject(entry, QStringLiteral("at"));
            if (!at)
                return at.error();
            auto square = readSquare(*at, grid, item.child(QStringLiteral("at")));
            if (!square)
                return square.error();
            light.square = *square;
        }
        list.append(light);
    }
    return MapEdit::setLights(list);
}

} // namespace

bool isMapEditType(const QString &type)
{
    return editTypes.contains(type);
}

Result<MapEdit> mapEditFromJson(const QJsonObject &object, const GridMap &grid, const JsonContext &context)
{
    auto type = context.requireString(object, QStringLiteral("type"));
    if (!type)
        return type.error();
    if (*type == QLatin1String("map.paintTerrain"))
        return readPaint(object, grid, context);
    if (*type == QLatin1String("map.setEdges"))
        return readEdges(object, grid, context);
    if (*type == QLatin1String("map.placeCreature")) {
        auto token = context.requireObject(object, QStringLiteral("token"));
        if (!token)
            return token.error();
        auto creature = mapCreatureFromJson(*token, grid, context.child(QStringLiteral("token")));
        if (!creature)
            return creature.error();
        auto status = readStatus(object, context);
        if (!status)
            return status.error();
        return MapEdit::placeCreature(*creature, *status);
    }
    if (*type == QLatin1String("map.setBackground")) {
        BackgroundPicture background;
        auto image = context.optionalString(object, QStringLiteral("image"));
        if (!image)
            return image.error();
        background.imageFile = *image;
        for (auto [key, target] : {std::pair{QStringLiteral("pixelsPerSquare"), &background.pixelsPerSquare},
                                   std::pair{QStringLiteral("offsetX"), &background.offsetX},
                                   std::pair{QStringLiteral("offsetY"), &background.offsetY}}) {
            if (!object.contains(key))
                continue;
            if (!object.value(key).isDouble())
                return context.child(key).error(QStringLiteral("must be a number"));
            *target = object.value(key).toDouble();
        }
        return MapEdit::setBackground(background);
    }
    if (*type == QLatin1String("map.paintAmbient"))
        return readAmbient(object, grid, context);
    if (*type == QLatin1String("map.setLights"))
        return readLights(object, grid, context);
    if (*type == QLatin1String("map.setVision")) {
        if (!object.value(QStringLiteral("vision")).isBool())
            return context.child(QStringLiteral("vision")).error(QStringLiteral("must be true or false"));
        return MapEdit::setVision(object.value(QStringLiteral("vision")).toBool());
    }
    if (*type == QLatin1String("map.burnLights")) {
        auto minutes = context.requireInt(object, QStringLiteral("minutes"), 1, 100000);
        if (!minutes)
            return minutes.error();
        return MapEdit::burnLights(*minutes);
    }
    if (*type == QLatin1String("map.setSecretDoor")) {
        auto square = readSquare(object, grid, context);
        if (!square)
            return square.error();
        auto sideText = context.requireString(object, QStringLiteral("side"));
        if (!sideText)
            return sideText.error();
        const auto side = sideFromName(*sideText);
        if (!side)
            return context.child(QStringLiteral("side"))
                .error(QStringLiteral("'%1' is no side (N, E, S, W)").arg(*sideText));
        if (!object.value(QStringLiteral("secret")).isBool())
            return context.child(QStringLiteral("secret")).error(QStringLiteral("must be true or false"));
        return MapEdit::setSecretDoor(*square, *side, object.value(QStringLiteral("secret")).toBool());
    }
    if (*type == QLatin1String("map.paintFog")) {
        if (object.contains(QStringLiteral("rectangle")) || object.contains(QStringLiteral("room")))
            return readFogRegion(object, grid, context);
        auto squares = context.requireArray(object, QStringLiteral("squares"));
        if (!squares)
            return squares.error();
        MapEdit edit = MapEdit::paintFog({}, FogMark::None);
        for (qsizetype i = 0; i < squares->size(); ++i) {
            const JsonContext item = context.child(QStringLiteral("squares")).at(i);
            if (!squares->at(i).isObject())
                return item.error(QStringLiteral("expected an object with x, y and fog"));
            const QJsonObject entry = squares->at(i).toObject();
            auto square = readSquare(entry, grid, item);
            if (!square)
                return square.error();
            auto name = item.requireString(entry, QStringLiteral("fog"));
            if (!name)
                return name.error();
            const FogMark mark = *name == QLatin1String("revealed")    ? FogMark::Revealed
                                 : *name == QLatin1String("concealed") ? FogMark::Concealed
                                                                       : FogMark::None;
            if (mark == FogMark::None && *name != QLatin1String("none"))
                return item.child(QStringLiteral("fog"))
                    .error(QStringLiteral("'%1' is no fog mark; use revealed, concealed or none").arg(*name));
            edit.fog.append({*square, mark});
        }
        return edit;
    }
    if (*type == QLatin1String("map.setExplored")) {
        // Without "explored" (or with []) the players forget all they have seen: the game master's reset.
        QList<bool> squares;
        if (auto runs =
                readSquareRuns(object, QStringLiteral("explored"), grid.width(), grid.height(), squares, context);
            !runs)
            return runs.error();
        return MapEdit::setExplored(squares, grid.width());
    }
    if (!isMapEditType(*type))
        return context.child(QStringLiteral("type")).error(QStringLiteral("'%1' is no map edit").arg(*type));

    auto id = readCreatureId(object, context);
    if (!id)
        return id.error();
    if (*type == QLatin1String("map.removeCreature"))
        return MapEdit::removeCreature(*id);
    if (*type == QLatin1String("map.moveCreature")) {
        auto to = context.requireObject(object, QStringLiteral("to"));
        if (!to)
            return to.error();
        auto square = readSquare(*to, grid, context.child(QStringLiteral("to")));
        if (!square)
            return square.error();
        return MapEdit::moveCreature(*id, *square);
    }
    if (*type == QLatin1String("map.setPortrait")) {
        // The session takes the picture as the campaign keeps it; a picture file is made into one by the window
        // or battlemat-cli table ("file", docs/cli.md), which know pictures.
        if (object.contains(QStringLiteral("file")))
            return context.child(QStringLiteral("file"))
                .error(QStringLiteral("a picture file is read by battlemat-cli table or the window, not here"));
        const QJsonValue portrait = object.value(QStringLiteral("portrait"));
        if (!portrait.isString())
            return context.child(QStringLiteral("portrait"))
                .error(QStringLiteral("must be a base64 PNG (\"\" takes the portrait away)"));
        if (const Status valid = Portrait::check(portrait.toString()); !valid)
            return context.child(QStringLiteral("portrait")).error(valid.error().message);
        return MapEdit::setPortrait(*id, portrait.toString());
    }
    if (*type == QLatin1String("map.setHidden")) {
        if (!object.value(QStringLiteral("hidden")).isBool())
            return context.child(QStringLiteral("hidden")).error(QStringLiteral("must be true or false"));
        return MapEdit::setHidden(*id, object.value(QStringLiteral("hidden")).toBool());
    }
    auto status = readStatus(object, context); // map.setStatus; without maxHp the creature's HP are not tracked
    if (!status)
        return status.error();
    return MapEdit::setStatus(*id, *status);
}

} // namespace battlemat
