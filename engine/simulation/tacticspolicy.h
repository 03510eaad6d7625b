#pragma once

#include "encounter/attackrules.h"
#include "encounter/command.h"
#include "encounter/encountergrid.h"
#include "grid/movementrules.h"
#include "simulation/tacticsprofile.h"

#include <QVarLengthArray>

#include <memory>
#include <optional>

namespace battlemat {

/**
 * The engine playing a creature's turn (docs/simulation.md): one command at a time, each an ordinary encounter
 * command judged by its own validate(), so the policy can only ever do what a person at the table could. What it
 * knows of the rules it asks the rules: legality from AttackRules::validate and the commands, attack modifiers and
 * defenses from AttackRules (the targeting preview's numbers), hit chances from the odds engine (AttackOdds),
 * reachable squares, paths and provoked opportunity attacks from the grid module (MovementRules, FlankingRules).
 * Deterministic: the same state gives the same command (no dice are rolled while choosing).
 */
class TacticsPolicy
{
public:
    explicit TacticsPolicy(TacticsProfile profile = TacticsProfile::brute());

    const TacticsProfile &profile() const { return m_profile; }

    /**
     * The next command for the creature whose turn it is: stand up, rally, move, attack, spend an action point, or
     * end the turn when nothing worth doing is left. Never a command its validate() refuses.
     */
    std::shared_ptr<Command> next(const EncounterState &state) const;

    /**
     * The attack worth most from where the attacker stands now, among powers whose action kind is in `kinds`
     * (the scoring of docs/simulation.md "Choosing an attack"); nullopt when no legal attack has a positive value.
     */
    struct AttackPlan
    {
        QString power;
        QStringList targets;
        AttackOptions options;
        double value = 0;      // expected damage, weighted (focus, overkill, spent powers, allies caught)
        bool provokes = false; // a ranged or far attack with an enemy adjacent
        bool flanking = false; // a melee attack against a target this attacker flanks
    };
    std::optional<AttackPlan> bestAttack(const EncounterState &state, const EncounterGrid &grid,
                                         const Combatant &attacker, const QList<ActionKind> &kinds) const;

    /**
     * Expected damage of one attack roll of power against target, with the same modifiers and defense the
     * attack would use, the target's resistance, critical hits at maximum damage and half damage on a miss.
     */
    static double expectedDamage(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                                 const Combatant &target, const CombatPower &power, const QStringList &targets,
                                 const AttackOptions &options, double *hitChance = nullptr);

    /** A creature still in the fight: alive, above 0 hit points, not knocked out. */
    static bool standing(const Combatant &c);

    /**
     * What Grant Save (Orcus "Grant Save": a standard action, Heal vs 15, melee touch on one ally) on the ally under
     * this save-ends effect is worth, in the attack scoring's units: the check's chance times the save's (10 or
     * higher) times what ending the effect gives back (tacticsgrantsave.cpp); 0 when the granter cannot touch it.
     */
    static double grantSaveValue(const EncounterState &state, const Combatant &granter, const ActiveEffect &effect);

    /**
     * What Grapple (Orcus "Grapple": Strength vs Reflex, the target immobilized until it escapes) on this adjacent
     * enemy is worth if it hits, in the attack scoring's units: something only against a target whose best attack is
     * ranged or far (tacticsgrapple.cpp), 0 otherwise or when it is grappled already.
     */
    static double grappleWorth(const EncounterState &state, const EncounterGrid &grid, const Combatant &grappler,
                               const Combatant &target);
    /** grappleWorth whether or not the target is grappled already: what holding it is worth, escaping it gives back. */
    static double holdWorth(const EncounterState &state, const EncounterGrid &grid, const Combatant &grappler,
                            const Combatant &target);
    /**
     * The chance that c escapes its grapple (Orcus "Escape a Grapple": Acrobatics vs Reflex or Athletics vs
     * Fortitude, BasicActionCommand::escapeDc), with the better skill; 0 when it is not grappled.
     */
    static double escapeChance(const EncounterState &state, const Combatant &c, QString *skill = nullptr);
    /** The chance that c would escape a grapple of this grappler (before it is grappled: what the grapple is worth). */
    static double escapeChance(const EncounterState &state, const Combatant &grappler, const Combatant &c,
                               QString *skill = nullptr);

    /**
     * What a Coup de Grace (Orcus "Coup De Grace": a sure critical hit, death at the staggered value) with power on
     * this helpless target is worth in the attack scoring's units: the maximum damage scored with a hit chance of 1,
     * plus the dying target's basic attack mean when it kills (tacticscoupdegrace.cpp). Before a spent power's cost.
     */
    static double coupDeGraceValue(const Combatant &target, const CombatPower &power, double staggeredFocus);

    /** A Charge: at whom, along which squares (start excluded), and the attack's value less what the path provokes. */
    struct ChargePlan
    {
        QString target;
        QList<Square> path;
        double value = 0;
    };
    /** The Charge worth most, by the grid's charge path and the attack rules' +1 (tacticscharge.cpp); none at 0. */
    std::optional<ChargePlan> bestCharge(const EncounterState &state, const EncounterGrid &grid,
                                         const Combatant &c) const;

    /**
     * Stabilize (Orcus "Stabilize": Heal vs 15, no more death saves) on a dying ally: the check's chance times the
     * chance its death saves would kill it (0.9 per failure to come) times its basic attack mean; 0 otherwise.
     */
    static double stabilizeValue(const Combatant &healer, const Combatant &ally);

    /**
     * How much cover the creature has where it stands on grid against its standing enemies' attacks: the sum of the
     * penalties they would take (Orcus "Cover": 2, three-quarters 5, none at all also 5), by EncounterGrid::cover.
     */
    static int shelter(const EncounterState &state, const EncounterGrid &grid, const Combatant &c);

    /**
     * What dropping target into a pit with a push is worth if the push hits (tacticsbullrush.cpp): saved, prone at
     * the edge (2, a condition); failed (UnwillingMovement::pitSaveChance), the fall's mean damage up to what it has
     * left, and prone.
     */
    static double pitPushWorth(const EncounterState &state, const Combatant &target);

private:
    struct MovePlan
    {
        QList<Square> path;
        double score = 0;
    };
    double valueAgainst(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                        const Combatant &target, const CombatPower &power, const QStringList &targets,
                        const AttackOptions &options) const;
    std::optional<AttackPlan> bestWithPower(const EncounterState &state, const EncounterGrid &grid,
                                            const Combatant &attacker, const CombatPower &power) const;
    /**
     * What power against target is worth at most from where the attacker stands: its value with the circumstances
     * of modifierTotalAnywhere, flanked as on grid, so without cover, concealment or long range. Nothing while an
     * aura is in play.
     */
    std::optional<double> upperValue(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                                     const Combatant &target, const CombatPower &power) const;
    /**
     * What each creature (by index in the state) is worth at most caught in the area of power from where the
     * attacker stands (upperValue), -1 for its allies and the dead. Nothing while an aura is in play.
     */
    std::optional<QVarLengthArray<double, 16>> areaUpperValues(const EncounterState &state, const EncounterGrid &grid,
                                                               const Combatant &attacker,
                                                               const CombatPower &power) const;
    /**
     * What each attack power (by index) is worth at most against each enemy (by its index in the state's
     * combatants) from any square, flanking it or not: AttackRules::modifierTotalAnywhere, asked once per decision
     * (tacticsbound.cpp). attackBound reads it instead of asking the attack rules for every square it bounds.
     */
    struct Anywhere
    {
        int creatures = 0;
        QVarLengthArray<double, 64> values; // by power, creature and flanking; -1 where not asked
        double at(qsizetype power, qsizetype creature, bool flanking) const
        {
            return values.at((power * creatures + creature) * 2 + (flanking ? 1 : 0));
        }
    };
    /** Anywhere for these action kinds; nothing while a creature has an aura (modifierTotalAnywhere). */
    std::optional<Anywhere> anywhere(const EncounterState &state, const Combatant &attacker,
                                     const QList<ActionKind> &kinds) const;
    /**
     * An upper bound of bestAttack(...)->value (plus the profile's flanking bonus when withFlanking and the plan
     * could flank) from where the attacker stands on grid, without sight lines or legality (tacticsbound.cpp); with
     * `values` (anywhere() for the same kinds, on the state the grid was made from) a looser one, asking the grid
     * only who is within reach and who is flanked.
     */
    double attackBound(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                       const QList<ActionKind> &kinds, bool withFlanking,
                       QVarLengthArray<double, 8> *perPower = nullptr, const Anywhere *values = nullptr) const;
    /**
     * bestAttack, given each power's bound from attackBound's perPower on the same grid (by power index, Grapple
     * last): a power whose bound cannot beat the plan found so far is not weighed, which changes nothing chosen. Nor
     * is one whose bound is below `floor`: the caller has no use for a plan worth less (moveToAttack, whose square
     * must beat the best square so far); the plan returned may then be a lesser one, or none, but never one at or
     * above the floor that the full weighing would not return.
     */
    std::optional<AttackPlan> bestAttack(const EncounterState &state, const EncounterGrid &grid,
                                         const Combatant &attacker, const QList<ActionKind> &kinds,
                                         const QVarLengthArray<double, 8> *bounds, double floor = 0) const;
    /** Grapple on the adjacent enemy it is worth most against (hit chance times grappleWorth), if any. */
    std::optional<AttackPlan> bestGrapple(const EncounterState &state, const EncounterGrid &grid,
                                          const Combatant &attacker) const;
    /**
     * An upper bound of bestGrapple(...)->value without sight lines, as attackBound. `besideEnemy`, when the caller
     * has it: for each combatant in the state's order, whether it is a living enemy within 1 square of the attacker.
     */
    double grappleBound(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                        const bool *besideEnemy = nullptr) const;
    /** The cost of the opportunity attacks a path provokes, in expected damage times the profile's weight. */
    double provocationCost(const EncounterState &state, const EncounterGrid &grid, const Combatant &mover,
                           const QList<OpportunityAttack> &provoked) const;
    /** Where the creature could walk this decision, asked of MovementRules once and shared by the moves weighed. */
    using Walkable = std::optional<Result<QList<ReachableSquare>>>;
    std::optional<MovePlan> moveToAttack(const EncounterState &state, const EncounterGrid &grid, const Combatant &c,
                                         double stayValue, Walkable &walkable) const;
    std::optional<MovePlan> approach(const EncounterState &state, const EncounterGrid &grid, const Combatant &c,
                                     Walkable &walkable) const;
    std::optional<MovePlan> stepAway(const EncounterState &state, const EncounterGrid &grid, const Combatant &c,
                                     double attackValue) const;
    /** bestCharge as a command, when worth more than otherValue and its validate() agrees; else null. */
    std::shared_ptr<Command> charge(const EncounterState &state, const EncounterGrid &grid, const Combatant &c,
                                    double otherValue) const;
    /** Escape a Grapple (a move action) when its chance times holdWorth beats the move action's other uses. */
    std::shared_ptr<Command> escape(const EncounterState &state, const EncounterGrid &grid, const Combatant &c) const;
    /** Stabilize on the dying ally beside it it is worth most on, and its value. */
    struct HealPlan
    {
        std::shared_ptr<Command> command;
        double value = 0;
    };
    std::optional<HealPlan> healAlly(const EncounterState &state, const Combatant &c) const;
    /** Bull Rush pushing an adjacent enemy into a pit, when its hit chance times pitPushWorth beats otherValue. */
    std::shared_ptr<Command> bullRush(const EncounterState &state, const EncounterGrid &grid, const Combatant &c,
                                      double otherValue) const;
    /** Coup de Grace on the adjacent helpless enemy with the power it is worth most, when above otherValue. */
    std::shared_ptr<Command> coupDeGrace(const EncounterState &state, const EncounterGrid &grid, const Combatant &c,
                                         double otherValue) const;
    /** Grant Save on the adjacent ally it helps most, when that is worth more than attackValue; else null. */
    std::shared_ptr<Command> grantSave(const EncounterState &state, const Combatant &c, double attackValue) const;
    std::shared_ptr<Command> actionPoint(const EncounterState &state, const EncounterGrid &grid,
                                         const Combatant &c) const;

    TacticsProfile m_profile;
};

} // namespace battlemat
