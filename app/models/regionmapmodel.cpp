#include "regionmapmodel.h"

#include <QPolygonF>

#include "core/jsonreader.h"
#include "regions/regionmapjson.h"

RegionMapModel::RegionMapModel(QObject *parent)
    : QAbstractListModel(parent)
{}

int RegionMapModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_map.regions().size());
}

QVariant RegionMapModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const battlemat::Region &region = m_map.regions().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return region.name;
    case RegionIdRole:
        return region.id;
    case PolygonRole: {
        QVariantList points;
        for (const QPointF &point : region.polygon)
            points.append(point);
        return points;
    }
    case CenterRole:
        return centerOf(region.id);
    case SwimmingRole:
        return region.needsSwimming;
    case ClimbingRole:
        return region.needsClimbing;
    case RangeRole:
        return m_ranges.value(region.id, -1);
    }
    return {};
}

QHash<int, QByteArray> RegionMapModel::roleNames() const
{
    return {{RegionIdRole, "regionId"}, {NameRole, "name"},         {PolygonRole, "polygon"}, {CenterRole, "center"},
            {SwimmingRole, "swimming"}, {ClimbingRole, "climbing"}, {RangeRole, "range"}};
}

void RegionMapModel::setSelected(const QString &id)
{
    const QString chosen = m_map.contains(id) ? id : QString();
    if (chosen == m_selected)
        return;
    m_selected = chosen;
    m_ranges = chosen.isEmpty() ? QHash<QString, int>() : m_map.rangesFrom(chosen);
    Q_EMIT selectedChanged();
    if (!m_map.regions().isEmpty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {RangeRole});
}

bool RegionMapModel::take(const battlemat::Result<battlemat::RegionMap> &map)
{
    if (!map) {
        m_error = map.errorMessage();
        Q_EMIT mapChanged();
        return false;
    }
    const QString kept = m_selected;
    beginResetModel();
    m_map = *map;
    m_selected.clear();
    m_ranges.clear();
    m_error.clear();
    endResetModel();
    Q_EMIT mapChanged();
    Q_EMIT selectedChanged();
    // The same map again (the fight's, after each step): the selection stays where the game master left it.
    if (m_map.contains(kept))
        setSelected(kept);
    return true;
}

bool RegionMapModel::load(const QString &fileName)
{
    auto object = battlemat::readJsonObjectFile(fileName);
    if (!object)
        return take(object.error());
    return take(battlemat::regionMapFromJson(*object, battlemat::JsonContext(fileName)));
}

bool RegionMapModel::loadJson(const QString &text)
{
    auto object = battlemat::parseJsonObject(text.toUtf8(), tr("region map"));
    if (!object)
        return take(object.error());
    return take(battlemat::regionMapFromJson(*object, battlemat::JsonContext(tr("region map"))));
}

int RegionMapModel::range(const QString &from, const QString &to) const
{
    return m_map.range(from, to).value_or(-1);
}

QString RegionMapModel::regionAt(qreal x, qreal y) const
{
    return m_map.regionAt(QPointF(x, y));
}

QString RegionMapModel::nameOf(const QString &id) const
{
    const battlemat::Region *region = m_map.region(id);
    return region && !region->name.isEmpty() ? region->name : id;
}

QPointF RegionMapModel::centerOf(const QString &id) const
{
    const battlemat::Region *region = m_map.region(id);
    if (!region || region->polygon.isEmpty())
        return {};
    QPointF sum;
    for (const QPointF &point : region->polygon)
        sum += point;
    return sum / qreal(region->polygon.size());
}

QRectF RegionMapModel::bounds() const
{
    QRectF all;
    for (const battlemat::Region &region : m_map.regions())
        all = all.united(QPolygonF(region.polygon).boundingRect());
    return all;
}
