#pragma once

#include "encounter/declaredcircumstances.h"
#include "encounter/rulescontext.h"
#include "grid/opportunityattack.h"

#include <optional>

namespace battlemat {

class EncounterGrid;

/** How an attack is being made, beyond the power itself. */
struct AttackOptions
{
    bool charge = false; // +1 when the charger moved 2 squares or more
    int chargeSquares = 0;
    bool coupDeGrace = false;     // automatic critical hit; death at the staggered value
    bool opportunity = false;     // an opportunity attack: no action, does not provoke
    std::optional<Square> origin; // far powers: the origin square of the burst
    std::optional<Square> push;   // Bull Rush: where the target is pushed
    bool follow = false;          // Bull Rush: step into the square the target left
    QList<Square> wallSquares;    // wall powers: the squares of the wall in order
    bool secondary = false;       // a secondary attack: part of the power already used; provokes nothing again
    bool counter = false;         // a counter's own attack: it triggers no further counters
    // The attack roll's whole bonus, given instead of the power's bonus and the circumstances (an action die's
    // extra attack: "at the same bonus or penalty as your highest attack that round").
    std::optional<int> attackBonus;
    // What the game master rules beyond the map (a table it does not draw gives cover, ...).
    DeclaredCircumstances declared;
};

/**
 * Attack resolution of Orcus "Attack roll", "Critical hits and fumbles", "Effects" and "Damage rolls", with the
 * circumstance modifiers of its table, concealment from obscured squares (orcus-gaps-filled.md section 8),
 * flanking, and the opportunity attacks that ranged and far attacks provoke from adjacent enemies. The geometry
 * (cover, concealment, flanking, line of effect, areas, who is provoked, pushes) comes from the grid module through
 * EncounterGrid.
 */
namespace AttackRules {

/**
 * Every circumstance modifier of this attack roll by name ("offGuard": 2, "cover": -2, "attackerProne": -2, ...),
 * exactly what the attack event logs; the attack bonus is the power's plus their sum. The targeting preview shows
 * the same object before the roll.
 */
QJsonObject modifiers(const EncounterState &state, const Combatant &attacker, const Combatant &target,
                      const CombatPower &power, const QStringList &targets, const AttackOptions &options);
/**
 * The same on a grid already at hand: the state's own (EncounterGrid::of) or the tactics policy's grid with the
 * attacker put where it might move (the state's combatant moved the same way).
 */
QJsonObject modifiers(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                      const Combatant &target, const CombatPower &power, const QStringList &targets,
                      const AttackOptions &options);
/** The sum of modifiers(): what the attack roll adds to the power's bonus, without building the JSON. */
int modifierTotal(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                  const Combatant &target, const CombatPower &power, const QStringList &targets,
                  const AttackOptions &options);
/** modifierTotal, and whether it counts the off-guard bonus (modifiers()' "offGuard"): what the attack roll reads. */
struct ModifierSum
{
    int total = 0;
    bool offGuard = false;
};
ModifierSum modifierSum(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                        const Combatant &target, const CombatPower &power, const QStringList &targets,
                        const AttackOptions &options);
/**
 * modifierTotal as it would be if the map gave the target neither cover nor concealment from the attacker: never
 * less than modifierTotal (cover and concealment only lower the roll, and a concealed target only loses its
 * off-guard bonus), and without the sight lines that cost most. The tactics policy bounds what an attack from a
 * square could be worth with it, to skip squares that cannot beat the best found so far.
 */
int modifierTotalWithoutCover(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                              const Combatant &target, const CombatPower &power, const QStringList &targets,
                              const AttackOptions &options);
/** modifierTotalAnywhere's two totals: with the attacker not flanking the target and flanking it. */
struct AnywhereTotals
{
    int apart = 0;
    int flanking = 0;
    int operator()(bool flanks) const { return flanks ? flanking : apart; }
};
/**
 * modifierTotalWithoutCover with the attacker anywhere, flanking the target or not: what the two creatures bring to
 * the roll (conditions, effects, marks), never at long range and adjacent to a prone target. No less than
 * modifierTotalWithoutCover from any square where the attacker flanks the target (or does not). The tactics policy
 * bounds the squares it might move to with it, asked once per decision instead of once per square. Nothing
 * (nullopt) while a creature has an aura: what an aura adds depends on where the creatures stand.
 */
std::optional<AnywhereTotals> modifierTotalAnywhere(const EncounterState &state, const Combatant &attacker,
                                                    const Combatant &target, const CombatPower &power,
                                                    const QStringList &targets, const AttackOptions &options);
/** The target's defense against the power, with Full Defense, Rally and the conditions that lower defenses. */
int defenseAgainst(const EncounterState &state, const Combatant &target, const CombatPower &power);
/** The universal attack actions as powers of this creature: "bull-rush" and "grapple" (Strength attacks). */
std::optional<CombatPower> universalPower(const Combatant &attacker, const QString &powerId);
/** The power this creature would use under this id: its own or a universal one. */
std::optional<CombatPower> findPower(const Combatant &attacker, const QString &powerId);
/**
 * Targets after the area rules: the given ones, or every creature in the near/far area (burst, spray at the
 * origin square, wall along wallSquares) when none are given; given ones must be in the area.
 */
Result<QStringList> targetsFor(const EncounterState &state, const Combatant &attacker, const CombatPower &power,
                               const QStringList &targets, const AttackOptions &options);
Result<QStringList> targetsFor(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                               const CombatPower &power, const QStringList &targets, const AttackOptions &options);
/** Everything that can be checked before any die is rolled; the state is untouched when this fails. */
Status validate(const EncounterState &state, const Combatant &attacker, const CombatPower &power,
                const QStringList &targets, const AttackOptions &options);
Status validate(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                const CombatPower &power, const QStringList &targets, const AttackOptions &options);

QCoro::Task<void> resolve(RulesContext *context, QString attackerId, CombatPower power, QStringList targets,
                          AttackOptions options);
/**
 * Asks the controller of each creature the grid module found provoked (in initiative order) whether it makes its
 * opportunity attack now, and resolves those taken; stops when one drops the provoker.
 */
QCoro::Task<void> takeOpportunityAttacks(RulesContext *context, QString provokerId, QList<OpportunityAttack> provoked);
QCoro::Task<void> opportunityAttack(RulesContext *context, QString attackerId, QString targetId, Square at);

} // namespace AttackRules
} // namespace battlemat
