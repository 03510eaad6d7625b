#pragma once

#include "core/jsonreader.h"
#include "fivetorches/ftdfight.h"
#include "fivetorches/ftdtables.h"

namespace battlemat::ftd {

/**
 * A combatant of a fight to start, read from a step: a map creature's id with its numbers from a PC's sheet
 * ("character": a battlemat-ftd-character object, plus its weapon's "damage", "rangedDamage" and "rangeFeet"), a
 * monster's stat block ("monster": a battlemat-ftd-monster object, plus "rangeFeet"), or typed in ("armorClass",
 * "hitPoints", "attack", "damage", ...; docs/modules.md, "Five Torches Deep combat"). Name and side are the map's.
 */
Result<FtdFighter> fighterFromEntry(const QJsonObject &entry, const JsonContext &where, const FtdTables &tables);

} // namespace battlemat::ftd
