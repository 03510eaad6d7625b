#pragma once

#include <QString>

#include <optional>

namespace battlemat {

/**
 * A GM's edit of the adjacency between two regions. Touching regions are adjacent by default; a wall separates
 * them, a door, a ladder or an opening joins two regions whether or not their polygons touch.
 */
enum class RegionLinkKind
{
    Wall,    // touching, but no way through
    Opening, // joined although the polygons do not share a border (a gap, an arch, a bridge)
    Door,
    Ladder, // joined; moving along it is climbing
};

QString regionLinkKindName(RegionLinkKind kind);
std::optional<RegionLinkKind> regionLinkKindFromName(const QString &name);

/** An edited connection between regions `first` and `second` (order does not matter). */
struct RegionLink
{
    QString first;
    QString second;
    RegionLinkKind kind = RegionLinkKind::Door;

    bool joins() const { return kind != RegionLinkKind::Wall; }
    bool connects(const QString &a, const QString &b) const
    {
        return (first == a && second == b) || (first == b && second == a);
    }
};

} // namespace battlemat
