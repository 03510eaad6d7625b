#include "table/healthstate.h"

namespace battlemat {

HealthState healthStateOf(int hitPoints, int maxHitPoints)
{
    // Orcus "Dying": dead at a negative value equal to or lower than the staggered value (max 20 dies at -10).
    if (hitPoints <= -staggeredValue(maxHitPoints) && hitPoints < 0)
        return HealthState::Dead;
    if (hitPoints <= 0)
        return HealthState::Dying;
    if (isStaggered(hitPoints, maxHitPoints))
        return HealthState::Staggered;
    return HealthState::Healthy;
}

QString healthStateName(HealthState state)
{
    switch (state) {
    case HealthState::Healthy:
        return QStringLiteral("healthy");
    case HealthState::Staggered:
        return QStringLiteral("staggered");
    case HealthState::Dying:
        return QStringLiteral("dying");
    case HealthState::Dead:
        return QStringLiteral("dead");
    }
    return {};
}

} // namespace battlemat
