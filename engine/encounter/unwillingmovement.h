#pragma once

#include "encounter/rulescontext.h"
#include "grid/forcedfall.h"
#include "grid/movementmode.h"

namespace battlemat {

class EncounterGrid;

/**
 * A power's push, pull or shunt on a hit (Orcus "Unwilling movement"; orcus-gaps-filled.md section 10). The rules
 * let the attacker choose the squares; the encounter takes Battlemat's documented default (docs/encounter.md,
 * "Forced movement"): the end square the grid allows that lies farthest from the attacker's space (nearest for a
 * pull; a shunt like a push), straightest from the attacker among equals, reached by the grid's own path, so walls,
 * blocking terrain, creatures and the push/pull direction rule are the grid module's. The move goes through
 * EncounterMovement (auras the target is moved into strike, grapples end); Edit > Undo and a Place command undo or
 * correct it.
 */
namespace UnwillingMovement {

/**
 * The squares the target is moved through (start excluded), or none when it cannot be moved at all. A target with a
 * fly speed is moved by a flier's rules of passage: over pits, and it may end above one (it does not fall).
 */
QList<Square> chosenPath(const EncounterState &state, const QString &attackerId, const QString &targetId,
                         MovementMode mode, int distance);
/**
 * The pit the movement can drop the target into (ForcedFall::intoPit), none for a target with a fly speed: the
 * texts print no fall for a flier (docs/grid-geometry.md "Pits and water").
 */
std::optional<PitDrop> pitDrop(const EncounterState &state, const QString &attackerId, const QString &targetId,
                               MovementMode mode, int distance);
/**
 * Whether a one-square push of the target to square (Bull Rush's chosen square) drops it into a pit: a walker, the
 * square over a pit, and the push otherwise what the grid allows from the attacker's space (direction, walls,
 * creatures).
 */
/**
 * The target's chance in percent to save against falling into a pit (Orcus "Saving throws": 10 or higher, with its
 * save bonus and the auras' modifier): the forcedFall prompt shows it, the tactics policy weighs a push with it.
 */
int pitSaveChance(const EncounterState &state, const QString &targetId);

bool pushesIntoPit(const EncounterState &state, const EncounterGrid &grid, const QString &attackerId,
                   const QString &targetId, Square square);
/**
 * The movement. When a pit is in reach the attacker's controller is asked whether to drop the target in
 * (DecisionKind::ForcedFall, with the target's chance to save); yes: the target is moved to the edge and makes a
 * saving throw (orcus-gaps-filled.md section 10): on a success it falls prone at the edge and the movement ends, on
 * a failure it enters the pit and falls (fall()). No, or no pit: the farthest square, as chosenPath.
 */
QCoro::Task<void> apply(RulesContext *context, QString attackerId, QString targetId, MovementMode mode, int distance);
/**
 * The pit part of apply() for a drop already found: the attacker's controller is asked (DecisionKind::ForcedFall,
 * with the target's chance to save); yes: the target is moved to the edge, saves or falls. True when asked yes.
 * Bull Rush uses it for a push square over a pit.
 */
QCoro::Task<bool> offerPit(RulesContext *context, QString attackerId, QString targetId, MovementMode mode,
                           PitDrop drop);
/**
 * A creature falls into the pit it is in (docs/grid-geometry.md "Pits and water": a pit is 10 feet deep, 1d10
 * damage) and lands prone (Acrobatics "Slow Fall": "If you take no damage from the fall, you end the fall
 * standing (otherwise, you fall prone)"). Slow Fall itself is the table's.
 */
QCoro::Task<void> fall(RulesContext *context, QString creatureId);

} // namespace UnwillingMovement
} // namespace battlemat
