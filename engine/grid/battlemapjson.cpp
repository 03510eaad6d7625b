#include "grid/battlemapjson.h"
#include "grid/portrait.h"

#include "grid/lightingjson.h"
#include "grid/mapbackgroundjson.h"

#include <QJsonArray>
#include <QSet>

#include <tuple>

namespace battlemat {

namespace {

Result<GridMap> readTerrain(const QJsonObject &object, const JsonContext &context)
{
    auto rows = context.requireArray(object, QStringLiteral("terrain"));
    if (!rows)
        return rows.error();
    const JsonContext rowsContext = context.child(QStringLiteral("terrain"));
    if (rows->isEmpty())
        return rowsContext.error(QStringLiteral("needs at least one row"));
    if (rows->size() > GridMap::maxSide)
        return rowsContext.error(
            QStringLiteral("%1 rows; a map has at most %2").arg(rows->size()).arg(GridMap::maxSide));

    const QJsonValue first = rows->at(0);
    const int width = int(first.toString().size());
    if (!first.isString() || width == 0)
        return rowsContext.at(0).error(QStringLiteral("expected a non-empty string of terrain characters"));
    if (width > GridMap::maxSide)
        return rowsContext.at(0).error(
            QStringLiteral("%1 columns; a map has at most %2").arg(width).arg(GridMap::maxSide));

    GridMap grid(width, int(rows->size()));
    for (int y = 0; y < rows->size(); ++y) {
        const JsonContext rowContext = rowsContext.at(y);
        const QJsonValue value = rows->at(y);
        if (!value.isString())
            return rowContext.error(QStringLiteral("expected a string of terrain characters"));
        const QString row = value.toString();
        if (row.size() != width)
            return rowContext.error(QStringLiteral("has %1 characters but row 0 has %2; every row must be as wide")
                                        .arg(row.size())
                                        .arg(width));
        for (int x = 0; x < width; ++x) {
            const auto terrain = terrainFromSymbol(row.at(x));
            if (!terrain)
                return rowContext.error(QStringLiteral("unknown terrain character '%1' at column %2 (known: . ~ # , ; %"
                                                       " =)")
                                            .arg(row.at(x))
                                            .arg(x));
            grid.setTerrain({x, y}, *terrain);
        }
    }
    return grid;
}

Status readEdges(const QJsonObject &object, const QString &key, BattleMap &map, const JsonContext &context)
{
    GridMap &grid = map.grid;
    auto list = context.optionalArray(object, key);
    if (!list)
        return list.error();
    const bool doors = key == QLatin1String("doors");
    for (qsizetype i = 0; i < list->size(); ++i) {
        const JsonContext item = context.child(key).at(i);
        if (!list->at(i).isObject())
            return item.error(QStringLiteral("expected an object with x, y and side"));
        const QJsonObject edge = list->at(i).toObject();
        auto x = item.requireInt(edge, QStringLiteral("x"), 0, grid.width() - 1);
        if (!x)
            return x.error();
        auto y = item.requireInt(edge, QStringLiteral("y"), 0, grid.height() - 1);
        if (!y)
            return y.error();
        auto sideText = item.requireString(edge, QStringLiteral("side"));
        if (!sideText)
            return sideText.error();
        const auto side = sideFromName(*sideText);
        if (!side)
            return item.child(QStringLiteral("side"))
                .error(QStringLiteral("'%1' is not a side; use N, E, S or W").arg(*sideText));
        EdgeFeature feature = EdgeFeature::Wall;
        if (doors) {
            auto state = item.optionalString(edge, QStringLiteral("state"), QStringLiteral("closed"));
            if (!state)
                return state.error();
            const auto door = doorStateFromName(*state);
            if (!door)
                return item.child(QStringLiteral("state"))
                    .error(QStringLiteral("'%1' is not a door state; use open, closed or locked").arg(*state));
            feature = *door;
            auto secret = item.optionalBool(edge, QStringLiteral("secret"), false);
            if (!secret)
                return secret.error();
            if (*secret) {
                // Kept as named from the north or west square, the way the file writes every edge.
                Square square{*x, *y};
                Side named = *side;
                if (named == Side::South && square.y + 1 < grid.height()) {
                    square.y += 1;
                    named = Side::North;
                } else if (named == Side::East && square.x + 1 < grid.width()) {
                    square.x += 1;
                    named = Side::West;
                }
                map.secretDoors.append({square, named});
            }
        }
        grid.setEdge({*x, *y}, *side, feature);
    }
    return success();
}

Result<MapCreature> readCreature(const QJsonObject &object, const GridMap &grid, const JsonContext &item)
{
    MapCreature creature;
    auto id = item.requireString(object, QStringLiteral("id"));
    if (!id)
        return id.error();
    if (id->trimmed().isEmpty())
        return item.child(QStringLiteral("id")).error(QStringLiteral("must not be empty"));
    creature.id = *id;
    auto name = item.optionalString(object, QStringLiteral("name"), *id);
    if (!name)
        return name.error();
    creature.name = *name;
    auto sizeText = item.optionalString(object, QStringLiteral("size"), QStringLiteral("medium"));
    if (!sizeText)
        return sizeText.error();
    const auto size = creatureSizeFromName(*sizeText);
    if (!size)
        return item.child(QStringLiteral("size"))
            .error(QStringLiteral("'%1' is not a size; use tiny, small, medium, large, huge or gargantuan")
                       .arg(*sizeText));
    creature.size = *size;
    const int space = spaceSquares(*size);
    // A missing or wrong-typed coordinate is that, said first; only a whole number can miss the map.
    auto x = item.requireInt(object, QStringLiteral("x"));
    if (!x)
        return x.error();
    auto y = item.requireInt(object, QStringLiteral("y"));
    if (!y)
        return y.error();
    for (const auto &[axis, value, limit] : {std::tuple{QStringLiteral("x"), *x, grid.width() - space},
                                             std::tuple{QStringLiteral("y"), *y, grid.height() - space}}) {
        if (value < 0 || value > limit)
            return item.error(QStringLiteral("its %1x%1 space does not fit on the %2x%3 map at %4 %5 (%6)")
                                  .arg(space)
                                  .arg(grid.width())
                                  .arg(grid.height())
                                  .arg(axis)
                                  .arg(value)
                                  .arg(limit < 0 ? QStringLiteral("the map is too small for it")
                                                 : QStringLiteral("%1 must be 0 to %2").arg(axis).arg(limit)));
    }
    creature.position = {*x, *y};
    auto side = item.requireString(object, QStringLiteral("side"));
    if (!side)
        return side.error();
    creature.side = *side;
    auto speed = item.optionalInt(object, QStringLiteral("speed"), 6, 0, 100);
    if (!speed)
        return speed.error();
    creature.speed = *speed;
    auto reach = item.optionalInt(object, QStringLiteral("reach"), 1, 1, 20);
    if (!reach)
        return reach.error();
    creature.reach = *reach;
    auto used = item.optionalBool(object, QStringLiteral("opportunityAttackUsed"), false);
    if (!used)
        return used.error();
    creature.opportunityAttackUsed = *used;
    if (object.contains(QStringLiteral("modes"))) {
        const JsonContext modesContext = item.child(QStringLiteral("modes"));
        const QJsonValue modes = object.value(QStringLiteral("modes"));
        if (!modes.isObject())
            return modesContext.error(
                QStringLiteral("expected an object of movement modes and speeds, e.g. {\"fly\": 8}"));
        const QJsonObject modeObject = modes.toObject();
        for (auto it = modeObject.begin(); it != modeObject.end(); ++it) {
            const QString mode = it.key().toLower();
            if (mode.isEmpty() || mode == QLatin1String("walk"))
                return modesContext.child(it.key()).error(
                    QStringLiteral("is not a special movement mode (walking uses speed)"));
            auto modeSpeed = modesContext.requireInt(modeObject, it.key(), 0, 100);
            if (!modeSpeed)
                return modeSpeed.error();
            creature.movementModes.insert(mode, *modeSpeed);
        }
    }
    auto hidden = item.optionalBool(object, QStringLiteral("hidden"), false);
    if (!hidden)
        return hidden.error();
    creature.hiddenFromPlayers = *hidden;
    auto character = item.optionalString(object, QStringLiteral("character"));
    if (!character)
        return character.error();
    creature.character = *character;
    if (object.contains(QStringLiteral("monster"))) {
        auto monster = item.requireObject(object, QStringLiteral("monster"));
        if (!monster)
            return monster.error();
        creature.monster = *monster;
    }
    auto group = item.optionalString(object, QStringLiteral("initiativeGroup"));
    if (!group)
        return group.error();
    creature.initiativeGroup = group->trimmed();
    auto portrait = item.optionalString(object, QStringLiteral("portrait"));
    if (!portrait)
        return portrait.error();
    if (const Status valid = Portrait::check(*portrait); !valid)
        return item.child(QStringLiteral("portrait")).error(valid.error().message);
    creature.portrait = *portrait;
    auto senses = item.optionalString(object, QStringLiteral("senses"), QStringLiteral("normal"));
    if (!senses)
        return senses.error();
    const auto sensesValue = sensesFromName(*senses);
    if (!sensesValue)
        return item.child(QStringLiteral("senses"))
            .error(QStringLiteral("'%1' is not a sense; use normal, low-light or darkvision").arg(*senses));
    creature.senses = *sensesValue;
    auto conditions = item.optionalArray(object, QStringLiteral("conditions"));
    if (!conditions)
        return conditions.error();
    for (qsizetype c = 0; c < conditions->size(); ++c) {
        if (!conditions->at(c).isString())
            return item.child(QStringLiteral("conditions")).at(c).error(QStringLiteral("expected a condition name"));
        creature.conditions.append(conditions->at(c).toString());
    }
    return creature;
}

} // namespace

Result<BattleMap> battleMapFromJson(const QJsonObject &object, const JsonContext &context)
{
    BattleMap map;
    auto name = context.optionalString(object, QStringLiteral("name"), QStringLiteral("Untitled map"));
    if (!name)
        return name.error();
    map.name = *name;
    auto grid = readTerrain(object, context);
    if (!grid)
        return grid.error();
    map.grid = std::move(grid).value();
    if (auto walls = readEdges(object, QStringLiteral("walls"), map, context); !walls)
        return walls.error();
    if (auto doors = readEdges(object, QStringLiteral("doors"), map, context); !doors)
        return doors.error();

    auto creatures = context.optionalArray(object, QStringLiteral("creatures"));
    if (!creatures)
        return creatures.error();
    QSet<QString> ids;
    for (qsizetype i = 0; i < creatures->size(); ++i) {
        const JsonContext item = context.child(QStringLiteral("creatures")).at(i);
        if (!creatures->at(i).isObject())
            return item.error(QStringLiteral("expected an object with id, x, y and side"));
        auto creature = readCreature(creatures->at(i).toObject(), map.grid, item);
        if (!creature)
            return creature.error();
        if (ids.contains(creature->id))
            return item.child(QStringLiteral("id")).error(QStringLiteral("'%1' is used twice").arg(creature->id));
        ids.insert(creature->id);
        map.creatures.append(std::move(creature).value());
    }
    auto background = mapBackgroundFromJson(object, context);
    if (!background)
        return background.error();
    map.background = std::move(background).value();
    auto lighting = mapLightingFromJson(object, map.grid.width(), map.grid.height(), map.creatures, context);
    if (!lighting)
        return lighting.error();
    map.lighting = std::move(lighting).value();
    return map;
}

Result<BattleMap> readBattleMapFile(const QString &fileName)
{
    auto object = readJsonObjectFile(fileName);
    if (!object)
        return object.error();
    return battleMapFromJson(*object, JsonContext(fileName));
}

QJsonObject mapCreatureToJson(const MapCreature &c)
{
    QJsonObject o{{QStringLiteral("id"), c.id},        {QStringLiteral("x"), c.position.x},
                  {QStringLiteral("y"), c.position.y}, {QStringLiteral("size"), creatureSizeName(c.size)},
                  {QStringLiteral("side"), c.side},    {QStringLiteral("speed"), c.speed},
                  {QStringLiteral("reach"), c.reach}};
    if (c.name != c.id)
        o.insert(QStringLiteral("name"), c.name);
    if (!c.conditions.isEmpty())
        o.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(c.conditions));
    if (c.hiddenFromPlayers)
        o.insert(QStringLiteral("hidden"), true);
    if (!c.character.isEmpty())
        o.insert(QStringLiteral("character"), c.character);
    if (!c.monster.isEmpty())
        o.insert(QStringLiteral("monster"), c.monster);
    if (!c.initiativeGroup.isEmpty())
        o.insert(QStringLiteral("initiativeGroup"), c.initiativeGroup);
    if (!c.portrait.isEmpty())
        o.insert(QStringLiteral("portrait"), c.portrait);
    if (c.senses != Senses::Normal)
        o.insert(QStringLiteral("senses"), sensesName(c.senses));
    if (c.opportunityAttackUsed)
        o.insert(QStringLiteral("opportunityAttackUsed"), true);
    if (!c.movementModes.isEmpty()) {
        QJsonObject modes;
        for (auto it = c.movementModes.cbegin(); it != c.movementModes.cend(); ++it)
            modes.insert(it.key(), it.value());
        o.insert(QStringLiteral("modes"), modes);
    }
    return o;
}

Result<MapCreature> mapCreatureFromJson(const QJsonObject &object, const GridMap &grid, const JsonContext &context)
{
    return readCreature(object, grid, context);
}

QJsonObject battleMapToJson(const BattleMap &map)
{
    const GridMap &grid = map.grid;
    QJsonArray rows;
    for (int y = 0; y < grid.height(); ++y) {
        QString row(grid.width(), QLatin1Char('.'));
        for (int x = 0; x < grid.width(); ++x)
            row[x] = terrainSymbol(grid.terrain({x, y}));
        rows.append(row);
    }

    // Each edge is written once, from the square on its north or west side where there is one.
    QJsonArray walls;
    QJsonArray doors;
    auto writeEdge = [&](int x, int y, Side side, EdgeFeature feature) {
        if (feature == EdgeFeature::None)
            return;
        QJsonObject edge{{QStringLiteral("x"), x}, {QStringLiteral("y"), y}, {QStringLiteral("side"), sideName(side)}};
        if (isDoor(feature)) {
            edge.insert(QStringLiteral("state"), doorStateName(feature));
            if (map.secretDoors.contains(QPair<Square, Side>{Square{x, y}, side}) ||
                (side == Side::South && map.secretDoors.contains(QPair<Square, Side>{Square{x, y + 1}, Side::North})) ||
                (side == Side::East && map.secretDoors.contains(QPair<Square, Side>{Square{x + 1, y}, Side::West})))
                edge.insert(QStringLiteral("secret"), true);
            doors.append(edge);
        } else {
            walls.append(edge);
        }
    };
    for (int y = 0; y <= grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            if (y < grid.height())
                writeEdge(x, y, Side::North, grid.horizontalEdge(x, y));
            else
                writeEdge(x, y - 1, Side::South, grid.horizontalEdge(x, y));
        }
    }
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x <= grid.width(); ++x) {
            if (x < grid.width())
                writeEdge(x, y, Side::West, grid.verticalEdge(x, y));
            else
                writeEdge(x - 1, y, Side::East, grid.verticalEdge(x, y));
        }
    }

    QJsonArray creatures;
    for (const MapCreature &c : map.creatures)
        creatures.append(mapCreatureToJson(c));

    QJsonObject object{{QStringLiteral("name"), map.name}, {QStringLiteral("terrain"), rows}};
    if (!walls.isEmpty())
        object.insert(QStringLiteral("walls"), walls);
    if (!doors.isEmpty())
        object.insert(QStringLiteral("doors"), doors);
    object.insert(QStringLiteral("creatures"), creatures);
    if (!map.background.isEmpty() || map.background.pixelsPerSquare > 0)
        object.insert(QStringLiteral("background"), mapBackgroundToJson(map.background));
    if (const QJsonObject lighting = mapLightingToJson(map.lighting, grid.width(), grid.height()); !lighting.isEmpty())
        object.insert(QStringLiteral("lighting"), lighting);
    return object;
}

} // namespace battlemat
