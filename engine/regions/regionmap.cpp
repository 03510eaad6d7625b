#include "regions/regionmap.h"

#include "regions/sharedborder.h"
#include "regions/touchingregions.h"

#include <QQueue>

#include <algorithm>
#include <cmath>

namespace battlemat {

const Region *RegionMap::region(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.constEnd() ? nullptr : &m_regions.at(*it);
}

namespace {

QRectF boundsOf(const QList<QPointF> &polygon)
{
    double left = polygon.constFirst().x(), right = left;
    double top = polygon.constFirst().y(), bottom = top;
    for (const QPointF &point : polygon) {
        left = std::min(left, point.x());
        right = std::max(right, point.x());
        top = std::min(top, point.y());
        bottom = std::max(bottom, point.y());
    }
    // Grown by the border tolerance, so that regions a pixel apart still meet.
    return QRectF(QPointF(left, top), QPointF(right, bottom)).adjusted(-1, -1, 1, 1);
}

void setMember(QList<qsizetype> &sorted, qsizetype index, bool member)
{
    const auto it = std::lower_bound(sorted.begin(), sorted.end(), index);
    const bool present = it != sorted.end() && *it == index;
    if (member && !present)
        sorted.insert(it, index);
    else if (!member && present)
        sorted.erase(it);
}

} // namespace

quint64 RegionMap::pairKey(qsizetype a, qsizetype b)
{
    return (quint64(std::min(a, b)) << 32) | quint64(std::max(a, b));
}

Status RegionMap::check(Region &region, const QSet<QString> &alsoTaken) const
{
    if (region.id.trimmed().isEmpty())
        return Error{QStringLiteral("a region needs a non-empty id")};
    if (m_index.contains(region.id) || alsoTaken.contains(region.id))
        return Error{QStringLiteral("region id '%1' is used twice").arg(region.id)};
    if (region.polygon.size() < 3)
        return Error{QStringLiteral("region '%1' needs a polygon of at least 3 points, has %2")
                         .arg(region.id)
                         .arg(region.polygon.size())};
    for (const QPointF &point : std::as_const(region.polygon)) {
        if (!std::isfinite(point.x()) || !std::isfinite(point.y()))
            return Error{QStringLiteral("region '%1' has a corner that is not a finite number").arg(region.id)};
    }
    if (region.name.isEmpty())
        region.name = region.id;
    return success();
}

void RegionMap::append(Region region)
{
    m_index.insert(region.id, m_regions.size());
    m_bounds.append(boundsOf(region.polygon));
    m_touching.append(QList<qsizetype>());
    m_adjacency.append(QList<qsizetype>());
    m_regions.append(std::move(region));
}

Status RegionMap::addRegion(Region region)
{
    if (auto checked = check(region, {}); !checked)
        return checked;
    const qsizetype index = m_regions.size();
    append(std::move(region));
    const Region &added = m_regions.constLast();
    for (qsizetype other = 0; other < index; ++other) {
        if (m_bounds.at(index).intersects(m_bounds.at(other)) &&
            shareBorder(added.polygon, m_regions.at(other).polygon)) {
            m_touching[index].append(other);
            m_touching[other].append(index); // the largest index: the list stays sorted
            // A new region has no links yet: touching is adjacent.
            m_adjacency[index].append(other);
            m_adjacency[other].append(index);
        }
    }
    return success();
}

Status RegionMap::addRegions(QList<Region> regions)
{
    QSet<QString> ids;
    for (Region &region : regions) {
        if (auto checked = check(region, ids); !checked)
            return checked;
        ids.insert(region.id);
    }
    const qsizetype firstNew = m_regions.size();
    for (Region &region : regions)
        append(std::move(region));
    QList<QList<QPointF>> polygons;
    polygons.reserve(m_regions.size());
    for (const Region &region : std::as_const(m_regions))
        polygons.append(region.polygon);
    // The bounds test is the one addRegion() makes first; two regions sharing a border always pass it.
    for (const auto &[a, b] : touchingRegions(polygons, firstNew)) {
        if (m_bounds.at(a).intersects(m_bounds.at(b))) {
            m_touching[a].append(b);
            m_touching[b].append(a);
        }
    }
    for (auto &list : m_touching)
        std::sort(list.begin(), list.end());
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
    const qsizetype a = m_index.value(link.first);
    const qsizetype b = m_index.value(link.second);
    m_linked.insert(pairKey(a, b));
    m_links.append(std::move(link));
    updateAdjacency(a, b);
    return success();
}

void RegionMap::removeLink(const QString &first, const QString &second)
{
    if (!contains(first) || !contains(second))
        return;
    const qsizetype a = m_index.value(first);
    const qsizetype b = m_index.value(second);
    if (!m_linked.remove(pairKey(a, b)))
        return;
    m_links.removeIf([&](const RegionLink &link) { return link.connects(first, second); });
    updateAdjacency(a, b);
}

void RegionMap::updateAdjacency(qsizetype a, qsizetype b)
{
    bool joined = m_touching.at(a).contains(b);
    if (m_linked.contains(pairKey(a, b))) {
        if (const auto link = linkBetween(m_regions.at(a).id, m_regions.at(b).id))
            joined = link->joins();
    }
    setMember(m_adjacency[a], b, joined);
    setMember(m_adjacency[b], a, joined);
}

bool RegionMap::touching(const QString &first, const QString &second) const
{
    if (!contains(first) || !contains(second))
        return false;
    return m_touching.at(m_index.value(first)).contains(m_index.value(second));
}

std::optional<RegionLink> RegionMap::linkBetween(const QString &first, const QString &second) const
{
    // Most pairs have no link: the set says so without a walk through the links.
    if (!contains(first) || !contains(second) ||
        !m_linked.contains(pairKey(m_index.value(first), m_index.value(second))))
        return std::nullopt;
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
        setMember(m_adjacency[a], b, link.joins());
        setMember(m_adjacency[b], a, link.joins());
    }
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
