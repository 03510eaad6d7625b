#pragma once

#include "encounter/command.h"
#include "simulation/tacticspolicy.h"

#include <functional>
#include <memory>

namespace battlemat {

/**
 * "Let the engine play" at the table (docs/simulation.md "Autopilot at the table"): the tactics policy chooses
 * the current monster's commands one at a time and each runs through the caller's session like a person's, so
 * the log shows every move and roll and undo takes them back one by one. The window (MonsterAutopilot) and
 * `battlemat-cli play` share this loop; only how a command is run differs.
 */
class Autopilot
{
public:
    /** The encounter as it is now, or nullptr when none runs or a command waits for a person's answer. */
    using StateNow = std::function<const EncounterState *()>;
    /** Runs one command through the session; false when it was refused. */
    using Run = std::function<bool(const std::shared_ptr<Command> &)>;

    Autopilot(TacticsPolicy policy, StateNow state, Run run);

    /** An encounter runs, it is a monster's turn and nothing waits for an answer. */
    bool canPlay() const;
    /** Plays the current monster's turn to its end, a question or a refusal; the number of commands run. */
    int playTurn() const;
    /**
     * Plays monsters' turns one after another until a hero's turn comes, a command waits or is refused, or the
     * encounter ends; at most one round of turns (with no hero left to act it would otherwise never stop).
     */
    int playMonsterTurns() const;

private:
    TacticsPolicy m_policy;
    StateNow m_state;
    Run m_run;
};

} // namespace battlemat
