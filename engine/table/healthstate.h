#pragma once

#include "orcus/staggered.h"

#include <QString>

namespace battlemat {

/** How hurt a creature looks, per Orcus "Staggered" and "Dying": the only health players see of a monster. */
enum class HealthState : quint8
{
    Healthy,
    Staggered, // at or below half its maximum HP (rounded down)
    Dying,     // at 0 HP or below
    Dead,      // at a negative HP value equal to or lower than its staggered value
};

HealthState healthStateOf(int hitPoints, int maxHitPoints);
/** Lower-case name used in JSON and models ("healthy", "staggered", "dying", "dead"). */
QString healthStateName(HealthState state);

} // namespace battlemat
