#pragma once

#include "encounter/encounterstate.h"

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>

class CampaignController;
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
    // Simulate in the encounter builder: the campaign whose heroes are the party and whose maps may be fought on.
    Q_PROPERTY(CampaignController *campaign READ campaign WRITE setCampaign NOTIFY encounterChanged)
    Q_PROPERTY(bool running READ running NOTIFY changed)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY changed)
    Q_PROPERTY(int done READ done NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY changed)
    Q_PROPERTY(QString status READ status NOTIFY changed)
    Q_PROPERTY(QVariantList outcomes READ outcomes NOTIFY changed)
    Q_PROPERTY(QVariantList heroes READ heroes NOTIFY changed)
    Q_PROPERTY(QVariantList rounds READ rounds NOTIFY changed)
    Q_PROPERTY(QVariantList hpLeft READ hpLeft NOTIFY changed)
    Q_PROPERTY(QVariantList spending READ spending NOTIFY changed)
    Q_PROPERTY(QVariantList changes READ changes NOTIFY changed)
    // The stat blocks' parts the policy never uses or the engine does not run: "Sefra Dunmoor: Shield (why)".
    Q_PROPERTY(QStringList leftToTable READ leftToTable NOTIFY changed)
    Q_PROPERTY(QString leftToTableText READ leftToTableText NOTIFY changed) // one line each
    Q_PROPERTY(int changeFights READ changeFights NOTIFY changed)
    Q_PROPERTY(int partyHitPoints READ partyHitPoints NOTIFY changed)

public:
    explicit EncounterSimulation(QObject *parent = nullptr);
    ~EncounterSimulation() override;

    EncounterController *encounter() const { return m_encounter; }
    void setEncounter(EncounterController *encounter);
    CampaignController *campaign() const { return m_campaign; }
    void setCampaign(CampaignController *campaign);
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
    /**
     * Means with their 95% intervals, [{key, label, mean, low, high}]: rounds, the party's hit points left and lost,
     * recoveries, daily and encounter powers spent per fight.
     */
    QVariantList spending() const { return m_spending; }
    /**
     * The single changes tried (docs/simulation.md), the one that moves the odds most first, then by the size of
     * the shift: [{kind, creature, label, p, shift, most}]; p is the party's win chance with the change.
     */
    QVariantList changes() const { return m_changes; }
    QStringList leftToTable() const { return m_leftToTable; }
    QString leftToTableText() const { return m_leftToTable.join(QLatin1Char('\n')); }
    /** Fights per change (at most 200: the first fights' seeds, so the shifts compare like with like). */
    int changeFights() const { return m_changeFights; }
    /** The heroes' hit points together when the simulated fights begin. */
    int partyHitPoints() const { return m_partyHitPoints; }

    /** Starts `runs` fights from the running encounter's current state; false (status says why) if it cannot. */
    Q_INVOKABLE bool start(int runs);
    /**
     * Starts `runs` fights of an encounter file's object (the encounter builder's prepared encounter placed on a
     * map with the campaign's heroes, PreparedEncounterSimulation); false (status says why) if it cannot be read.
     */
    Q_INVOKABLE bool startEncounter(const QVariantMap &encounter, int runs);
    /**
     * Simulate in the encounter builder: `runs` fights of a prepared encounter's document ({"name", "prepared"},
     * EncounterBuilder::preparedDocument) with the campaign's heroes as the party, on the campaign map its
     * "simulationMap" names or the default open map (PreparedPlacement); false (status says why) if it cannot.
     */
    Q_INVOKABLE bool startPrepared(const QVariantMap &document, int runs);
    /** The campaign's maps a prepared encounter may be simulated on: [{id, name}]. */
    Q_INVOKABLE QVariantList campaignMaps() const;
    Q_INVOKABLE void cancel();

Q_SIGNALS:
    void encounterChanged();
    void changed();
    void progressChanged();

private:
    bool run(battlemat::EncounterState initial, quint64 seed, int runs, const QString &from);
    void finish();

    bool refuse(const QString &why);

    QPointer<EncounterController> m_encounter;
    QPointer<CampaignController> m_campaign;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_cancel{false};
    std::atomic<int> m_done{0};
    int m_total = 0;
    QString m_status;
    QVariantList m_outcomes;
    QVariantList m_heroes;
    QVariantList m_rounds;
    QVariantList m_hpLeft;
    QVariantList m_spending;
    static QStringList partsLeftToTable(const battlemat::EncounterState &initial);
    QVariantList m_changes;
    QStringList m_leftToTable;
    int m_changeFights = 0;
    int m_partyHitPoints = 0;
    struct Work;
    std::shared_ptr<Work> m_work;
};
