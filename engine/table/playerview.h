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

} // namespace battlemat
