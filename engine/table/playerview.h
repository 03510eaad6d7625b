#pragma once

#include "table/tablescene.h"

namespace battlemat {
class SightLight;
}

namespace battlemat {

/**
 * What the players' screen may receive: a copy of the scene without hidden creatures, GM notes, and without the
 * hit points and defenses of creatures the players do not control (those keep only their health state). The
 * player view is built from this copy, so nothing secret ever reaches its models. Secret doors are walls in it;
 * with the map's vision on, it holds only what the heroes see and have seen (applyPlayerVision()), by the light of
 * the campaign's ruleset (`light`, TableSession::sightLight(); null: the map's light by Orcus's table).
 */
TableScene playerViewOf(const TableScene &scene, const SightLight *light = nullptr);
/**
 * The scene's map in the light the heroes see by: the fight's (TableScene::fightLight: its ambient, areas, lights and
 * obscuring auras) while one runs, with the map's fog (vision switch, explored squares, the game master's marks);
 * else the map as it is. One LightMap reads it, as the fight's rules read the encounter's grid.
 */
BattleMap mapInSight(const TableScene &scene);

} // namespace battlemat
