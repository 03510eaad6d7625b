#include "encounter/rollreview.h"

namespace battlemat {

QString reviewedRollKindName(ReviewedRollKind kind)
{
    switch (kind) {
    case ReviewedRollKind::Attack:
        return QStringLiteral("attack");
    case ReviewedRollKind::Damage:
        return QStringLiteral("damage");
    case ReviewedRollKind::SavingThrow:
        return QStringLiteral("savingThrow");
    case ReviewedRollKind::Healing:
        return QStringLiteral("healing");
    case ReviewedRollKind::Check:
        return QStringLiteral("check");
    }
    return {};
}

bool ReviewedRoll::fails() const
{
    if (target <= 0)
        return false;
    // Orcus "Attack Rolls": a natural 1 misses and a natural 20 hits whatever the total.
    if (kind == ReviewedRollKind::Attack && (natural == 1 || natural == 20))
        return natural == 1;
    return total < target;
}

} // namespace battlemat
