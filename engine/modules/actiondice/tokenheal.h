#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "table/tablescene.h"

#include <QJsonObject>

namespace battlemat {

/**
 * The action dice heal out of a fight on the hero's token (Action Dice, "Heal your character"): the table step
 * "actionDice.heal" naming a map `creature` spends the dice, rolls them and puts the hit points on that token in
 * one step, so one undo takes all of it back. Whether the hero is "threatened by a foe" is read from the map: a
 * creature of another side that can act stands adjacent to it.
 */
namespace TokenHeal {

/** Checks the token (on the map, hit points tracked) and adds `threatened` and `inEncounter` to the command. */
Status prepare(const TableScene &scene, const QString &creature, QJsonObject &command, const JsonContext &where);
/** Puts the spend's hit points on the token (Orcus "Healing": from 0 when below, up to the maximum). */
void apply(TableScene &scene, const QString &creature, QJsonObject &event);

} // namespace TokenHeal
} // namespace battlemat
