#pragma once

#include "core/result.h"
#include "encounter/encounterstate.h"
#include "grid/battlemap.h"
#include "orcus/statblock.h"

#include <QJsonObject>
#include <QMap>

#include <optional>

namespace battlemat {

/**
 * A monster of the library brought into the running fight (the window's Monster library > Add to the fight and its
 * drop on the map, `battlemat-cli table`'s `addMonster`): the encounter's `addCreature` step with the token the
 * library places (monsterToken: size, speed, the name "Goblin 2" when one fights already) and the monster's
 * encounter stat block (MonsterCombatant), so the log carries the block and replays without the library.
 */
namespace Reinforcement {

/**
 * The step for this block at `at` (its space's top-left square) or, without one, at the nearest free space beside
 * its side as the fight stands (TokenPlacement); a free id among the map's tokens and the fight's creatures. The
 * command judges the square. Fails when the block is not one the encounter can fight with, or no space is free.
 */
Result<QJsonObject> step(const StatBlock &block, const BattleMap &tableMap, const EncounterState &fight,
                         std::optional<Square> at, std::optional<int> initiative = std::nullopt);

/**
 * The encounter's `changeForm` step that makes this block the creature's new form (Fading's "natural form"): its
 * encounter stat block under the creature's id, and its walking speed.
 */
Result<QJsonObject> formStep(const StatBlock &block, const QString &creatureId);

/**
 * The creatures that joined the fight (addCreature, a power that placed one: Egg Sacs) and are no token of the map,
 * as the tokens they came in as (the `token` of their "creatureAdded" events, with the library's block), where the
 * fight left them: ending the fight keeps them on the table's map like the fight's starting creatures.
 */
QList<MapCreature> joinedTokens(const EncounterState &fight, const QList<QJsonObject> &events, const BattleMap &map);

/** The library monster of this id: the campaign's own (stored, by id) before the bundled book's. */
Result<StatBlock> libraryMonster(const QString &id, const QMap<QString, QJsonObject> &campaignMonsters);

} // namespace Reinforcement
} // namespace battlemat
