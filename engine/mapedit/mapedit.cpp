#include "mapedit/mapedit.h"

#include "grid/battlemapjson.h"
#include "grid/lightingjson.h"
#include "grid/portrait.h"
#include "mapedit/lightandsightedits.h"

#include <QJsonArray>

namespace battlemat {

namespace {

// A creature may be put down where its whole space is on the map and no square of it blocks movement
// (Orcus "Terrain": blocking terrain cannot be entered). Other creatures do not count: the GM may stack tokens.
Status checkSpace(const GridMap &grid, const MapCreature &creature, Square at)
{
    const int side = creature.spaceSquares();
    for (int dy = 0; dy < side; ++dy) {
        for (int dx = 0; dx < side; ++dx) {
            const Square s{at.x + dx, at.y + dy};
            if (!grid.contains(s))
                return Error{QStringLiteral("%1 does not fit at %2: square %3 is off the %4 x %5 map")
                                 .arg(creature.name, squareText(at), squareText(s))
                                 .arg(grid.width())
                                 .arg(grid.height())};
            if (blocksMovement(grid.terrain(s)))
                return Error{QStringLiteral("%1 cannot stand at %2: square %3 is %4 terrain")
                                 .arg(creature.name, squareText(at), squareText(s), terrainName(grid.terrain(s)))};
        }
    }
    return success();
}

Result<int> findCreature(const TableScene &scene, const QString &id)
{
    const int row = scene.creatureIndex(id);
    if (row < 0)
        return Error{QStringLiteral("there is no creature with id \"%1\" on the map").arg(id)};
    return row;
}

QJsonObject squareJson(Square s)
{
    return {{QStringLiteral("x"), s.x}, {QStringLiteral("y"), s.y}};
}

Result<MapEdit> applyPaint(TableScene &scene, const MapEdit &edit)
{
    GridMap &grid = scene.map.grid;
    for (const auto &change : edit.terrain) {
        if (!grid.contains(change.square))
            return Error{offTheMap(grid, change.square, QStringLiteral("paint"))};
    }
    // Blocking terrain under a creature would leave it standing where it cannot be.
    for (const MapCreature &creature : scene.map.creatures) {
        const int side = creature.spaceSquares();
        for (const auto &change : edit.terrain) {
            const Square s = change.square;
            if (blocksMovement(change.terrain) && s.x >= creature.position.x && s.x < creature.position.x + side &&
                s.y >= creature.position.y && s.y < creature.position.y + side)
                return Error{QStringLiteral("cannot make square %1 %2: %3 stands there")
                                 .arg(squareText(s), terrainName(change.terrain), creature.name)};
        }
    }
    MapEdit inverse;
    inverse.kind = MapEdit::Kind::PaintTerrain;
    // Every old value is read before anything changes, so a square listed twice still gets its first value back.
    for (const auto &change : edit.terrain)
        inverse.terrain.append({change.square, grid.terrain(change.square)});
    for (const auto &change : edit.terrain)
        grid.setTerrain(change.square, change.terrain);
    return inverse;
}

Result<MapEdit> applyEdges(TableScene &scene, const MapEdit &edit)
{
    GridMap &grid = scene.map.grid;
    for (const auto &change : edit.edges) {
        if (!grid.contains(change.square))
            return Error{QStringLiteral("cannot change the %1 edge of square %2: it is off the %3 x %4 map")
                             .arg(sideName(change.side), squareText(change.square))
                             .arg(grid.width())
                             .arg(grid.height())};
    }
    MapEdit inverse;
    inverse.kind = MapEdit::Kind::SetEdges;
    for (const auto &change : edit.edges)
        inverse.edges.append({change.square, change.side, grid.edge(change.square, change.side)});
    for (const auto &change : edit.edges)
        grid.setEdge(change.square, change.side, change.feature);
    return inverse;
}

Result<MapEdit> applyPlace(TableScene &scene, const MapEdit &edit)
{
    const MapCreature &creature = edit.creature;
    if (creature.id.trimmed().isEmpty())
        return Error{QStringLiteral("a creature needs an id")};
    if (scene.creatureIndex(creature.id) >= 0)
        return Error{QStringLiteral("there is already a creature with id \"%1\" on the map").arg(creature.id)};
    if (const Status fits = checkSpace(scene.map.grid, creature, creature.position); !fits)
        return fits.error();
    const int row =
        edit.index < 0 || edit.index > scene.map.creatures.size() ? int(scene.map.creatures.size()) : edit.index;
    scene.map.creatures.insert(row, creature);
    if (edit.status)
        scene.statuses.insert(creature.id, *edit.status);
    return MapEdit::removeCreature(creature.id);
}

Result<MapEdit> applyRemove(TableScene &scene, const MapEdit &edit)
{
    const auto row = findCreature(scene, edit.creature.id);
    if (!row)
        return row.error();
    MapEdit inverse = MapEdit::placeCreature(scene.map.creatures.at(*row), scene.statuses.value(edit.creature.id));
    if (!scene.statuses.contains(edit.creature.id))
        inverse.status.reset();
    inverse.index = *row;
    scene.map.creatures.removeAt(*row);
    scene.statuses.remove(edit.creature.id);
    return inverse;
}

Result<MapEdit> applyMove(TableScene &scene, const MapEdit &edit)
{
    const auto row = findCreature(scene, edit.creature.id);
    if (!row)
        return row.error();
    MapCreature &creature = scene.map.creatures[*row];
    if (const Status fits = checkSpace(scene.map.grid, creature, edit.creature.position); !fits)
        return fits.error();
    const MapEdit inverse = MapEdit::moveCreature(creature.id, creature.position);
    creature.position = edit.creature.position;
    return inverse;
}

Result<MapEdit> applyHidden(TableScene &scene, const MapEdit &edit)
{
    const auto row = findCreature(scene, edit.creature.id);
    if (!row)
        return row.error();
    MapCreature &creature = scene.map.creatures[*row];
    const MapEdit inverse = MapEdit::setHidden(creature.id, creature.hiddenFromPlayers);
    creature.hiddenFromPlayers = edit.creature.hiddenFromPlayers;
    return inverse;
}

Result<MapEdit> applyPortrait(TableScene &scene, const MapEdit &edit)
{
    const auto row = findCreature(scene, edit.creature.id);
    if (!row)
        return row.error();
    if (const Status valid = Portrait::check(edit.creature.portrait); !valid)
        return Error{QStringLiteral("%1's portrait %2").arg(scene.map.creatures.at(*row).name, valid.error().message)};
    MapCreature &creature = scene.map.creatures[*row];
    const MapEdit inverse = MapEdit::setPortrait(creature.id, creature.portrait);
    creature.portrait = edit.creature.portrait;
    return inverse;
}

Result<MapEdit> applyStatus(TableScene &scene, const MapEdit &edit)
{
    const auto row = findCreature(scene, edit.creature.id);
    if (!row)
        return row.error();
    if (edit.status && edit.status->maxHitPoints && *edit.status->maxHitPoints < 1)
        return Error{QStringLiteral("%1: maximum hit points must be at least 1, not %2")
                         .arg(scene.map.creatures.at(*row).name)
                         .arg(*edit.status->maxHitPoints)};
    const auto old = scene.statuses.constFind(edit.creature.id);
    const MapEdit inverse =
        MapEdit::setStatus(edit.creature.id, old == scene.statuses.cend() ? std::optional<CreatureStatus>() : *old);
    if (edit.status)
        scene.statuses.insert(edit.creature.id, *edit.status);
    else
        scene.statuses.remove(edit.creature.id);
    return inverse;
}

Result<MapEdit> applyBackground(TableScene &scene, const MapEdit &edit)
{
    if (!(edit.background.pixelsPerSquare > 0))
        return Error{QStringLiteral("the background needs a positive number of pixels per square, not %1")
                         .arg(edit.background.pixelsPerSquare)};
    const MapEdit inverse = MapEdit::setBackground(
        scene.background, edit.storedBackground ? std::optional<MapBackground>(scene.map.background) : std::nullopt);
    scene.background = edit.background;
    if (edit.storedBackground)
        scene.map.background = *edit.storedBackground;
    return inverse;
}

} // namespace

MapEdit MapEdit::paintFog(const QList<Square> &squares, FogMark mark)
{
    MapEdit edit;
    edit.kind = Kind::PaintFog;
    for (Square s : squares)
        edit.fog.append({s, mark});
    return edit;
}

MapEdit MapEdit::setExplored(const QList<bool> &squares, int width)
{
    MapEdit edit;
    edit.kind = Kind::SetExplored;
    edit.squares = squares;
    edit.squaresWidth = width;
    return edit;
}

MapEdit MapEdit::burnLights(int minutes)
{
    MapEdit edit;
    edit.kind = Kind::BurnLights;
    edit.minutes = minutes;
    return edit;
}

MapEdit MapEdit::setSecretDoor(Square square, Side side, bool secret)
{
    MapEdit edit;
    edit.kind = Kind::SetSecretDoor;
    edit.edges.append({square, side, EdgeFeature::None});
    edit.secret = secret;
    return edit;
}

MapEdit MapEdit::paintAmbient(const QList<Square> &squares, LightLevel level)
{
    MapEdit edit;
    edit.kind = Kind::PaintAmbient;
    for (Square s : squares)
        edit.ambient.append({s, level});
    return edit;
}

MapEdit MapEdit::setLights(const QList<LightSource> &lights)
{
    MapEdit edit;
    edit.kind = Kind::SetLights;
    edit.lights = lights;
    return edit;
}

MapEdit MapEdit::setVision(bool enabled)
{
    MapEdit edit;
    edit.kind = Kind::SetVision;
    edit.visionEnabled = enabled;
    return edit;
}

MapEdit MapEdit::paintTerrain(const QList<Square> &squares, Terrain terrain)
{
    MapEdit edit;
    edit.kind = Kind::PaintTerrain;
    for (Square s : squares)
        edit.terrain.append({s, terrain});
    return edit;
}

MapEdit MapEdit::setEdges(const QList<EdgeChange> &edges)
{
    MapEdit edit;
    edit.kind = Kind::SetEdges;
    edit.edges = edges;
    return edit;
}

MapEdit MapEdit::placeCreature(const MapCreature &creature, std::optional<CreatureStatus> status)
{
    MapEdit edit;
    edit.kind = Kind::PlaceCreature;
    edit.creature = creature;
    edit.status = std::move(status);
    return edit;
}

MapEdit MapEdit::removeCreature(const QString &id)
{
    MapEdit edit;
    edit.kind = Kind::RemoveCreature;
    edit.creature.id = id;
    return edit;
}

MapEdit MapEdit::moveCreature(const QString &id, Square to)
{
    MapEdit edit;
    edit.kind = Kind::MoveCreature;
    edit.creature.id = id;
    edit.creature.position = to;
    return edit;
}

MapEdit MapEdit::setHidden(const QString &id, bool hidden)
{
    MapEdit edit;
    edit.kind = Kind::SetHidden;
    edit.creature.id = id;
    edit.creature.hiddenFromPlayers = hidden;
    return edit;
}

MapEdit MapEdit::setPortrait(const QString &id, const QString &portrait)
{
    MapEdit edit;
    edit.kind = Kind::SetPortrait;
    edit.creature.id = id;
    edit.creature.portrait = portrait;
    return edit;
}

MapEdit MapEdit::setStatus(const QString &id, std::optional<CreatureStatus> status)
{
    MapEdit edit;
    edit.kind = Kind::SetStatus;
    edit.creature.id = id;
    edit.status = std::move(status);
    return edit;
}

MapEdit MapEdit::setBackground(const BackgroundPicture &background, std::optional<MapBackground> stored)
{
    MapEdit edit;
    edit.kind = Kind::SetBackground;
    edit.background = background;
    edit.storedBackground = std::move(stored);
    return edit;
}

QString MapEdit::typeName() const
{
    switch (kind) {
    case Kind::PaintTerrain:
        return QStringLiteral("map.paintTerrain");
    case Kind::SetEdges:
        return QStringLiteral("map.setEdges");
    case Kind::PlaceCreature:
        return QStringLiteral("map.placeCreature");
    case Kind::RemoveCreature:
        return QStringLiteral("map.removeCreature");
    case Kind::MoveCreature:
        return QStringLiteral("map.moveCreature");
    case Kind::SetHidden:
        return QStringLiteral("map.setHidden");
    case Kind::SetStatus:
        return QStringLiteral("map.setStatus");
    case Kind::SetBackground:
        return QStringLiteral("map.setBackground");
    case Kind::PaintAmbient:
        return QStringLiteral("map.paintAmbient");
    case Kind::SetLights:
        return QStringLiteral("map.setLights");
    case Kind::SetVision:
        return QStringLiteral("map.setVision");
    case Kind::BurnLights:
        return QStringLiteral("map.burnLights");
    case Kind::SetSecretDoor:
        return QStringLiteral("map.setSecretDoor");
    case Kind::SetExplored:
        return QStringLiteral("map.setExplored");
    case Kind::PaintFog:
        return QStringLiteral("map.paintFog");
    case Kind::SetPortrait:
        return QStringLiteral("map.setPortrait");
    }
    return {};
}

QJsonObject MapEdit::toJson() const
{
    QJsonObject o{{QStringLiteral("type"), typeName()}};
    switch (kind) {
    case Kind::PaintTerrain: {
        QJsonArray squares;
        for (const auto &change : terrain) {
            QJsonObject s = squareJson(change.square);
            s.insert(QStringLiteral("terrain"), terrainName(change.terrain));
            squares.append(s);
        }
        o.insert(QStringLiteral("squares"), squares);
        break;
    }
    case Kind::SetEdges: {
        QJsonArray list;
        for (const auto &change : edges) {
            QJsonObject e = squareJson(change.square);
            e.insert(QStringLiteral("side"), sideName(change.side));
            e.insert(QStringLiteral("feature"), change.feature == EdgeFeature::None   ? QStringLiteral("none")
                                                : change.feature == EdgeFeature::Wall ? QStringLiteral("wall")
                                                                                      : doorStateName(change.feature));
            list.append(e);
        }
        o.insert(QStringLiteral("edges"), list);
        break;
    }
    case Kind::PlaceCreature:
        o.insert(QStringLiteral("creature"), creature.id);
        o.insert(QStringLiteral("name"), creature.name);
        o.insert(QStringLiteral("side"), creature.side);
        o.insert(QStringLiteral("at"), squareJson(creature.position));
        o.insert(QStringLiteral("token"), mapCreatureToJson(creature)); // the whole token: the step replays
        if (status && status->maxHitPoints) {
            o.insert(QStringLiteral("maxHp"), *status->maxHitPoints);
            o.insert(QStringLiteral("hp"), status->hitPoints.value_or(*status->maxHitPoints));
        }
        break;
    case Kind::RemoveCreature:
        o.insert(QStringLiteral("creature"), creature.id);
        break;
    case Kind::MoveCreature:
        o.insert(QStringLiteral("creature"), creature.id);
        o.insert(QStringLiteral("to"), squareJson(creature.position));
        break;
    case Kind::SetHidden:
        o.insert(QStringLiteral("creature"), creature.id);
        o.insert(QStringLiteral("hidden"), creature.hiddenFromPlayers);
        break;
    case Kind::SetPortrait:
        o.insert(QStringLiteral("creature"), creature.id);
        o.insert(QStringLiteral("portrait"), creature.portrait);
        break;
    case Kind::SetStatus:
        o.insert(QStringLiteral("creature"), creature.id);
        if (status && status->hitPoints)
            o.insert(QStringLiteral("hp"), *status->hitPoints);
        if (status && status->maxHitPoints)
            o.insert(QStringLiteral("maxHp"), *status->maxHitPoints);
        break;
    case Kind::SetBackground:
        o.insert(QStringLiteral("image"), background.imageFile);
        o.insert(QStringLiteral("pixelsPerSquare"), background.pixelsPerSquare);
        o.insert(QStringLiteral("offsetX"), background.offsetX);
        o.insert(QStringLiteral("offsetY"), background.offsetY);
        break;
    case Kind::PaintAmbient: {
        QJsonArray squares;
        for (const auto &change : ambient) {
            QJsonObject s = squareJson(change.square);
            s.insert(QStringLiteral("level"), lightLevelName(change.level));
            squares.append(s);
        }
        o.insert(QStringLiteral("squares"), squares);
        break;
    }
    case Kind::SetLights: {
        QJsonArray list;
        for (const LightSource &light : lights) {
            QJsonObject l{{QStringLiteral("kind"), light.kind}, {QStringLiteral("minutesLeft"), light.minutesLeft}};
            if (light.carriedBy.isEmpty())
                l.insert(QStringLiteral("at"), squareJson(light.square));
            else
                l.insert(QStringLiteral("carriedBy"), light.carriedBy);
            list.append(l);
        }
        o.insert(QStringLiteral("lights"), list);
        break;
    }
    case Kind::SetVision:
        o.insert(QStringLiteral("vision"), visionEnabled);
        break;
    case Kind::BurnLights:
        o.insert(QStringLiteral("minutes"), minutes);
        break;
    case Kind::SetSecretDoor:
        if (!edges.isEmpty()) {
            QJsonObject door = squareJson(edges.first().square);
            o.insert(QStringLiteral("x"), door.value(QStringLiteral("x")));
            o.insert(QStringLiteral("y"), door.value(QStringLiteral("y")));
            o.insert(QStringLiteral("side"), sideName(edges.first().side));
        }
        o.insert(QStringLiteral("secret"), secret);
        break;
    case Kind::SetExplored: {
        // Runs along rows, as the map file keeps them.
        const int height = squaresWidth > 0 ? int(squares.size() / squaresWidth) : 0;
        o.insert(QStringLiteral("explored"), squareRunsToJson(squares, squaresWidth, height));
        break;
    }
    case Kind::PaintFog: {
        QJsonArray list;
        for (const auto &change : fog) {
            QJsonObject s = squareJson(change.square);
            s.insert(QStringLiteral("fog"), LightAndSightEdits::fogMarkName(change.mark));
            list.append(s);
        }
        o.insert(QStringLiteral("squares"), list);
        break;
    }
    }
    return o;
}

Result<MapEdit> applyMapEdit(TableScene &scene, const MapEdit &edit)
{
    switch (edit.kind) {
    case MapEdit::Kind::PaintTerrain:
        return applyPaint(scene, edit);
    case MapEdit::Kind::SetEdges:
        return applyEdges(scene, edit);
    case MapEdit::Kind::PlaceCreature:
        return applyPlace(scene, edit);
    case MapEdit::Kind::RemoveCreature:
        return applyRemove(scene, edit);
    case MapEdit::Kind::MoveCreature:
        return applyMove(scene, edit);
    case MapEdit::Kind::SetHidden:
        return applyHidden(scene, edit);
    case MapEdit::Kind::SetStatus:
        return applyStatus(scene, edit);
    case MapEdit::Kind::SetBackground:
        return applyBackground(scene, edit);
    case MapEdit::Kind::PaintAmbient:
        return LightAndSightEdits::applyAmbient(scene, edit);
    case MapEdit::Kind::SetLights:
        return LightAndSightEdits::applyLights(scene, edit);
    case MapEdit::Kind::SetVision:
        return LightAndSightEdits::applyVision(scene, edit);
    case MapEdit::Kind::BurnLights:
        return LightAndSightEdits::applyBurn(scene, edit);
    case MapEdit::Kind::SetSecretDoor:
        return LightAndSightEdits::applySecretDoor(scene, edit);
    case MapEdit::Kind::SetExplored:
        return LightAndSightEdits::applyExplored(scene, edit);
    case MapEdit::Kind::PaintFog:
        return LightAndSightEdits::applyFog(scene, edit);
    case MapEdit::Kind::SetPortrait:
        return applyPortrait(scene, edit);
    }
    return Error{QStringLiteral("unknown map edit")};
}

} // namespace battlemat
