#pragma once

#include <QString>

#include <optional>

namespace battlemat {

/** A side of a square, as written in map files ("N", "E", "S", "W"). */
enum class Side : quint8
{
    North,
    East,
    South,
    West
};

std::optional<Side> sideFromName(const QString &name);
QString sideName(Side side);

/** What stands on the edge between two squares: a thin wall or a door in one of its states. */
enum class EdgeFeature : quint8
{
    None,
    Wall,       // blocks movement, sight and effect
    OpenDoor,   // blocks nothing
    ClosedDoor, // blocks sight and effect; can be opened, so movement passes (opening is the mover's action)
    LockedDoor, // blocks sight, effect and movement
};

std::optional<EdgeFeature> doorStateFromName(const QString &name);
QString doorStateName(EdgeFeature door);

inline bool isDoor(EdgeFeature f)
{
    return f == EdgeFeature::OpenDoor || f == EdgeFeature::ClosedDoor || f == EdgeFeature::LockedDoor;
}
inline bool edgeBlocksMovement(EdgeFeature f)
{
    return f == EdgeFeature::Wall || f == EdgeFeature::LockedDoor;
}
inline bool edgeBlocksSight(EdgeFeature f)
{
    return f == EdgeFeature::Wall || f == EdgeFeature::ClosedDoor || f == EdgeFeature::LockedDoor;
}
inline bool edgeBlocksEffect(EdgeFeature f)
{
    return edgeBlocksSight(f);
}

} // namespace battlemat
