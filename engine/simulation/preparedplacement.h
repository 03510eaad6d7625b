#pragma once

#include "core/result.h"
#include "grid/battlemap.h"
#include "orcus/orcussettings.h"
#include "sheet/herocharacter.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace battlemat {

/** A campaign hero as a prepared encounter's simulation puts it on the map: its token's numbers. */
struct PartyMember
{
    QString heroId; // the campaign's hero, whose sheet the fight uses (the token's `character`)
    QString name;
    CreatureSize size = CreatureSize::Medium;
    int speed = 6;
};

/**
 * A prepared encounter of the encounter builder (docs/file-formats.md, "prepared": monsters with counts and their
 * stat blocks, no map) put on a map for a simulation, by the rules of docs/simulation.md "Simulate in the encounter
 * builder": the chosen campaign map without its own tokens, or the default open map; the party around a quarter of
 * the map's width from the west edge, the monsters as far from the east edge, each side ring by ring around its
 * first creature on free squares a creature may stand on.
 */
namespace PreparedPlacement {

/** The default open map: 16 x 12 squares of open floor, wider when a side has more than 6 creatures. */
BattleMap openMap(int heroes, int monsters);

/** The number of monsters a prepared encounter holds (counts added up). */
int monsterCount(const QJsonObject &prepared);

/**
 * The prepared encounter's monsters (each carrying its stat block, as one placed from the library) and the party on
 * map, its own creatures removed. Fails naming the monster whose block is unreadable or the creature for which
 * the map has no free space.
 */
Result<BattleMap> place(BattleMap map, const QJsonObject &prepared, const QList<PartyMember> &party);

/**
 * The encounter file object (as `battlemat-cli simulate` reads one) of a prepared encounter's "prepared" object
 * fought by these heroes (a campaign's, with their sheets' numbers under settings) on map, or on openMap() when
 * there is none: placed as place() says and put together by the table's own assembleEncounter.
 */
Result<QJsonObject> encounterFile(const QJsonObject &prepared, const std::optional<BattleMap> &map,
                                  const QList<HeroCharacter> &heroes, const OrcusSettings &settings);

} // namespace PreparedPlacement
} // namespace battlemat
