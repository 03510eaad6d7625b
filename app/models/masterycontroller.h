#pragma once

#include "mastery/masterydecider.h"
#include "mastery/masteryencounter.h"

#include <QAbstractListModel>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>

class EncounterController;

/**
 * A mastery encounter for QML: its combatants as rows (MP and AP counters, health, region), commands from the
 * view, and the Mastery Point exchange as offers the view answers with Spend or Pass. The engine's exchange
 * co_awaits answer(), so a roll waits for the player.
 */
class MasteryController : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QVariantMap offer READ offer NOTIFY offerChanged)
    // An opportunity attack a move provokes, waiting for the attacker's side to take it or let the mover go.
    Q_PROPERTY(QVariantMap opportunity READ opportunity NOTIFY opportunityChanged)
    // The fight's region map as JSON (docs/file-formats.md), for the view's RegionMapModel; empty without a fight.
    Q_PROPERTY(QString mapJson READ mapJson NOTIFY mapJsonChanged)
    // The campaign's own region maps ({id, name}) a fight can be set up on.
    Q_PROPERTY(QVariantList campaignMaps READ campaignMaps NOTIFY logChanged)
    // How many combatants are in no region yet (waiting beside the map to be placed).
    Q_PROPERTY(int unplaced READ unplaced NOTIFY logChanged)
    Q_PROPERTY(QString lastEvent READ lastEvent NOTIFY logChanged)
    Q_PROPERTY(int logSize READ logSize NOTIFY logChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    // On the table: the encounter is the mastery ruleset's state in the campaign's session (docs/modules.md,
    // "Mastery points"); commands are session steps, so Edit > Undo takes them back and the campaign stores them.
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)
    Q_PROPERTY(bool onTable READ onTable NOTIFY logChanged)
    Q_PROPERTY(bool contested READ contested NOTIFY logChanged)
    Q_PROPERTY(QString currentTurn READ currentTurn NOTIFY logChanged)
    // Whose turn it is as the tracker names it: the character's name, or its monster group's.
    Q_PROPERTY(QString currentTurnName READ currentTurnName NOTIFY logChanged)
    Q_PROPERTY(int round READ round NOTIFY logChanged)

public:
    enum Role
    {
        CombatantIdRole = Qt::UserRole + 1,
        NameRole,
        SideRole,
        RankRole,
        MpRole, // the character's own, or its monster group's pool
        MpMaxRole,
        ApLeftRole, // on its turn the APs left; between turns those its next turn starts with
        ApPerTurnRole,
        HealthRole,
        HealthMaxRole,
        RegionRole,
        OnTurnRole,
        CooldownsRole,
        DelayingRole,
        DefeatedRole,
        SlotRole,   // 0, 1, 2 ... among the combatants in the same region (or among those not placed yet)
        HiddenRole, // hidden from the players' window
        OrderRole,  // 1, 2, ... its (or its group's) place in the REF initiative order; 0 outside it (delaying, before)
        RegionNameRole, // the region's name on the map (its id when it has none)
    };
    Q_ENUM(Role)

    explicit MasteryController(QObject *parent = nullptr);
    ~MasteryController() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QVariantMap offer() const { return m_offer; }
    QVariantMap opportunity() const { return m_opportunity; }
    QString mapJson() const { return m_mapJson; }
    QVariantList campaignMaps() const;
    int unplaced() const;
    QString lastEvent() const;
    int logSize() const;
    QString errorMessage() const { return m_error; }
    bool busy() const { return m_busy; }

    /** Reads an encounter file (docs/file-formats.md, "Mastery encounter"). */
    Q_INVOKABLE bool load(const QString &fileName);
    Q_INVOKABLE bool loadJson(const QString &text);
    /** Runs one command (docs/mastery.md); MP offers arrive through `offer` until it is done. */
    Q_INVOKABLE void apply(const QString &commandJson);
    /** Answers the pending offer: true spends an MP, false passes. */
    Q_INVOKABLE void answer(bool spend);
    /** Answers the pending opportunity attack: true takes it, false lets the mover go. */
    Q_INVOKABLE void answerOpportunity(bool take);

    EncounterController *table() const { return m_table; }
    void setTable(EncounterController *table);
    bool onTable() const;
    bool contested() const;
    QString currentTurn() const;
    QString currentTurnName() const;
    /** A combatant's name (its id when there is none or it is unknown). */
    Q_INVOKABLE QString nameOf(const QString &id) const;
    /** Everyone but `actor` still fighting, as {id, name}: whom it may attack, the other sides first. */
    Q_INVOKABLE QVariantList targetsFor(const QString &actor) const;
    /**
     * Why each of the turn order's moves is closed to `actor` now, in the table's language ({delay, resume,
     * interrupt, endInterrupt}; empty when the move is open): the engine's own checks (TurnOrderMoves), so the fight
     * bar enables only what the engine takes and says why the rest is closed.
     */
    Q_INVOKABLE QVariantMap turnMovesFor(const QString &actor) const;
    /** Why `actor` cannot move to region `to` in this mode now (empty when the plan holds): the fight bar's Move. */
    Q_INVOKABLE QString moveRefusal(const QString &actor, const QString &to, const QString &mode) const;
    /** Why `actor` cannot attack `target` (melee or ranged) now (empty when it can): the fight bar's Attack button. */
    Q_INVOKABLE QString attackRefusal(const QString &actor, const QString &target, bool ranged) const;
    int round() const;
    /**
     * Puts an encounter file (docs/file-formats.md, "Mastery encounter") on the table: makes the mastery system the
     * campaign's ruleset if it is not, then a mastery.setup step with the region map inline. Two undoable steps.
     */
    Q_INVOKABLE bool setUpOnTable(const QString &fileName);
    /**
     * Sets a fight up on one of the campaign's region maps (a mastery.setup step naming it): the campaign's mastery
     * characters and monsters (its roster), or without any the combatants and monster groups of an encounter file,
     * none of them placed yet; the game master drags each onto a region.
     */
    Q_INVOKABLE bool setUpOnRegionMap(const QString &mapId, const QString &combatantsFile);

Q_SIGNALS:
    void offerChanged();
    void logChanged();
    void errorMessageChanged();
    void busyChanged();
    void answered(bool spend);
    void opportunityChanged();
    void opportunityAnswered(bool take);
    void mapJsonChanged();
    void tableChanged();

private:
    class ViewDecider;
    QCoro::Task<> doApply(QJsonObject command);
    QCoro::Task<> doApplyOnTable(QJsonObject command);
    void tableStateChanged();
    void reportRolls(const QList<QJsonObject> &events);
    void fail(const QString &message);
    /** What the rows show: the standalone encounter's state, or the table's. */
    const battlemat::MasteryState *view() const;
    battlemat::MasteryDecider *viewDecider() const;
    bool take(const QJsonObject &object, const QString &source);
    void setOffer(const battlemat::MasteryOffer &offer);
    void setOpportunity(const battlemat::OpportunityOffer &offer);
    bool ensureRuleset();
    bool executeStep(const QJsonObject &step);
    void updateMapJson();
    void sortRows();
    /** An engine refusal as the window shows it: combatants and regions by name, in the table's language. */
    QString reasonShown(const QString &engineMessage) const;
    /** A combatant's or a monster group's name, as the tracker and the dice log say it. */
    QString nameOrGroup(const QString &id) const;

    std::unique_ptr<battlemat::MasteryEncounter> m_encounter;
    std::unique_ptr<ViewDecider> m_decider;
    QVariantMap m_offer;
    QVariantMap m_opportunity;
    QString m_mapJson;
    QString m_error;
    bool m_busy = false;
    EncounterController *m_table = nullptr;              // reset when it is destroyed
    std::optional<battlemat::MasteryState> m_tableState; // the session's mastery state, read after each step
    QList<QJsonObject> m_tableEvents;                    // the events of the steps made here
    QList<qsizetype> m_rows; // the combatants' indices in the tracker's order (the REF initiative order)
};
