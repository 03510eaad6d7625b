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

Autopilot MonsterAutopilot::autopilot() const
{
    // Each command goes through the table session like a person's (EncounterController::run); the state is
    // withheld while a command waits for a person's answer (a hero's opportunity attack), which stops the loop.
    const QPointer<EncounterController> encounter = m_encounter;
    return Autopilot(
        TacticsPolicy(TacticsProfile::brute()),
        [encounter]() -> const EncounterState * {
            if (!encounter || !encounter->running() || encounter->waiting() || !encounter->processor())
                return nullptr;
            return &encounter->processor()->state();
        },
        [encounter](const std::shared_ptr<Command> &command) {
            return encounter && encounter->run(command->toJson());
        });
}

bool MonsterAutopilot::canPlay() const
{
    return autopilot().canPlay();
}

int MonsterAutopilot::playTurn()
{
    const int ran = autopilot().playTurn();
    Q_EMIT canPlayChanged();
    return ran;
}

int MonsterAutopilot::playMonsterTurns()
{
    const int ran = autopilot().playMonsterTurns();
    Q_EMIT canPlayChanged();
    return ran;
}
