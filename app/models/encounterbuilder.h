#pragma once

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include "campaigncontroller.h"
#include "encountercontroller.h"
#include "monsterlibrarymodel.h"
#include "monsters/preparedencounter.h"

#include <optional>

/**
 * Encounter prep: monsters picked from the library with how many of each, the party they are for, and the XP budget
 * (EncounterBudget, Orcus "Monsters", "Level") with Battlemat's grades, updated as the game master builds. Saved in
 * the campaign as a prepared encounter (an encounter entity holding "prepared", docs/file-formats.md), loaded again
 * from there, and put on the map with the monsters' stat blocks.
 */
class EncounterBuilder : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MonsterLibraryModel *library READ library WRITE setLibrary NOTIFY libraryChanged)
    Q_PROPERTY(CampaignController *campaign READ campaign WRITE setCampaign NOTIFY campaignChanged)
    Q_PROPERTY(EncounterController *encounter READ encounter WRITE setEncounter NOTIFY encounterChanged)
    Q_PROPERTY(int partySize READ partySize WRITE setPartySize NOTIFY budgetChanged)
    Q_PROPERTY(int partyLevel READ partyLevel WRITE setPartyLevel NOTIFY budgetChanged)
    Q_PROPERTY(int budget READ budget NOTIFY budgetChanged)
    Q_PROPERTY(int total READ total NOTIFY budgetChanged)
    Q_PROPERTY(QString difficulty READ difficulty NOTIFY budgetChanged)
    Q_PROPERTY(QString grades READ grades NOTIFY budgetChanged)
    Q_PROPERTY(QStringList warnings READ warnings NOTIFY budgetChanged)
    // The same, one line each, for the panel's one label.
    Q_PROPERTY(QString warningText READ warningText NOTIFY budgetChanged)
    Q_PROPERTY(QVariantList prepared READ prepared NOTIFY preparedChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(QString statusMessage READ statusMessage NOTIFY errorMessageChanged)
    // The campaign map Simulate fights on (saved with the encounter); empty: the default open map.
    Q_PROPERTY(QString simulationMap READ simulationMap WRITE setSimulationMap NOTIFY simulationMapChanged)
    // Why the encounter as built cannot be placed, simulated or printed now (empty when it can): the window disables
    // those buttons and says this in their tooltip, rather than offering a click that can only be refused.
    Q_PROPERTY(QString emptyReason READ emptyReason NOTIFY budgetChanged)
    // The same for Place and start: also while an encounter runs.
    Q_PROPERTY(QString startBlockedReason READ startBlockedReason NOTIFY readinessChanged)

public:
    enum Role
    {
        IdRole = Qt::UserRole + 1,
        NameRole,
        LevelRole,
        CountRole,
        XpRole,    // count times the block's printed XP
        GroupRole, // one initiative roll for all of them (Orcus "Initiative")
    };
    Q_ENUM(Role)

    explicit EncounterBuilder(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    MonsterLibraryModel *library() const { return m_library; }
    void setLibrary(MonsterLibraryModel *library);
    CampaignController *campaign() const { return m_campaign; }
    void setCampaign(CampaignController *campaign);
    EncounterController *encounter() const { return m_encounter; }
    void setEncounter(EncounterController *encounter);
    int partySize() const { return m_partySize; }
    void setPartySize(int size);
    int partyLevel() const { return m_partyLevel; }
    void setPartyLevel(int level);
    int budget() const;
    int total() const;
    QString difficulty() const;
    QString grades() const;
    QStringList warnings() const;
    QString warningText() const { return warnings().join(QLatin1Char('\n')); }
    QVariantList prepared() const;
    QString errorMessage() const { return m_error; }
    QString simulationMap() const { return m_simulationMap; }
    void setSimulationMap(const QString &mapId);
    QString statusMessage() const { return m_status; }
    QString emptyReason() const;
    QString startBlockedReason() const;

    /** One more of the library's monster (a second add raises its count). */
    Q_INVOKABLE bool add(const QString &monsterId);
    Q_INVOKABLE void setCount(int row, int count);
    /** Whether the row's monsters roll one initiative together and act one after another at its place. */
    Q_INVOKABLE void setInitiativeGroup(int row, bool grouped);
    Q_INVOKABLE void remove(int row);
    Q_INVOKABLE void clear();
    /** The campaign's heroes as the party: how many, and their average level rounded down. */
    Q_INVOKABLE void useCampaignParty();
    /**
     * The encounter as built now, as the campaign stores it ({"name", "prepared": {...}}): what Simulate runs
     * (PreparedSimulation); empty with errorMessage set when there is nothing to run.
     */
    Q_INVOKABLE QVariantMap preparedDocument();
    /** Stores the encounter in the campaign under this name (the same name replaces it). */
    Q_INVOKABLE bool save(const QString &name);
    Q_INVOKABLE bool load(const QString &encounterId);
    /** Every monster of the encounter onto the map, each with its stat block (one session command each). */
    Q_INVOKABLE bool placeOnMap();
    /**
     * Start encounter from the prepared encounter: every monster onto the map, then the encounter's Start (each a
     * session command, so Edit > Undo takes them back one by one). Nothing starts when a monster cannot be placed.
     */
    Q_INVOKABLE bool startEncounter();
    /**
     * Print / PDF for the game master (EncounterPrinter): the initiative and hit-point tracking sheet and the stat
     * blocks as cards, A4. name heads the sheet ("Encounter" when empty). Sets statusMessage on success.
     */
    Q_INVOKABLE bool exportPdf(const QString &fileOrUrl, const QString &name);

Q_SIGNALS:
    void libraryChanged();
    void campaignChanged();
    void encounterChanged();
    void budgetChanged();
    void preparedChanged();
    void errorMessageChanged();
    void simulationMapChanged();
    void readinessChanged();

private:
    struct Entry
    {
        QString id;
        int count = 1;
        bool initiativeGroup = false;
    };
    bool fail(const QString &message);
    /** The campaign's grades of the budget (Settings > Rules modules, Orcus), the defaults without a campaign. */
    battlemat::EncounterGrades campaignGrades() const;
    std::optional<battlemat::EncounterBudget> budgetOf() const;
    /** The encounter as built now with its stat blocks; fails naming a monster the library lost. */
    battlemat::Result<battlemat::PreparedEncounter> current(const QString &name);

    QPointer<MonsterLibraryModel> m_library;
    QPointer<CampaignController> m_campaign;
    QPointer<EncounterController> m_encounter;
    QList<Entry> m_entries;
    int m_partySize = 4;
    int m_partyLevel = 1;
    // The party follows the campaign's heroes (their number, their average level) until the game master sets it.
    bool m_partyChosen = false;
    bool m_adoptingParty = false;
    void followCampaignParty();
    QString m_error;
    QString m_status; // what the last export wrote
    QString m_simulationMap;
};
