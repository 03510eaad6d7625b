#include "monsterautopilot.h"

#include "encountercontroller.h"

using namespace battlemat;

MonsterAutopilot::MonsterAutopilot(QObject *parent)
    : QObject(parent)
{}

EncounterController *MonsterAutopilot::encounter() const
{
    return m_encounter;
}

void MonsterAutopilot::setEncounter(EncounterController *encounter)
{
    if (m_encounter == encounter)
        return;
    if (m_encounter)
        disconnect(m_encounter, nullptr, this, nullptr);
    m_encounter = encounter;
    if (m_encounter)
        connect(m_encounter, &EncounterController::stateChanged, this, &MonsterAutopilot::canPlayChanged);
    Q_EMIT encounterChanged();
    Q_EMIT canPlayChanged();
}

bool MonsterAutopilot::canPlay() const
{
    if (!m_encounter || !m_encounter->running() || m_encounter->waiting() || !m_encounter->processor())
        return false;
    const EncounterState &state = m_encounter->processor()->state();
    const Combatant *current = state.combatant(state.current);
    return current && !current->hero;
}

int MonsterAutopilot::playTurn()
{
    if (!canPlay())
        return 0;
    const QString monster = m_encounter->processor()->state().current;
    // A turn takes a handful of commands; the cap only guards against a policy going round in circles.
    constexpr int commandsPerTurn = 24;
    int ran = 0;
    while (ran < commandsPerTurn && m_encounter->processor() && !m_encounter->waiting()) {
        const EncounterState &state = m_encounter->processor()->state();
        if (state.current != monster || state.phase == EncounterPhase::Ended)
            break;
        const std::shared_ptr<Command> command = m_policy.next(state);
        const bool endsTurn = command->toJson().value(QLatin1String("type")).toString() == QLatin1String("endTurn");
        if (!m_encounter->run(command->toJson()))
            break;
        ++ran;
        if (endsTurn)
            break;
    }
    Q_EMIT canPlayChanged();
    return ran;
}
