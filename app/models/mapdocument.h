#pragma once

#include "grid/battlemap.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

/** The battle map on the table, shared by the views that draw it; changes are announced with one signal. */
class MapDocument : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The campaign owns the map")
    Q_PROPERTY(QString name READ name NOTIFY changed)
    Q_PROPERTY(int columns READ columns NOTIFY changed)
    Q_PROPERTY(int rows READ rows NOTIFY changed)

public:
    explicit MapDocument(QObject *parent = nullptr);

    const battlemat::BattleMap &map() const { return m_map; }
    void setMap(battlemat::BattleMap map);

    QString name() const { return m_map.name; }
    int columns() const { return m_map.grid.width(); }
    int rows() const { return m_map.grid.height(); }

    Q_INVOKABLE QString terrainNameAt(int column, int row) const;

Q_SIGNALS:
    void changed();

private:
    battlemat::BattleMap m_map;
};
