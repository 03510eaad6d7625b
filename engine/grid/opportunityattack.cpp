#include "grid/opportunityattack.h"

namespace battlemat {

QString OpportunityAttack::reason() const
{
    switch (trigger) {
    case Trigger::LeavesAdjacency:
        return QStringLiteral("leaves a square adjacent to %1 to a square that is not").arg(attackerId);
    case Trigger::RangedAttack:
        return QStringLiteral("makes a ranged attack while adjacent to %1").arg(attackerId);
    case Trigger::FarAttack:
        return QStringLiteral("uses a far power while adjacent to %1").arg(attackerId);
    }
    return {};
}

} // namespace battlemat
