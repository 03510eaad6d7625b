#pragma once

#include "grid/space.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace battlemat {

/**
 * The ways a creature changes squares (Orcus "Move actions", "Charge", "Unwilling movement"). Walk, Run, Step and
 * Charge are willing movement and pay for difficult terrain; teleport and the unwilling kinds never provoke.
 */
enum class MovementMode : quint8
{
    Walk,     // up to speed
    Run,      // up to speed + 2
    Step,     // 1 square, never provokes
    Charge,   // directly towards the nearest space from which to attack the target
    Teleport, // to any space within the distance; no path, no provocation
    Push,     // unwilling: every square farther from the origin
    Pull,     // unwilling: every square closer to the origin
    Shunt,    // unwilling: anywhere
};

std::optional<MovementMode> movementModeFromName(const QString &name);
QString movementModeName(MovementMode mode);
inline bool isUnwilling(MovementMode m)
{
    return m == MovementMode::Push || m == MovementMode::Pull || m == MovementMode::Shunt;
}

/**
 * The movement modes a dragged path is tried with, in order: walking (""), then "fly" and "swim" when the creature
 * has them. Only these two change what the grid allows (pits, water); climb and burrow speeds are the table's.
 */
QStringList modesToTry(const QMap<QString, int> &specialModes);

/** What a move needs beyond the creature and the mode. */
struct MoveOptions
{
    QString specialMode;         // "fly", "climb"...: use that mode's speed (Orcus "Walk", "Run")
    int budget = -1;             // squares of movement; -1: from the mode and the creature's speed
    int distance = 0;            // teleport, push, pull, shunt: how many squares
    std::optional<Space> origin; // push and pull: the origin of the effect
    bool safest = false;         // among paths within the budget, fewest opportunity attacks first
};

} // namespace battlemat
