#pragma once

#include "grid/creaturesize.h"
#include "grid/square.h"

#include <QString>
#include <QStringList>

namespace battlemat {

/** A creature as the battle map knows it: where its space is and whom it sides with. */
struct MapCreature
{
    QString id;      // unique within the map; scripts and the CLI refer to creatures by it
    QString name;    // shown on the token; defaults to the id
    Square position; // top-left square of its space
    CreatureSize size = CreatureSize::Medium;
    QString side; // allegiance; creatures of different sides are hostile to each other
    int speed = 6;
    int reach = 1;
    QStringList conditions;
    bool hiddenFromPlayers = false;

    int spaceSquares() const { return battlemat::spaceSquares(size); }
};

} // namespace battlemat
