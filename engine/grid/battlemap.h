#pragma once

#include "grid/gridmap.h"
#include "grid/mapbackground.h"
#include "grid/mapcreature.h"
#include "grid/maplighting.h"

#include <QList>
#include <QPair>
#include <QString>

namespace battlemat {

/** A named battle map: its grid and the creatures standing on it. */
class BattleMap
{
public:
    QString name;
    GridMap grid;
    QList<MapCreature> creatures;
    MapBackground background; // optional picture under the grid
    MapLighting lighting;     // ambient light, light sources, the players' vision and what they have explored
    // Doors the players have not found: the players' window draws them as walls (docs/vision.md). Each edge is
    // named from the square on its north or west side, as the map file writes it.
    QList<QPair<Square, Side>> secretDoors;

    const MapCreature *creature(const QString &id) const;
    MapCreature *creature(const QString &id);
};

} // namespace battlemat
