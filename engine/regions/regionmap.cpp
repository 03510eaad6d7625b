#include "regions/regionmap.h"

#include "regions/sharedborder.h"

#include <QQueue>

#include <algorithm>

namespace battlemat {

const Region *RegionMap::region(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.constEnd() ? nullptr : &m_regions.at(*it);
}

Status RegionMap::addRegion(Region region)
{
    if (region.id.trimmed().isEmpty())
        return Error{QStringLiteral("a region needs a non-empty id")};
    if (m_index.contains(region.id))
        return Error{QStringLiteral("region id '%1' is used twice").arg(region.id)};
    if (region.polygon.size() < 3)
        return Error{QStringLiteral("region '%1' needs a polygon of at least 3 points, has %2")
                         .arg(region.id)
                         .arg(region.polygon.size())};
    if (region.name.isEmpty())
        region.name = region.id;
    const qsizetype index = m_regions.size();
    double left = region.polygon.constFirst().x(), right = left;
    double top = region.polygon.constFirst().y(), bottom = top;
    for (const QPointF &point : std::as_const(region.polygon)) {
        left = std::min(left, point.x());
        right = std::max(right, point.x());
        top = std::min(top, point.y());
        bottom = std::max(bottom, point.y());
    }
    // Grown by the border tolerance, so that regions a pixel apart still meet.
    const QRectF bounds = QRectF(QPointF(left, top), QPointF(right, bottom)).adjusted(-1, -1, 1, 1);
    m_touching.append(QList<qsizetype>());
    for (qsizetype other = 0; other < index; ++other) {
        if (bounds.intersects(m_bounds.at(other)) && shareBorder(region.polygon, m_regions.at(other).polygon)) {
            m_touching[index].append(other);
            m_touching[other].append(index);
        }
    }
    m_index.insert(region.id, index);
    m_bounds.append(bounds);
    m_regions.append(std::move(region));
    rebuildAdjacency();
    return success();
}

Status RegionMap::setLink(RegionLink link)
{
    if (!contains(link.first))
        return Error{QStringLiteral("no region '%1'").arg(link.first)};
    if (!contains(link.second))
        return Error{QStringLiteral("no region '%1'").arg(link.second)};
    if (link.first == link.second)
        return Error{QStringLiteral("a link needs two different regions, both are '%1'").arg(link.first)};
    removeLink(link.first, link.second);
    m_links.append(std::move(link));
    rebuildAdjacency();
    return success();
}

void RegionMap::removeLink(const QString &first, const QString &second)
{
    const auto removed = m_links.removeIf([&](const RegionLink &link) { return link.connects(first, second); });
    if (removed > 0)
        rebuildAdjacency();
}

bool RegionMap::touching(const QString &first, const QString &second) const
{
    if (!contains(first) || !contains(second))
        return false;
    return m_touching.at(m_index.value(first)).contains(m_index.value(second));
}

std::optional<RegionLink> RegionMap::linkBetween(const QString &first, const QString &second) const
{
    for (const RegionLink &link : m_links) {
        if (link.connects(first, second))
            return link;
    }
    return std::nullopt;
}

bool RegionMap::adjacent(const QString &first, const QString &second) const
{
    if (!contains(first) || !contains(second))
        return false;
    return m_adjacency.at(m_index.value(first)).contains(m_index.value(second));
}

QStringList RegionMap::neighbours(const QString &id) const
{
    QStringList result;
    if (!contains(id))
        return result;
    for (qsizetype index : m_adjacency.at(m_index.value(id)))
        result.append(m_regions.at(index).id);
    return result;
}

void RegionMap::rebuildAdjacency()
{
    m_adjacency = m_touching;
    for (const RegionLink &link : std::as_const(m_links)) {
        const qsizetype a = m_index.value(link.first);
        const qsizetype b = m_index.value(link.second);
        if (link.joins()) {
            if (!m_adjacency[a].contains(b))
                m_adjacency[a].append(b);
            if (!m_adjacency[b].contains(a))
                m_adjacency[b].append(a);
        } else {
            m_adjacency[a].removeAll(b);
            m_adjacency[b].removeAll(a);
        }
    }
    for (auto &list : m_adjacency)
        std::sort(list.begin(), list.end());
}

QHash<QString, int> RegionMap::rangesFrom(const QString &from) const
{
    QHash<QString, int> result;
    if (!contains(from))
        return result;
    QList<int> distance(m_regions.size(), -1);
    QQueue<qsizetype> queue;
    const qsizetype start = m_index.value(from);
    distance[start] = 0;
    queue.enqueue(start);
    while (!queue.isEmpty()) {
        const qsizetype current = queue.dequeue();
        result.insert(m_regions.at(current).id, distance.at(current));
        for (qsizetype next : m_adjacency.at(current)) {
            if (distance.at(next) < 0) {
                distance[next] = distance.at(current) + 1;
                queue.enqueue(next);
            }
        }
    }
    return result;
}

std::optional<int> RegionMap::range(const QString &from, const QString &to) const
{
    const QHash<QString, int> ranges = rangesFrom(from);
    const auto it = ranges.constFind(to);
    if (it == ranges.constEnd())
        return std::nullopt;
    return *it;
}

QString RegionMap::regionAt(QPointF point) const
{
    for (const Region &region : m_regions) {
        bool inside = false;
        const auto &p = region.polygon;
        for (qsizetype i = 0, j = p.size() - 1; i < p.size(); j = i++) {
            if ((p.at(i).y() > point.y()) != (p.at(j).y() > point.y()) &&
                point.x() <
                    (p.at(j).x() - p.at(i).x()) * (point.y() - p.at(i).y()) / (p.at(j).y() - p.at(i).y()) + p.at(i).x())
                inside = !inside;
        }
        if (inside)
            return region.id;
    }
    return {};
}

} // namespace battlemat
