#include "regions/regionlink.h"

namespace battlemat {

QString regionLinkKindName(RegionLinkKind kind)
{
    switch (kind) {
    case RegionLinkKind::Wall:
        return QStringLiteral("wall");
    case RegionLinkKind::Opening:
        return QStringLiteral("opening");
    case RegionLinkKind::Door:
        return QStringLiteral("door");
    case RegionLinkKind::Ladder:
        return QStringLiteral("ladder");
    }
    return {};
}

std::optional<RegionLinkKind> regionLinkKindFromName(const QString &name)
{
    for (RegionLinkKind kind :
         {RegionLinkKind::Wall, RegionLinkKind::Opening, RegionLinkKind::Door, RegionLinkKind::Ladder}) {
        if (regionLinkKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

} // namespace battlemat
