#pragma once

#include "grid/gridmap.h"
#include "grid/mapbackground.h"
#include "grid/mapcreature.h"

#include <QList>
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

    const MapCreature *creature(const QString &id) const;
    MapCreature *creature(const QString &id);
};

} // namespace battlemat
