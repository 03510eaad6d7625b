#include "regions/regionmapcheck.h"

#include "regions/regiongeometry.h"

#include <cmath>

namespace battlemat {

namespace {

QString shown(const Region &region)
{
    return region.name.trimmed().isEmpty() ? QStringLiteral("'%1'").arg(region.id)
                                           : QStringLiteral("'%1'").arg(region.name);
}

} // namespace

Status checkRegionShape(const Region &region)
{
    if (region.id.trimmed().isEmpty())
        return Error{QStringLiteral("a region needs a non-empty id")};
    if (region.name.trimmed().isEmpty())
        return Error{QStringLiteral("region '%1' has no name").arg(region.id)};
    if (region.polygon.size() < 3)
        return Error{
            QStringLiteral("region %1 needs at least 3 corners, has %2").arg(shown(region)).arg(region.polygon.size())};
    for (const QPointF &point : region.polygon) {
        if (!std::isfinite(point.x()) || !std::isfinite(point.y()))
            return Error{QStringLiteral("region %1 has a corner that is not a finite number").arg(shown(region))};
    }
    if (const auto crossing = RegionGeometry::selfIntersection(region.polygon))
        return Error{QStringLiteral("region %1 crosses itself: its edges %2 and %3 meet")
                         .arg(shown(region))
                         .arg(crossing->first + 1)
                         .arg(crossing->second + 1)};
    if (std::abs(RegionGeometry::doubleSignedArea(region.polygon)) / 2 < 1.0)
        return Error{QStringLiteral("region %1 has no area").arg(shown(region))};
    return success();
}

Status checkRegionOnMap(const RegionMap &map, const Region &region)
{
    if (auto shape = checkRegionShape(region); !shape)
        return shape;
    for (const Region &other : map.regions()) {
        if (other.id != region.id && RegionGeometry::overlap(region.polygon, other.polygon))
            return Error{QStringLiteral("region %1 overlaps region %2").arg(shown(region), shown(other))};
    }
    return success();
}

Status checkRegionLink(const RegionMap &map, const RegionLink &link)
{
    const Region *first = map.region(link.first);
    const Region *second = map.region(link.second);
    if (!first)
        return Error{QStringLiteral("no region '%1'").arg(link.first)};
    if (!second)
        return Error{QStringLiteral("no region '%1'").arg(link.second)};
    if (link.first == link.second)
        return Error{QStringLiteral("a link needs two different regions, both are '%1'").arg(link.first)};
    if (!map.touching(link.first, link.second))
        return Error{QStringLiteral("a %1 between %2 and %3 must lie on their shared border, and they share none")
                         .arg(regionLinkKindName(link.kind), shown(*first), shown(*second))};
    return success();
}

Status validateRegionMap(const RegionMap &map)
{
    const QList<Region> &regions = map.regions();
    for (qsizetype i = 0; i < regions.size(); ++i) {
        if (auto shape = checkRegionShape(regions.at(i)); !shape)
            return shape;
        for (qsizetype j = 0; j < i; ++j) {
            if (RegionGeometry::overlap(regions.at(i).polygon, regions.at(j).polygon))
                return Error{
                    QStringLiteral("region %1 overlaps region %2").arg(shown(regions.at(i)), shown(regions.at(j)))};
        }
    }
    for (const RegionLink &link : map.links()) {
        if (auto linked = checkRegionLink(map, link); !linked)
            return linked;
    }
    return success();
}

} // namespace battlemat
