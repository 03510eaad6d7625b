#pragma once

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>

class EncounterController;

/**
 * Encounter > Simulate from here (issue 18, docs/simulation.md "In the window"): plays the running encounter from
 * its current state many times with the tactics policy on both sides, on a worker thread so the window stays
 * responsive, with progress and Cancel; then the party's odds with 95% intervals, the per-hero risks and the
 * distributions of the rounds a fight lasts and of the party's hit points left. The simulation is the engine's
 * (EncounterSimulator); this only starts it, polls it and shapes its figures for QML.
 */
class EncounterSimulation : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *encounter READ encounter WRITE setEncounter NOTIFY encounterChanged)
    Q_PROPERTY(bool running READ running NOTIFY changed)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY changed)
    Q_PROPERTY(int done READ done NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY changed)
    Q_PROPERTY(QString status READ status NOTIFY changed)
    Q_PROPERTY(QVariantList outcomes READ outcomes NOTIFY changed)
    Q_PROPERTY(QVariantList heroes READ heroes NOTIFY changed)
    Q_PROPERTY(QVariantList rounds READ rounds NOTIFY changed)
    Q_PROPERTY(QVariantList hpLeft READ hpLeft NOTIFY changed)

public:
    explicit EncounterSimulation(QObject *parent = nullptr);
    ~EncounterSimulation() override;

    EncounterController *encounter() const { return m_encounter; }
    void setEncounter(EncounterController *encounter);
    bool running() const { return m_thread != nullptr; }
    bool hasResult() const { return !m_outcomes.isEmpty(); }
    int done() const { return m_done.load(); }
    int total() const { return m_total; }
    QString status() const { return m_status; }
    /** [{label, p, low, high}] for wins, losses and stalemates (proportions 0..1). */
    QVariantList outcomes() const { return m_outcomes; }
    /** [{name, dropped, died}] per hero: the chance to drop to 0 hit points or below and to die. */
    QVariantList heroes() const { return m_heroes; }
    /** Bars of a distribution: [{label, count, share, tick}]: share relative to the tallest bar, tick the label shown.
     */
    QVariantList rounds() const { return m_rounds; }
    QVariantList hpLeft() const { return m_hpLeft; }

    /** Starts `runs` fights from the running encounter's current state; false (status says why) if it cannot. */
    Q_INVOKABLE bool start(int runs);
    Q_INVOKABLE void cancel();

Q_SIGNALS:
    void encounterChanged();
    void changed();
    void progressChanged();

private:
    void finish();

    QPointer<EncounterController> m_encounter;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
    std::atomic<int> m_done{0};
    int m_total = 0;
    QString m_status;
    QVariantList m_outcomes;
    QVariantList m_heroes;
    QVariantList m_rounds;
    QVariantList m_hpLeft;
    struct Work;
    std::shared_ptr<Work> m_work;
};
