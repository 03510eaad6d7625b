#pragma once

#include "encounter/rulescontext.h"

namespace battlemat {

/**
 * Reactions whose trigger the engine knows (Orcus "Action required": a reaction follows its trigger). The
 * published monsters print their triggers in words; the importer turns the common ones into these (docs/encounter.md,
 * "Triggered powers"), and every other trigger stays the table's:
 * - "hit": an enemy's attack hits the power's user ("when an enemy hits it", "is hit by an attack");
 * - "hitByMelee": an enemy's melee attack hits it ("when the crab is hit by a melee attack");
 * - "hitByAdjacent": an enemy's attack of any kind hits it from an adjacent square ("If an adjacent creature hits
 *   the spider with an attack");
 * - "damaged": an enemy's attack deals it damage ("when the toad takes damage");
 * - "staggered": an enemy's attack leaves it staggered, from above its staggered value ("when first staggered");
 * - "enemyMoves": an enemy within the power's reach is about to leave its square by willing movement ("When an enemy
 *   leaves an adjacent square", "When an enemy moves or shifts within reach"): a counter, which stops the move on a
 *   hit.
 * - "enemyStandsUp": an enemy within the power's reach is about to stand up from prone ("When an enemy in reach
 *   stands up from prone"): a counter, before it stands;
 * - "enemyStaysPut": an enemy within the power's reach ends its turn without having moved a square of its own ("When
 *   an enemy does not move during their turn"): after its turn is over;
 * - "missedByMelee": an enemy's melee attack misses it ("When an enemy misses the mound with a melee attack");
 * - "targetedByPsychic": an enemy's attack with the Psychic keyword targets it ("The animate collector is the target
 *   of a Psychic attack"): before the attack's rolls, and a power with `ignoresAttack` makes the attack have no
 *   effect on it;
 * - "reducedToZero": the power's user is reduced to 0 hit points or below ("When the boar demon is reduced to 0 HP or
 *   below"): it acts before it drops.
 * - "ownHit": the power's user hits with the power it names (`with`; "When the formidable archer hits with a
 *   *composite longbow* attack"): after the roll, before the damage; a power with `makesCritical` makes it critical;
 * - "beingHit": an enemy's attack roll hits the power's user ("When the king of thieves is hit", "When an enemy hits
 *   the baby screamer", "If the spider is hit by an attack", a counter): before the hit lands; a power with
 *   `rerollsHit` makes the attacker roll again and keep the lower roll, one with `makesMiss` turns the hit into a
 *   miss, one with `places` places a creature beside its user (Egg Sacs; TriggerOffer, the space asked).
 * - "hitsOffGuard": the power's user hits a creature off-guard against it ("When the insidious assassin hits a target
 *   granting combat advantage to the insidious assassin"): after the roll, before the damage; its `onHit` effects
 *   land on that creature.
 * ("attacked", the counter's trigger before the attack, is CounterActions'.)
 */
namespace TriggeredPowers {

/** The triggers above, as the encounter file names them. */
QStringList known();

/** What one attack did to one of its targets: whether it hit, and its hit points before the attack. */
struct Struck
{
    QString target;
    bool hit = false;
    int hpBefore = 0;
};

/**
 * After an attack has resolved (its damage, effects and forced movement): each target, in the attack's order, that
 * may still act and take an immediate action now (not its own turn, none since its last turn) and holds an unused
 * power whose trigger the attack met, usable against the attacker (a melee or ranged attack on the attacker, in
 * reach; a near burst reaching it), is asked (decision "triggeredPower"); a power taken resolves at once. A
 * reaction's own attack triggers no further reactions.
 */
QCoro::Task<void> afterAttack(RulesContext *context, QString attackerId, PowerOrigin origin, QList<Struck> struck);

/**
 * Before a willing mover leaves a square (after the opportunity attacks there): each hostile creature, in the
 * encounter's order, that may act now and holds an unused "enemyMoves" power reaching the mover is asked (decision
 * "triggeredPower"); a power taken resolves at once. True when one hit: the move ends in this square.
 */
QCoro::Task<bool> beforeLeaving(RulesContext *context, QString moverId);

/**
 * Before an attack's rolls (after the counters): each target, in the attack's order, that may take an immediate
 * action now and holds an unused "targetedByPsychic" power that ignores the attack, when the attack has the Psychic
 * keyword, is asked (decision "triggeredPower", `odds` empty: nothing is rolled); taken, it logs "triggeredPower"
 * with `ignores` (the attack's power) and drops out of the attack. Returns the targets the attack still affects.
 */
QCoro::Task<QStringList> whenTargeted(RulesContext *context, QString attackerId, CombatPower attack,
                                      QStringList targets);

/**
 * Before a creature that took the Stand Up action stops being prone: each hostile creature, in the encounter's
 * order, that may act now and holds an unused "enemyStandsUp" power reaching it is asked (decision
 * "triggeredPower"); a power taken resolves at once.
 */
QCoro::Task<void> beforeStandingUp(RulesContext *context, QString standerId);

/**
 * At the end of a turn in which the creature moved no square of its own (forced movement is not its moving): each
 * hostile creature, in the encounter's order, that may act now and holds an unused "enemyStaysPut" power reaching it
 * is asked (decision "triggeredPower"); a power taken resolves at once.
 */
QCoro::Task<void> afterTurnWithoutMoving(RulesContext *context, QString enderId);

/**
 * A creature whose hit points just fell from above 0 to 0 or below, before it dies, falls unconscious or is knocked
 * out: when it holds an unused "reducedToZero" power that reaches someone (a melee or ranged one the creature that
 * dropped it, byId; a near burst every creature in it), its controller is asked (decision "triggeredPower", with
 * each target's chance to be hit in details "odds"); a power taken resolves at once, its user still on the grid.
 */
QCoro::Task<void> whenReducedToZero(RulesContext *context, QString holderId, QString byId);

/**
 * What a "beingHit" counter left of a hit: the natural roll that counts, whether its damage is spared, and the power
 * that turned it into a miss (its id; empty when none did).
 */
struct BeingHit
{
    int natural = 0;
    bool noDamage = false;
    QString missedBy;
};

/**
 * An attack roll that hits the target with the power `attack` (not a counter's or reaction's own attack): when the
 * target is hostile to the attacker, may act now and holds an unused "beingHit" power with `rerollsHit`, `makesMiss`
 * or a `selfChange` with `takesNoDamage`, its controller is asked (decision "triggeredPower", `odds` the attacker's
 * chance to hit it on the new roll, or empty when nothing is rolled; with `makesMiss` also `saves`, the damage the
 * miss spares it on average, AttackRules::averageDamage); taken, the attacker rolls the d20 again (purpose
 * "<purpose> again") and the lower natural roll counts, or the hit deals the target no damage and the rest of the
 * change applies to it, or the attack misses it (after the shift its `selfChange` prints, to a square its controller
 * chooses), or a creature with `places` is offered as the space it comes in and joins the fight (the hit lands as it
 * is).
 */
QCoro::Task<BeingHit> whenHit(RulesContext *context, QString attackerId, QString targetId, CombatPower attack,
                              QString purpose, int natural, int bonus, int defense);

/**
 * An attack roll of the user's own that hits, not critically, with a power: when the attacker may act and holds an
 * unused "ownHit" power with `makesCritical` whose `with` is that power, its controller is asked (decision
 * "triggeredPower", `odds` empty: nothing is rolled); taken, the hit is critical. Returns whether it was taken.
 */
QCoro::Task<bool> whenHitting(RulesContext *context, QString attackerId, QString powerId, QString targetId);

/**
 * An attack roll of the user's own that hits a creature off-guard against it (the roll's "offGuard" modifier; not a
 * counter's or reaction's own attack): when the attacker may act and holds an unused "hitsOffGuard" power with
 * `onHit` effects, its controller is asked (decision "triggeredPower", `odds` empty: nothing is rolled); taken, the
 * effects land on the target. Returns whether it was taken.
 */
QCoro::Task<bool> whenHittingOffGuard(RulesContext *context, QString attackerId, QString targetId);

} // namespace TriggeredPowers
} // namespace battlemat
