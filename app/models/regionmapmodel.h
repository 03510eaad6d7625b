#pragma once

#include "regions/regionmap.h"

#include <QAbstractListModel>
#include <QPointF>
#include <QtQml/qqmlregistration.h>

/**
 * A region map for QML: one row per region with its polygon, and the range in regions from the selected region
 * to each (0 melee, 1 adjacent, -1 no way), so the view can shade ranges without knowing the rules.
 */
class RegionMapModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString name READ name NOTIFY mapChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY mapChanged)
    Q_PROPERTY(QString background READ background NOTIFY mapChanged)
    Q_PROPERTY(QString selected READ selected WRITE setSelected NOTIFY selectedChanged)

public:
    enum Role
    {
        RegionIdRole = Qt::UserRole + 1,
        NameRole,
        PolygonRole, // list of points, image pixels
        CenterRole,  // average of the corners, for the label
        SwimmingRole,
        ClimbingRole,
        RangeRole, // from the selected region; -1 without a selection or a way
    };
    Q_ENUM(Role)

    explicit RegionMapModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString name() const { return m_map.name; }
    QString errorMessage() const { return m_error; }
    QString background() const { return m_map.background; }
    QString selected() const { return m_selected; }
    void setSelected(const QString &id);

    /** Reads a region map file (docs/file-formats.md); on failure keeps the old map and sets errorMessage. */
    Q_INVOKABLE bool load(const QString &fileName);
    /** The same from JSON text, e.g. pasted or embedded. */
    Q_INVOKABLE bool loadJson(const QString &text);
    Q_INVOKABLE int range(const QString &from, const QString &to) const;
    Q_INVOKABLE QString regionAt(qreal x, qreal y) const;
    /** Where a region's label and its tokens go: the average of its corners (image pixels); (0, 0) if unknown. */
    Q_INVOKABLE QPointF centerOf(const QString &id) const;
    /** A region's name as the game master gave it (its id when it has none or is unknown). */
    Q_INVOKABLE QString nameOf(const QString &id) const;
    /** The rectangle every region lies in (image pixels), for fitting the map to a window. */
    Q_INVOKABLE QRectF bounds() const;

Q_SIGNALS:
    void mapChanged();
    void selectedChanged();

private:
    bool take(const battlemat::Result<battlemat::RegionMap> &map);

    battlemat::RegionMap m_map;
    QHash<QString, int> m_ranges;
    QString m_selected;
    QString m_error;
};
