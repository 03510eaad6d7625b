#pragma once

#include "grid/lightsource.h"

#include <QList>

namespace battlemat {

class BattleMap;
class Command;
struct EncounterState;

/**
 * The map's light sources as a fight that is over leaves them: the torches lit, dropped, picked up and burnt down
 * in it (and by the rests after it), so the map and the next fight start from there rather than from the lights of
 * before. A light whose carrier has no token on the map (a creature that joined mid-fight) lies where its carrier
 * stood. An aura's light (the flash beetle's) is its owner's, not the map's, and no light source is made of it.
 */
QList<LightSource> lightsAfterFight(const EncounterState &fight, const BattleMap &map);

/**
 * The minutes a step of the encounter on the table lets pass on the map: a rest's or a wait's (RestCommand::minutes,
 * Orcus "Resting") taken while no fight runs, else 0. The table session burns the map's lights by them in the rest's
 * own step, so one undo takes both back. Once a fight has ended its lights are the map's (lightsAfterFight): the map's
 * are the ones the players' window, the next fight and a reopened campaign see, so those are the ones a rest burns,
 * a light put on the map after the fight included. The ended fight's own copy burns alongside, as the encounter's
 * rule has it, so that its log tells of the torch going out; a fight ended before its lights were folded into the map
 * (a campaign file older than the fold) keeps its lights to itself: a rest does not fold them afterwards, since the
 * game master may have set the map's lights since.
 */
int minutesOnTheMap(const Command &command, const EncounterState &fight);

} // namespace battlemat
