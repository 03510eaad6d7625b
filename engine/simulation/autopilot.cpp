#include "simulation/autopilot.h"

#include "encounter/endturncommand.h"

namespace battlemat {

Autopilot::Autopilot(TacticsPolicy policy, StateNow state, Run run)
    : m_policy(std::move(policy))
    , m_state(std::move(state))
    , m_run(std::move(run))
{}

bool Autopilot::canPlay() const
{
    const EncounterState *state = m_state();
    if (!state || state->phase == EncounterPhase::Ended || state->phase == EncounterPhase::Setup)
        return false;
    const Combatant *current = state->combatant(state->current);
    return current && !current->hero;
}

int Autopilot::playTurn() const
{
    if (!canPlay())
        return 0;
    const QString monster = m_state()->current;
    // A turn takes a handful of commands; the cap only guards against a policy going round in circles.
    constexpr int commandsPerTurn = 24;
    int ran = 0;
    while (ran < commandsPerTurn) {
        const EncounterState *state = m_state();
        if (!state || state->current != monster || state->phase == EncounterPhase::Ended)
            break;
        const std::shared_ptr<Command> command = m_policy.next(*state);
        const bool endsTurn = std::dynamic_pointer_cast<EndTurnCommand>(command) != nullptr;
        if (!m_run(command))
            break;
        ++ran;
        if (endsTurn)
            break;
    }
    return ran;
}

int Autopilot::playMonsterTurns() const
{
    int ran = 0;
    const int turns = canPlay() ? int(m_state()->combatants.size()) : 0;
    for (int turn = 0; turn < turns && canPlay(); ++turn) {
        const QString monster = m_state()->current;
        const int played = playTurn();
        ran += played;
        // Stopped inside the turn (a question, a refusal): a person takes over from here.
        const EncounterState *state = m_state();
        if (played == 0 || !state || state->current == monster)
            break;
    }
    return ran;
}

} // namespace battlemat
