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
    }
    return {};
}

} // namespace battlemat
