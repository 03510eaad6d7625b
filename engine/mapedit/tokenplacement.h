#pragma once

#include "grid/battlemap.h"

#include <QString>

#include <optional>

namespace battlemat {

/**
 * Where a new token goes when the game master does not point at a square (a hero from the party, a monster from
 * the library), and what it is called there.
 */
namespace TokenPlacement {

/** base when no creature of the map has it as id, else base-2, base-3, ...: scripts and the CLI name it by it. */
QString freeId(const BattleMap &map, const QString &base);
/**
 * The nearest free space for the creature's space, ring by ring around the first creature of its side (or the
 * map's centre when its side has none): on the map, on terrain a creature may stand on (Orcus "Terrain"), clear
 * of every token. None when the map has no such space.
 */
std::optional<Square> besideItsSide(const BattleMap &map, const MapCreature &creature);
/** The same search ring by ring around origin. */
std::optional<Square> nearestFree(const BattleMap &map, const MapCreature &creature, Square origin);

} // namespace TokenPlacement
} // namespace battlemat
