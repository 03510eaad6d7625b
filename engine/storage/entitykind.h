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
    RegionMap,       // schema 4: region maps for the mastery-point rules, several per campaign
    MonsterTemplate, // schema 6: the monster templates of an imported monster file ("Monster Templates")
};

inline const QList<EntityKind> allEntityKinds{EntityKind::Character, EntityKind::Monster,
                                              EntityKind::Map,       EntityKind::Encounter,
                                              EntityKind::RegionMap, EntityKind::MonsterTemplate};

/** "character", "monster", "map", "encounter", "regionmap", "template": used on the command line and in exchange files.
 */
QString entityKindName(EntityKind kind);
std::optional<EntityKind> entityKindFromName(const QString &name);
/** The SQL table holding the kind ("characters", ..., "regionmaps"). */
QString entityTable(EntityKind kind);

} // namespace battlemat
