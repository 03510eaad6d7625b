#include "mastery/actionkind.h"

namespace battlemat {

QString masteryActionKindName(MasteryActionKind kind)
{
    switch (kind) {
    case MasteryActionKind::Free:
        return QStringLiteral("free");
    case MasteryActionKind::Minor:
        return QStringLiteral("minor");
    case MasteryActionKind::Major:
        return QStringLiteral("major");
    case MasteryActionKind::Exclusive:
        return QStringLiteral("exclusive");
    }
    return {};
}

std::optional<MasteryActionKind> masteryActionKindFromName(const QString &name)
{
    for (MasteryActionKind kind :
         {MasteryActionKind::Free, MasteryActionKind::Minor, MasteryActionKind::Major, MasteryActionKind::Exclusive}) {
        if (masteryActionKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

} // namespace battlemat
