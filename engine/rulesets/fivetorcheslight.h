#pragma once

#include "fivetorches/lightlevel.h"
#include "grid/lightsource.h"
#include "grid/space.h"

#include <QJsonObject>
#include <QList>

namespace battlemat {

class BattleGrid;

/**
 * The light of each square of the battle map under Five Torches Deep ("Light", ../shared/rules/
 * checks-actions-combat-gritty.txt), from the map's own light (docs/vision.md): the areas the game master painted
 * dark or dim are darkness or dim light; where the map leaves the light bright, the fight's light holds (well lit by
 * default, or what the GM set: brilliant snow, a moonless night). Torches and lanterns, carried by a token or put
 * down on a square, cast 30 ft (6 squares) of dim light where they have line of sight; engine/grid's LightMap works
 * that out, the same function Orcus's light uses, with this ruleset's kinds. A source only raises the light.
 */
namespace FtdMapLight {

/** Torch: dim light, 6 squares, 1 hour; lantern: dim light, 6 squares, 3 hours. Other kinds give no light here. */
const QList<LightSourceKind> &kinds();

/** One square: the map's ambient there and what the sources cast, with the fight's light where the map is bright. */
ftd::LightLevel combine(LightLevel mapAmbient, LightLevel fromSources, ftd::LightLevel fightLight);
/** The brightest square of a creature's space (any part of it seen is enough to see it). */
ftd::LightLevel at(const BattleGrid &grid, const Space &space, ftd::LightLevel fightLight);
/** Every square, row by row (the map's overlay). */
QList<ftd::LightLevel> all(const BattleGrid &grid, ftd::LightLevel fightLight);

/**
 * The map's lights after `hours` of the expedition's clock: a lantern lasts 3 hours here (not Orcus's 8), so a
 * longer time left is first cut to it, then every lit one burns 60 minutes an hour. Returns those that went out.
 */
QList<LightSource> burnHours(QList<LightSource> &lights, int hours);

} // namespace FtdMapLight

} // namespace battlemat
