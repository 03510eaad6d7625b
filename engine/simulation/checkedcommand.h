#pragma once

#include "encounter/command.h"

#include <memory>

namespace battlemat {

/**
 * The last command the tactics policy validated on this thread, with the state it validated it against. The fight
 * runner applies the policy's choice to that very state right after (FightRunner::run), and a command's validate()
 * answers from the command and the state alone, so a command the policy checked is not checked a second time. A weak
 * pointer: a new command at a freed one's address is never taken for it.
 */
class CheckedCommand
{
public:
    /** command->validate(state), remembered when it passes. */
    static bool validate(const EncounterState &state, const std::shared_ptr<Command> &command);
    /** Whether command is the last one validate() passed on this thread, against this state object. */
    static bool checked(const EncounterState &state, const std::shared_ptr<Command> &command);
    /** Forgets it: a decision starts (TacticsPolicy::next), or the state it was checked against changes. */
    static void forget();
};

} // namespace battlemat
