#include "mastery/actionkind.h"

namespace battlemat {

QString actionKindName(ActionKind kind)
{
    switch (kind) {
    case ActionKind::Free:
        return QStringLiteral("free");
    case ActionKind::Minor:
        return QStringLiteral("minor");
    case ActionKind::Major:
        return QStringLiteral("major");
    case ActionKind::Exclusive:
        return QStringLiteral("exclusive");
    }
    return {};
}

std::optional<ActionKind> actionKindFromName(const QString &name)
{
    for (ActionKind kind : {ActionKind::Free, ActionKind::Minor, ActionKind::Major, ActionKind::Exclusive}) {
        if (actionKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

} // namespace battlemat
