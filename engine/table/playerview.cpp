#include "table/playerview.h"

#include "vision/playervision.h"

namespace battlemat {

TableScene playerViewOf(const TableScene &scene)
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
        if (scene.sideIndices.contains(creature.side))
            view.sideIndices.insert(creature.side, scene.sideIndices.value(creature.side));
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
    if (scene.map.lighting.visionEnabled)
        applyPlayerVision(scene, view);
    return view;
}

} // namespace battlemat
