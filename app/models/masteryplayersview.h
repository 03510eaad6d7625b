#pragma once

#include "mastery/masterystate.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

class EncounterController;

/**
 * What the players' window (the TV) is given of a mastery fight on a region map, filtered like the grid's
 * (PlayerScreen): the regions, and of the combatants only those the game master has not hidden and that stand on
 * the map, with their name, side, region and whether it is their turn. Hidden combatants, health, Mastery Points,
 * action points and dice never enter this model, so no QML of the players' window can show them by mistake; a
 * hidden combatant's turn shows as the enemy's, without who.
 */
class MasteryPlayersView : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterController *table READ table WRITE setTable NOTIFY tableChanged)
    Q_PROPERTY(bool fight READ fight NOTIFY changed) // a mastery fight is on the table
    Q_PROPERTY(QString mapJson READ mapJson NOTIFY mapJsonChanged)
    Q_PROPERTY(bool contested READ contested NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(QString turnName READ turnName NOTIFY changed) // "" when nobody's or an unseen one's
    Q_PROPERTY(bool turnUnseen READ turnUnseen NOTIFY changed)

public:
    enum Role
    {
        CombatantIdRole = Qt::UserRole + 1,
        NameRole,
        SideRole,
        RegionRole,
        SlotRole, // among the shown combatants in the same region
        OnTurnRole,
        DefeatedRole,
    };
    Q_ENUM(Role)

    explicit MasteryPlayersView(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    EncounterController *table() const { return m_table; }
    void setTable(EncounterController *table);
    bool fight() const { return m_fight; }
    QString mapJson() const { return m_mapJson; }
    bool contested() const { return m_contested; }
    int round() const { return m_round; }
    QString turnName() const { return m_turnName; }
    bool turnUnseen() const { return m_turnUnseen; }

Q_SIGNALS:
    void tableChanged();
    void changed();
    void mapJsonChanged();

private:
    /** One combatant as the players may know it. */
    struct Shown
    {
        QString id;
        QString name;
        QString side;
        QString region;
        int slot = 0;
        bool onTurn = false;
        bool defeated = false;
    };
    void reload();

    QPointer<EncounterController> m_table;
    QList<Shown> m_rows;
    bool m_fight = false;
    QString m_mapJson;
    bool m_contested = false;
    int m_round = 0;
    QString m_turnName;
    bool m_turnUnseen = false;
};
