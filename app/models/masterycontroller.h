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
        ApLeftRole,
        ApPerTurnRole,
        HealthRole,
        HealthMaxRole,
        RegionRole,
        OnTurnRole,
        CooldownsRole,
        DelayingRole,
        DefeatedRole,
    };
    Q_ENUM(Role)

    explicit MasteryController(QObject *parent = nullptr);
    ~MasteryController() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QVariantMap offer() const { return m_offer; }
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

    EncounterController *table() const { return m_table; }
    void setTable(EncounterController *table);
    bool onTable() const;
    bool contested() const;
    QString currentTurn() const;
    int round() const;
    /**
     * Puts an encounter file (docs/file-formats.md, "Mastery encounter") on the table: makes the mastery system the
     * campaign's ruleset if it is not, then a mastery.setup step with the region map inline. Two undoable steps.
     */
    Q_INVOKABLE bool setUpOnTable(const QString &fileName);

Q_SIGNALS:
    void offerChanged();
    void logChanged();
    void errorMessageChanged();
    void busyChanged();
    void answered(bool spend);
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

    std::unique_ptr<battlemat::MasteryEncounter> m_encounter;
    std::unique_ptr<ViewDecider> m_decider;
    QVariantMap m_offer;
    QString m_error;
    bool m_busy = false;
    EncounterController *m_table = nullptr;              // reset when it is destroyed
    std::optional<battlemat::MasteryState> m_tableState; // the session's mastery state, read after each step
    QList<QJsonObject> m_tableEvents;                    // the events of the steps made here
};
