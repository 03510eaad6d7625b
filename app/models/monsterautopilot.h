#pragma once

#include "simulation/autopilot.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

class EncounterController;

/**
 * "Let the engine play this monster's turn" (Encounter menu): the tactics policy of the simulation
 * (docs/simulation.md) chooses the current monster's commands one at a time and each goes through the table session
 * like a person's, so the log shows every move and roll and Edit > Undo takes them back one by one. Stops when the
 * turn ends, when a command waits for a person's answer (a hero's opportunity attack), or when one is refused.
 */
class MonsterAutopilot : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *encounter READ encounter WRITE setEncounter NOTIFY encounterChanged)
    Q_PROPERTY(bool canPlay READ canPlay NOTIFY canPlayChanged)

public:
    explicit MonsterAutopilot(QObject *parent = nullptr);

    EncounterController *encounter() const;
    void setEncounter(EncounterController *encounter);
    /** An encounter runs, it is a monster's turn and no command waits for an answer. */
    bool canPlay() const;

    /** Plays the current monster's turn to its end (or to a question); the number of commands it ran. */
    Q_INVOKABLE int playTurn();
    /**
     * "Let the engine play all monsters' turns": monsters' turns one after another until a hero's turn comes, a
     * command waits for an answer or is refused, or the encounter ends (at most one round; engine's Autopilot).
     * The number of commands it ran.
     */
    Q_INVOKABLE int playMonsterTurns();

Q_SIGNALS:
    void encounterChanged();
    void canPlayChanged();

private:
    battlemat::Autopilot autopilot() const;

    QPointer<EncounterController> m_encounter;
};
