#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "encounter/encounterstate.h"
#include "orcus/statblock.h"

#include <QJsonObject>

namespace battlemat {

/**
 * Another creature a triggered power brings into the fight, carried in the encounter's power so the log replays and
 * undoes without a monster library (docs/file-formats.md, "Encounter file"):
 * - `places`: the creature its effect places beside its user (the hunting spiders' Egg Sacs, "Place a spider swarm
 *   in an adjacent space"): {"creature": its token as the map file writes one, without id, place and side;
 *   "block": its encounter stat block, without id}; it joins through the one addCreature rule
 *   (AddCreatureCommand::join);
 * - `becomes`: the form its user takes (the shapeshifter slime's Fading, "The monster regresses to its natural
 *   form"): {"name": the form's, "block": its encounter stat block, without id; "speed": its walking speed}; it
 *   changes through
 *   the one changeForm rule (ChangeFormCommand::change).
 */
namespace PowerCreature {

/** Reads both fields of an encounter power, each checked as the creature it brings in; names the wrong field. */
Status read(const QJsonObject &object, const JsonContext &context, CombatPower *power);
void write(const CombatPower &power, QJsonObject *object);

/** The encounter's `places` for a library stat block (MonsterCombatant), or why it cannot fight. */
Result<QJsonObject> placesOf(const StatBlock &creature);
/** The encounter's `becomes` for a library stat block. */
Result<QJsonObject> becomesOf(const StatBlock &form);

/**
 * The token of the creature the holder's power places at `at`, on the holder's side, with an id and a name no
 * creature of the fight has ("vermin-swarm-2", "Spider Swarm 2"), and its block under that id.
 */
QJsonObject placedToken(const EncounterState &state, const Combatant &holder, const CombatPower &power, Square at);
QJsonObject placedBlock(const CombatPower &power, const QString &id);

/** The block of the form a power makes its user take, under the user's id. */
QJsonObject formBlock(const CombatPower &power, const QString &id);
/** The speed of the form a power makes its user take, if it gives one. */
std::optional<int> formSpeed(const CombatPower &power);

} // namespace PowerCreature
} // namespace battlemat
