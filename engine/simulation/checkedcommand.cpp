#include "simulation/checkedcommand.h"

namespace battlemat {

namespace {

struct Checked
{
    std::weak_ptr<Command> command;
    const EncounterState *state = nullptr;
};

Checked &last()
{
    thread_local Checked checked;
    return checked;
}

} // namespace

bool CheckedCommand::validate(const EncounterState &state, const std::shared_ptr<Command> &command)
{
    if (!command || !command->validate(state))
        return false;
    last() = Checked{command, &state};
    return true;
}

bool CheckedCommand::checked(const EncounterState &state, const std::shared_ptr<Command> &command)
{
    const Checked &checked = last();
    return command && checked.state == &state && !checked.command.expired() && !checked.command.owner_before(command) &&
           !command.owner_before(checked.command);
}

void CheckedCommand::forget()
{
    last() = Checked{};
}

} // namespace battlemat
