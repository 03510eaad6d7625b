#pragma once

#include "grid/mapcreature.h"
#include "orcus/statblock.h"

#include <QList>

namespace battlemat {

/**
 * The token a library monster is placed on the map as (Monster library > Place, the encounter builder, `encounter
 * start`): its size, reach, speeds and senses from the block, the block itself (so the encounter fights with it), on
 * the monsters' side, named "Goblin Cutthroat 2" when one is on the map already, and in the initiative group given
 * ("" for none). Where it stands and its free id are the caller's (TokenPlacement).
 */
MapCreature monsterToken(const StatBlock &block, const QList<MapCreature> &onMap, const QString &initiativeGroup = {});

} // namespace battlemat
