#pragma once

#include "encounter/attackrules.h"
#include "encounter/rulescontext.h"

namespace battlemat {

/**
 * What every triggered power shares once its trigger is met (Orcus "Action required"): whom it can strike, the
 * question to its controller with each target's chance to be hit, and, taken, the power resolved as the reaction's
 * attack (TriggeredPowers; docs/encounter.md "Triggered powers").
 */
namespace TriggerOffer {

/**
 * Where a triggered power is aimed: the creatures it strikes and, for a spray, the top-left square of its block; for a
 * far burst, the origins its controller may choose from (asked as a Square question when it is offered).
 */
struct Aim
{
    QStringList targets;
    std::optional<Square> origin;
    QList<SquareOption> origins;
    bool isEmpty() const { return targets.isEmpty() && origins.isEmpty(); }
};

/**
 * How the holder's power would be aimed at `at`, the creature that set it off: a melee or ranged power that
 * creature, in reach; a near burst every creature it covers; a spray the block covering that creature that holds the
 * most of the holder's enemies less its allies (the first from the top left on a tie); a self power without an attack
 * roll that creature; a far burst the origins in range whose area holds a creature (SquareChoices::burstOrigins), one
 * of which its controller chooses. Empty when it cannot (a wall needs its squares chosen at the table).
 */
Aim aim(const EncounterState &state, const Combatant &holder, const CombatPower &power, const QString &at);

/** Whether the holder may take the power now: alive, able to act, not spent, and its immediate action unused. */
bool mayUse(const EncounterState &state, const Combatant &holder, const CombatPower &power);

/**
 * Asks the holder's controller (decision "triggeredPower", details `power`, `name`, `trigger` and `odds`: each
 * target's chance to be hit in percent, 100 for a power without an attack roll); taken, spends the immediate action
 * (an immediate power), logs "triggeredPower" (`creature`, `power`, `trigger`, `by`) and resolves the power on the
 * aim as a reaction's attack. A far burst is offered as its origin instead (decision "square", purpose "origin":
 * declining the square is not using it); a power that is only a shift as the square it shifts to
 * (SquareChoices::askShift)., which triggers no further reactions or counters; a power that uses another at once
 * (`expends`) leaves that one used too. True when it was taken.
 */
QCoro::Task<bool> offer(RulesContext *context, QString holderId, QString byId, CombatPower power, Aim aim);

/**
 * Orcus "Attack roll": the share of d20 faces that hit this target (a natural 20 always, a natural 1 never), in
 * percent; 100 for a power without an attack roll. options: a far burst's origin, which cover is judged from.
 */
int hitPercent(const EncounterState &state, const Combatant &holder, const CombatPower &power, const Combatant &target,
               const QStringList &targets, const AttackOptions &options = {});

} // namespace TriggerOffer
} // namespace battlemat
