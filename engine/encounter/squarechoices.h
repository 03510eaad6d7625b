#pragma once

#include "encounter/rulescontext.h"

namespace battlemat {

struct CombatPower;

/**
 * The squares a rule lets a person choose, computed by the engine for a Square question (Decider::square), with
 * what the prompt shows and the policy weighs about each; and the moves that follow the choice:
 * - a shift of N squares (the ostovite swarm's Scuttle Away "Shift 5", the cruel lieutenant's Rage "shifts 4
 *   squares"): Orcus "Step" ("Stepping does not provoke"), N squares of it, by the grid's movement rules
 *   (MovementRules::reachable with the Step mode and a budget of N: walls, difficult terrain, creatures);
 * - a far burst's origin (the chank's Perimeter Blast, "Far burst 1 within 5 and 120"): every square in range, not
 *   nearer than the least range, with line of effect whose area holds a creature (Orcus "Areas of effect", "Line of
 *   effect"; the attack's own check, AttackRules::validate);
 * - where a creature a power places comes in (the hunting spiders' Egg Sacs, "Place a spider swarm in an adjacent
 *   space"): every space of its size adjacent to the user's that it can stand in, as `addCreature` judges one.
 */
namespace SquareChoices {

/**
 * Where the mover can end a shift of `distance` squares, its own square excluded, each with `adjacentEnemies` (hostile
 * creatures able to act adjacent there) and `nearestEnemy` (range to the closest one); `from` gets the same facts for
 * where it stands. None while it cannot shift (prone: Stand Up first; "cannot shift"; immobilized).
 */
QList<SquareOption> shift(const EncounterState &state, const QString &moverId, int distance, QJsonObject *from);

/**
 * The origins of the user's far burst, each with the creatures caught (`enemies`, `allies`) and the hits expected
 * there (`expectedEnemies`, `expectedAllies`: each creature's chance to be hit added up; `expected` their difference).
 * Only origins whose area holds a creature other than the user.
 */
QList<SquareOption> burstOrigins(const EncounterState &state, const Combatant &user, const CombatPower &power);

/**
 * The spaces (their top-left squares) adjacent to the holder's where the creature its power places can stand
 * (AddCreatureCommand::refusal: on the map, no blocking terrain, no creature it may not share a space with), each
 * with `adjacentEnemies` (the holder's enemies able to act adjacent to it there) and `nearestEnemy`.
 */
QList<SquareOption> placements(const EncounterState &state, const QString &holderId, const CombatPower &power);

/**
 * The shift to a chosen square: the cheapest Step path there within `distance` squares, moved square by square
 * (EncounterMovement::move: no opportunity attacks; auras entered and counters on an enemy's shifting apply). False
 * when the square is not reachable (nothing moves).
 */
QCoro::Task<bool> moveTo(RulesContext *context, QString moverId, int distance, Square to);

/**
 * Asks the user's controller where it shifts (decision "square"; details as given plus purpose "shift", distance and
 * from: the facts where it stands; subject: the creature that set the power off, if any). outOfTurn: a reaction's,
 * which the modules in force may refuse. With no square to shift to nobody is asked. None: declined.
 */
QCoro::Task<std::optional<Square>> askShift(RulesContext *context, QString userId, QString subject, int distance,
                                            QJsonObject details, bool outOfTurn);

} // namespace SquareChoices
} // namespace battlemat
