#pragma once

#include "grid/battlemap.h"
#include "table/backgroundpicture.h"
#include "table/creaturestatus.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace battlemat {

/**
 * The battle on the table as the game master knows it: the map with its creatures, each creature's status, the
 * background picture and the GM's notes. The players' view is a filtered copy of it (playerViewOf()).
 */
struct TableScene
{
    BattleMap map;
    QHash<QString, CreatureStatus> statuses; // by creature id; a creature without one has untracked HP
    BackgroundPicture background;
    QString gmNotes;
    QStringList playerSides{QStringLiteral("heroes")}; // sides the players control
    // Colour and shape slot of each side; kept in the scene so both screens draw a side the same way.
    QHash<QString, int> sideIndices;
    // The players' copy only, with vision on: the squares the heroes see now (width * height; empty otherwise).
    // What they have seen before is map.lighting.explored (docs/vision.md).
    QList<bool> playerVisible;
    // The squares each creature last moved through (its last encounter move, without its start), for the views'
    // glide along the path; not stored. The players' copy keeps only the squares the players may see.
    QHash<QString, QList<Square>> movePaths;
    // While a fight runs: its light as its grid lights the squares (AuraLight::lightingOf: the encounter's light
    // sources, torches taken up and dropped, the auras' light and obscurement), which the players' vision sees by
    // instead of the map's (playerViewOf). Not stored: the map keeps its own light.
    std::optional<MapLighting> fightLight;

    /** Row of the creature in map.creatures, or -1. */
    int creatureIndex(const QString &id) const;
    bool isPlayerSide(const QString &side) const { return playerSides.contains(side); }
};

} // namespace battlemat
