#include "storage/entitykind.h"

namespace battlemat {

QString entityKindName(EntityKind kind)
{
    switch (kind) {
    case EntityKind::Character:
        return QStringLiteral("character");
    case EntityKind::Monster:
        return QStringLiteral("monster");
    case EntityKind::Map:
        return QStringLiteral("map");
    case EntityKind::Encounter:
        return QStringLiteral("encounter");
    case EntityKind::RegionMap:
        return QStringLiteral("regionmap");
    case EntityKind::MonsterTemplate:
        return QStringLiteral("template");
    }
    return {};
}

std::optional<EntityKind> entityKindFromName(const QString &name)
{
    for (EntityKind kind : allEntityKinds) {
        if (entityKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

QString entityTable(EntityKind kind)
{
    return entityKindName(kind) + QLatin1Char('s');
}

} // namespace battlemat
