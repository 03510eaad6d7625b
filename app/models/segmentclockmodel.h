#pragma once

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class EncounterController;
Q_MOC_INCLUDE("encountercontroller.h")

/**
 * The segmented action points clock as the game master sees it (docs/modules.md, "Segmented action points"):
 * whether the module is in force, the turn and segment (1..12), and each combatant in acting order with its PAP
 * and SAP, its SPD and what it can afford now (a 1/2 phase attack, a 1/2 phase action, a full phase action, each
 * with its price). Its buttons are the module's table steps; the clock follows every step and undo.
 */
class SegmentClockModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)
    Q_PROPERTY(bool inForce READ inForce NOTIFY changed)
    Q_PROPERTY(bool running READ running NOTIFY changed)
    // The clock drives the running fight (setting clockDrivesEncounter): Next segment ends the segment's turns,
    // Sprint and Abort are the fight's own steps, a move is the token's
    Q_PROPERTY(bool drivesFight READ drivesFight NOTIFY changed)
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(int segment READ segment NOTIFY changed)
    // [{id, name, pap, sap, speed, sprinting, aborted, halfCost, fullCost, canHalfAttack, canHalf, canFull}] in the
    // segment's acting order (Dexterity, highest first)
    Q_PROPERTY(QVariantList combatants READ combatants NOTIFY changed)

public:
    explicit SegmentClockModel(QObject *parent = nullptr);

    EncounterController *table() const { return m_table; }
    void setTable(EncounterController *table);
    bool inForce() const { return m_inForce; }
    bool running() const { return m_running; }
    bool drivesFight() const { return m_drivesFight; }
    int turn() const { return m_turn; }
    int segment() const { return m_segment; }
    QVariantList combatants() const { return m_combatants; }

    /** Starts the clock with the running encounter's creatures: their Dexterity and Orcus speed, SPD the default. */
    Q_INVOKABLE bool startClock();
    Q_INVOKABLE bool nextSegment();
    Q_INVOKABLE bool endClock();
    /** action: "half-attack", "half" or "full" (the text's table rows). */
    Q_INVOKABLE bool act(const QString &combatant, const QString &action);
    /** One move: 1 SAP, then 1 PAP, each once a segment; sprinting doubles it at half DCV. */
    Q_INVOKABLE bool move(const QString &combatant, bool sprint);
    /** Aborts to a defensive 1/2 phase action: nothing more this segment. */
    Q_INVOKABLE bool abortToDefence(const QString &combatant);
    /** reason: "stunned", "knockedOut", "interrupted": PAP and SAP go to 0. */
    Q_INVOKABLE bool reset(const QString &combatant, const QString &reason);

Q_SIGNALS:
    void tableChanged();
    void changed();

private:
    void reload();
    QString nameOf(const QString &id) const;

    QPointer<EncounterController> m_table;
    bool m_inForce = false;
    bool m_running = false;
    bool m_drivesFight = false;
    int m_turn = 0;
    int m_segment = 0;
    QVariantList m_combatants;
};
