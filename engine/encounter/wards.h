#pragma once

#include "encounter/rulescontext.h"

namespace battlemat {

/**
 * Wards, as the abyssal mummy keeps them (../shared/rules/orcus-monsters-1.0.md, "Abyssal Mummy"): its Soul Harvest
 * trait ("If the abyssal mummy reduces a creature to 0 HP or below, it gains one ward"; the stat block's `wardOnDrop`)
 * gains them, and its Protected by Death ("Spend a ward. The attack misses. If the mummy has no wards, it cannot use
 * this power."; a power's `spendsWard`) spends them. The count is the combatant's running state (`wards`), changed
 * only here, each change an event ("wardGained", "wardSpent") of the command that made it, so undo and replay take
 * it with that command.
 */
namespace Wards {

/** Whether the holder may use the power as far as wards go: one that spends a ward needs one. */
bool allow(const Combatant &holder, const CombatPower &power);

/** The holder spends one ward on the power (logged "wardSpent" with the wards left). */
void spend(RulesContext *context, const QString &holderId, const QString &powerId);

/**
 * Damage dealt by `byId` has just reduced `droppedId` from above 0 hit points to 0 or below, and the drop stands:
 * a dealer with `wardOnDrop` gains one ward (logged "wardGained" with the wards it now has).
 */
void dropped(RulesContext *context, const QString &byId, const QString &droppedId);

} // namespace Wards
} // namespace battlemat
