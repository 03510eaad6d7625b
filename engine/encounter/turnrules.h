#pragma once

#include "encounter/rulescontext.h"

namespace battlemat {

/**
 * The turn structure of Orcus "Your turn" and "The end of your turn": what happens at the start of a turn
 * (durations, persistent damage, regeneration, Recharge X-Y, the action budget), at its end (saving throws with
 * their riders, persistent damage saves, unmaintained effects, death saving throws) and how the initiative order
 * advances through rounds and the surprise round.
 */
namespace TurnRules {

QCoro::Task<void> startTurn(RulesContext *context, QString creatureId);
QCoro::Task<void> endTurn(RulesContext *context);
/** Ends the current turn's successor search: the next creature that takes a turn, starting it (new round too). */
QCoro::Task<void> advance(RulesContext *context);
/** Whether this creature takes a turn at all now (the dead do not; surprised creatures skip the surprise round). */
bool takesTurn(const EncounterState &state, const Combatant &c);

} // namespace TurnRules
} // namespace battlemat
