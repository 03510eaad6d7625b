#pragma once

#include "encounter/rulescontext.h"

namespace battlemat {

/**
 * What every triggered power shares once its trigger is met (Orcus "Action required"): whom it can strike, the
 * question to its controller with each target's chance to be hit, and, taken, the power resolved as the reaction's
 * attack (TriggeredPowers; docs/encounter.md "Triggered powers").
 */
namespace TriggerOffer {

/**
 * The targets the holder's power would strike when aimed at `at`: a melee or ranged power that creature, in reach;
 * a near area every creature it covers. Empty when it cannot (a far area or a spray needs a square chosen at the
 * table).
 */
QStringList targets(const EncounterState &state, const Combatant &holder, const CombatPower &power, const QString &at);

/** Whether the holder may take the power now: alive, able to act, not spent, and its immediate action unused. */
bool mayUse(const EncounterState &state, const Combatant &holder, const CombatPower &power);

/**
 * Asks the holder's controller (decision "triggeredPower", details `power`, `name`, `trigger` and `odds`: each
 * target's chance to be hit in percent); taken, spends the immediate action (an immediate power), logs
 * "triggeredPower" (`creature`, `power`, `trigger`, `by`) and resolves the power on the targets as a reaction's
 * attack, which triggers no further reactions or counters. True when it was taken.
 */
QCoro::Task<bool> offer(RulesContext *context, QString holderId, QString byId, CombatPower power, QStringList targets);

} // namespace TriggerOffer
} // namespace battlemat
