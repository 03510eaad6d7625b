#include "mapedit/lightandsightedits.h"

namespace battlemat {

QString squareText(Square s)
{
    return QStringLiteral("(%1, %2)").arg(s.x).arg(s.y);
}

QString offTheMap(const GridMap &grid, Square square, const QString &verb)
{
    return QStringLiteral("cannot %1 square %2: it is off the %3 x %4 map")
        .arg(verb, squareText(square))
        .arg(grid.width())
        .arg(grid.height());
}

namespace LightAndSightEdits {

Result<MapEdit> applyAmbient(TableScene &scene, const MapEdit &edit)
{
    const GridMap &grid = scene.map.grid;
    for (const auto &change : edit.ambient) {
        if (!grid.contains(change.square))
            return Error{offTheMap(grid, change.square, QStringLiteral("light"))};
    }
    MapLighting &lighting = scene.map.lighting;
    MapEdit inverse;
    inverse.kind = MapEdit::Kind::PaintAmbient;
    for (const auto &change : edit.ambient)
        inverse.ambient.append({change.square, lighting.ambientAt(change.square, grid.width())});
    for (const auto &change : edit.ambient)
        lighting.setAmbientAt(change.square, grid.width(), grid.height(), change.level);
    return inverse;
}

Result<MapEdit> applyLights(TableScene &scene, const MapEdit &edit)
{
    for (const LightSource &light : edit.lights) {
        const auto kind = lightSourceKind(light.kind);
        if (!kind)
            return Error{
                QStringLiteral("'%1' is not a light source; use candle, torch, lantern or glowbasket").arg(light.kind)};
        if (light.minutesLeft < 0 || light.minutesLeft > kind->minutes)
            return Error{QStringLiteral("a %1 burns 0 to %2 minutes, not %3")
                             .arg(light.kind)
                             .arg(kind->minutes)
                             .arg(light.minutesLeft)};
        if (light.carriedBy.isEmpty() && !scene.map.grid.contains(light.square))
            return Error{QStringLiteral("cannot put a %1 on square %2: it is off the %3 x %4 map")
                             .arg(light.kind, squareText(light.square))
                             .arg(scene.map.grid.width())
                             .arg(scene.map.grid.height())};
        if (!light.carriedBy.isEmpty() && scene.creatureIndex(light.carriedBy) < 0)
            return Error{
                QStringLiteral("there is no creature with id \"%1\" to carry the %2").arg(light.carriedBy, light.kind)};
    }
    const MapEdit inverse = MapEdit::setLights(scene.map.lighting.lights);
    scene.map.lighting.lights = edit.lights;
    return inverse;
}

Result<MapEdit> applyVision(TableScene &scene, const MapEdit &edit)
{
    const MapEdit inverse = MapEdit::setVision(scene.map.lighting.visionEnabled);
    scene.map.lighting.visionEnabled = edit.visionEnabled;
    return inverse;
}

Result<MapEdit> applyBurn(TableScene &scene, const MapEdit &edit)
{
    if (edit.minutes < 1 || edit.minutes > 100000)
        return Error{QStringLiteral("lights burn for 1 to 100000 minutes at a time, not %1").arg(edit.minutes)};
    const MapEdit inverse = MapEdit::setLights(scene.map.lighting.lights);
    scene.map.lighting.lights = burnLights(scene.map.lighting.lights, edit.minutes);
    return inverse;
}

Result<MapEdit> applySecretDoor(TableScene &scene, const MapEdit &edit)
{
    if (edit.edges.size() != 1)
        return Error{QStringLiteral("a secret door edit names one door")};
    // Named from the north or west square, the way the map file keeps secret doors.
    Square square = edit.edges.first().square;
    Side side = edit.edges.first().side;
    const GridMap &grid = scene.map.grid;
    if (!grid.contains(square))
        return Error{QStringLiteral("square %1 is off the %2 x %3 map")
                         .arg(squareText(square))
                         .arg(grid.width())
                         .arg(grid.height())};
    if (!isDoor(grid.edge(square, side)))
        return Error{QStringLiteral("the %1 edge of square %2 is no door").arg(sideName(side), squareText(square))};
    if (side == Side::South && square.y + 1 < grid.height()) {
        square.y += 1;
        side = Side::North;
    } else if (side == Side::East && square.x + 1 < grid.width()) {
        square.x += 1;
        side = Side::West;
    }
    QList<QPair<Square, Side>> &doors = scene.map.secretDoors;
    const QPair<Square, Side> door{square, side};
    const MapEdit inverse = MapEdit::setSecretDoor(square, side, doors.contains(door));
    doors.removeAll(door);
    if (edit.secret)
        doors.append(door);
    return inverse;
}

Result<MapEdit> applyExplored(TableScene &scene, const MapEdit &edit)
{
    const GridMap &grid = scene.map.grid;
    const qsizetype size = qsizetype(grid.width()) * grid.height();
    if (!edit.squares.isEmpty() && (edit.squares.size() != size || edit.squaresWidth != grid.width()))
        return Error{QStringLiteral("the explored squares are %1 squares in rows of %2, the %3 x %4 map has %5")
                         .arg(edit.squares.size())
                         .arg(edit.squaresWidth)
                         .arg(grid.width())
                         .arg(grid.height())
                         .arg(size)};
    const MapEdit inverse = MapEdit::setExplored(scene.map.lighting.explored, grid.width());
    // No square set is the same as none explored: kept empty so that a plain map stays without the list.
    const bool any = edit.squares.contains(true);
    scene.map.lighting.explored = any ? edit.squares : QList<bool>();
    ++scene.map.lighting.exploredEdits;
    return inverse;
}

QString fogMarkName(FogMark mark)
{
    switch (mark) {
    case FogMark::Revealed:
        return QStringLiteral("revealed");
    case FogMark::Concealed:
        return QStringLiteral("concealed");
    case FogMark::None:
        break;
    }
    return QStringLiteral("none");
}

Result<MapEdit> applyFog(TableScene &scene, const MapEdit &edit)
{
    const GridMap &grid = scene.map.grid;
    for (const auto &change : edit.fog) {
        if (!grid.contains(change.square))
            return Error{offTheMap(grid, change.square, QStringLiteral("mark"))};
    }
    MapEdit inverse;
    inverse.kind = MapEdit::Kind::PaintFog;
    // Every old mark is read before anything changes, so a square listed twice still gets its first mark back.
    for (const auto &change : edit.fog)
        inverse.fog.append({change.square, scene.map.lighting.fogMarkAt(change.square, grid.width())});
    for (const auto &change : edit.fog)
        scene.map.lighting.setFogMarkAt(change.square, grid.width(), grid.height(), change.mark);
    return inverse;
}

} // namespace LightAndSightEdits
} // namespace battlemat
