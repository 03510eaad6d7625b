#pragma once

#include "encounter/rulescontext.h"
#include "grid/movementmode.h"

namespace battlemat {

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

/** The squares the target is moved through (start excluded), or none when it cannot be moved at all. */
QList<Square> chosenPath(const EncounterState &state, const QString &attackerId, const QString &targetId,
                         MovementMode mode, int distance);
QCoro::Task<void> apply(RulesContext *context, QString attackerId, QString targetId, MovementMode mode, int distance);

} // namespace UnwillingMovement
} // namespace battlemat
