#include "grid/edgefeature.h"

namespace battlemat {

std::optional<Side> sideFromName(const QString &name)
{
    if (name == QLatin1String("N"))
        return Side::North;
    if (name == QLatin1String("E"))
        return Side::East;
    if (name == QLatin1String("S"))
        return Side::South;
    if (name == QLatin1String("W"))
        return Side::West;
    return std::nullopt;
}

QString sideName(Side side)
{
    switch (side) {
    case Side::North:
        return QStringLiteral("N");
    case Side::East:
        return QStringLiteral("E");
    case Side::South:
        return QStringLiteral("S");
    case Side::West:
        return QStringLiteral("W");
    }
    return {};
}

std::optional<EdgeFeature> doorStateFromName(const QString &name)
{
    if (name == QLatin1String("open"))
        return EdgeFeature::OpenDoor;
    if (name == QLatin1String("closed"))
        return EdgeFeature::ClosedDoor;
    if (name == QLatin1String("locked"))
        return EdgeFeature::LockedDoor;
    return std::nullopt;
}

QString doorStateName(EdgeFeature door)
{
    switch (door) {
    case EdgeFeature::OpenDoor:
        return QStringLiteral("open");
    case EdgeFeature::ClosedDoor:
        return QStringLiteral("closed");
    case EdgeFeature::LockedDoor:
        return QStringLiteral("locked");
    case EdgeFeature::None:
    case EdgeFeature::Wall:
        break;
    }
    return {};
}

} // namespace battlemat
