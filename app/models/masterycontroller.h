#pragma once

#include "mastery/masterydecider.h"
#include "mastery/masteryencounter.h"

#include <QAbstractListModel>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>

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

Q_SIGNALS:
    void offerChanged();
    void logChanged();
    void errorMessageChanged();
    void busyChanged();
    void answered(bool spend);

private:
    class ViewDecider;
    QCoro::Task<> doApply(QJsonObject command);
    bool take(const QJsonObject &object, const QString &source);
    void setOffer(const battlemat::MasteryOffer &offer);

    std::unique_ptr<battlemat::MasteryEncounter> m_encounter;
    std::unique_ptr<ViewDecider> m_decider;
    QVariantMap m_offer;
    QString m_error;
    bool m_busy = false;
};
