#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace battlemat {

/** What a campaign keeps, one table each: the game master's prepared material. */
enum class EntityKind
{
    Character,
    Monster,
    Map,
    Encounter,
};

inline const QList<EntityKind> allEntityKinds{EntityKind::Character, EntityKind::Monster, EntityKind::Map,
                                              EntityKind::Encounter};

/** "character", "monster", "map", "encounter": used on the command line and in exchange files. */
QString entityKindName(EntityKind kind);
std::optional<EntityKind> entityKindFromName(const QString &name);
/** The SQL table holding the kind ("characters", ...). */
QString entityTable(EntityKind kind);

} // namespace battlemat
