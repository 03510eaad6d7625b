#pragma once

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class EncounterController;

/**
 * Encounter > Rest…: Orcus "Resting" once a fight is over. The rows are the heroes' side of the last encounter with
 * what a short rest would give them (HealingRules, the rest's own arithmetic); taking a rest runs the encounter's
 * `rest` command through the table session, so the log, the campaign's sheets and Undo follow as for any command.
 */
class PartyRest : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *encounter READ encounter WRITE setEncounter NOTIFY encounterChanged)
    Q_PROPERTY(bool available READ available NOTIFY changed)
    Q_PROPERTY(QVariantList party READ party NOTIFY changed)
    Q_PROPERTY(int minutesSinceLongRest READ minutesSinceLongRest NOTIFY changed)
    Q_PROPERTY(QString longRestRefusal READ longRestRefusal NOTIFY changed)

public:
    explicit PartyRest(QObject *parent = nullptr);

    EncounterController *encounter() const { return m_encounter; }
    void setEncounter(EncounterController *encounter);
    /** An encounter has been played on this table and none is running: its creatures may rest. */
    bool available() const;
    /**
     * The heroes' side: {id, name, hp, maxHp, recoveries, maxRecoveries, recoveryValue, toFull, dead, down}, toFull
     * being the recoveries a short rest needs to bring the hero to its maximum (at most those it has).
     */
    QVariantList party() const;
    int minutesSinceLongRest() const;
    /** Why a long rest is refused now (one in 24 hours), in the table's language; empty when it may be taken. */
    QString longRestRefusal() const;

    /** What spending `spent` recoveries in a short rest gives: {hp, recoveriesLeft}. */
    Q_INVOKABLE QVariantMap shortRestOutcome(const QString &creatureId, int spent) const;
    /** A short rest (5 minutes), each hero spending the recoveries given by id. */
    Q_INVOKABLE bool takeShortRest(const QVariantMap &recoveries);
    Q_INVOKABLE bool takeLongRest();
    /** Time passing without rest, towards the next long rest. */
    Q_INVOKABLE bool letTimePass(int minutes);

Q_SIGNALS:
    void encounterChanged();
    void changed();

private:
    QPointer<EncounterController> m_encounter;
};
