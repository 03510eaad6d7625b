#pragma once

#include "encounter/rulescontext.h"

namespace battlemat {

/**
 * What every triggered power shares once its trigger is met (Orcus "Action required"): whom it can strike, the
 * question to its controller with each target's chance to be hit, and, taken, the power resolved as the reaction's
 * attack (TriggeredPowers; docs/encounter.md "Triggered powers").
 */
namespace TriggerOffer {

/** Where a triggered power is aimed: the creatures it strikes and, for a spray, the top-left square of its block. */
struct Aim
{
    QStringList targets;
    std::optional<Square> origin;
};

/**
 * How the holder's power would be aimed at `at`, the creature that set it off: a melee or ranged power that
 * creature, in reach; a near burst every creature it covers; a spray the block covering that creature that holds the
 * most of the holder's enemies less its allies (the first from the top left on a tie); a self power without an attack
 * roll that creature. No targets when it cannot (a far area or a wall needs its squares chosen at the table).
 */
Aim aim(const EncounterState &state, const Combatant &holder, const CombatPower &power, const QString &at);

/** Whether the holder may take the power now: alive, able to act, not spent, and its immediate action unused. */
bool mayUse(const EncounterState &state, const Combatant &holder, const CombatPower &power);

/**
 * Asks the holder's controller (decision "triggeredPower", details `power`, `name`, `trigger` and `odds`: each
 * target's chance to be hit in percent, 100 for a power without an attack roll); taken, spends the immediate action
 * (an immediate power), logs "triggeredPower" (`creature`, `power`, `trigger`, `by`) and resolves the power on the
 * aim as a reaction's attack, which triggers no further reactions or counters; a power that uses another at once
 * (`expends`) leaves that one used too. True when it was taken.
 */
QCoro::Task<bool> offer(RulesContext *context, QString holderId, QString byId, CombatPower power, Aim aim);

} // namespace TriggerOffer
} // namespace battlemat
