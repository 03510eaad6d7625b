#pragma once

#include "grid/lightsource.h"

#include <QList>

namespace battlemat {

class BattleMap;
struct EncounterState;

/**
 * The map's light sources as a fight that is over leaves them: the torches lit, dropped, picked up and burnt down
 * in it (and by the rests after it), so the map and the next fight start from there rather than from the lights of
 * before. A light whose carrier has no token on the map (a creature that joined mid-fight) lies where its carrier
 * stood. An aura's light (the flash beetle's) is its owner's, not the map's, and no light source is made of it.
 */
QList<LightSource> lightsAfterFight(const EncounterState &fight, const BattleMap &map);

} // namespace battlemat
