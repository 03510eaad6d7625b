#include "table/playerview.h"

#include "vision/playervision.h"

#include <algorithm>
#include <limits>

namespace battlemat {

namespace {

// The colour and shape slots of the sides the players can see, in the game master's order but numbered without
// the sides of hidden creatures: a hidden faction placed first must not shift the visible sides' colours.
QHash<QString, int> visibleSideSlots(const TableScene &scene, const QList<MapCreature> &visible)
{
    QStringList sides;
    for (const QString &side : scene.playerSides) {
        if (!sides.contains(side))
            sides.append(side);
    }
    for (const MapCreature &creature : visible) {
        if (!sides.contains(creature.side))
            sides.append(creature.side);
    }
    const auto slotOf = [&scene](const QString &side) {
        return scene.sideIndices.value(side, std::numeric_limits<int>::max());
    };
    std::stable_sort(sides.begin(), sides.end(),
                     [&](const QString &a, const QString &b) { return slotOf(a) < slotOf(b); });
    QHash<QString, int> numbered;
    for (const QString &side : std::as_const(sides))
        numbered.insert(side, int(numbered.size()));
    return numbered;
}

} // namespace

BattleMap mapInSight(const TableScene &scene)
{
    BattleMap map = scene.map;
    if (!scene.fightLight)
        return map;
    MapLighting &lighting = map.lighting;
    lighting.ambient = scene.fightLight->ambient;
    lighting.areas = scene.fightLight->areas;
    lighting.lights = scene.fightLight->lights;
    lighting.obscuringAuras = scene.fightLight->obscuringAuras;
    return map;
}

TableScene playerViewOf(const TableScene &scene, const SightLight *light)
{
    TableScene view;
    view.map.name = scene.map.name;
    view.map.grid = scene.map.grid;
    view.background = scene.background;
    view.playerSides = scene.playerSides;
    for (const MapCreature &creature : scene.map.creatures) {
        if (creature.hiddenFromPlayers)
            continue;
        view.map.creatures.append(creature);
        const auto status = scene.statuses.constFind(creature.id);
        if (status == scene.statuses.cend())
            continue;
        CreatureStatus shown;
        shown.health = status->health;
        if (scene.isPlayerSide(creature.side)) {
            // Players know their own characters' numbers; the GM's note stays with the GM.
            shown.hitPoints = status->hitPoints;
            shown.maxHitPoints = status->maxHitPoints;
            shown.defenses = status->defenses;
        }
        view.statuses.insert(creature.id, shown);
    }
    // Doors the players have not found look like walls to them (docs/vision.md).
    for (const auto &[square, side] : scene.map.secretDoors) {
        if (view.map.grid.contains(square) && isDoor(view.map.grid.edge(square, side)))
            view.map.grid.setEdge(square, side, EdgeFeature::Wall);
    }
    // Nor where such doors are: the players' copy carries no list of them.
    view.map.secretDoors.clear();
    if (scene.map.lighting.visionEnabled && scene.fightLight) {
        // The heroes see by the fight's light: its torches where they are now, the beetle's glow around the beetle.
        TableScene lit = scene;
        lit.map = mapInSight(scene);
        applyPlayerVision(lit, view, light);
    } else if (scene.map.lighting.visionEnabled) {
        applyPlayerVision(scene, view, light);
    }
    // The paths the players' tokens glide along: only creatures in their copy, only squares they see now.
    for (const MapCreature &creature : std::as_const(view.map.creatures)) {
        const auto path = scene.movePaths.constFind(creature.id);
        if (path == scene.movePaths.cend())
            continue;
        QList<Square> shown;
        const int width = view.map.grid.width();
        for (const Square square : *path) {
            if (view.playerVisible.isEmpty() || view.playerVisible.value(qsizetype(square.y) * width + square.x, false))
                shown.append(square);
        }
        view.movePaths.insert(creature.id, shown);
    }
    // After vision: the creatures out of the heroes' sight are gone too, and with them their sides' slots.
    view.sideIndices = visibleSideSlots(scene, view.map.creatures);
    return view;
}

} // namespace battlemat
