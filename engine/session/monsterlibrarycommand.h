#pragma once

#include "core/jsonreader.h"
#include "monsters/templaterecord.h"
#include "orcus/statblock.h"
#include "session/tablecommand.h"
#include "storage/entitykind.h"

#include <memory>

namespace battlemat {

class CampaignStore;

/**
 * "monster.put": monsters stored in the campaign's library as one step of the table session, new or replacing the
 * block of the same id: an edited monster (Encounter > Monster library > Edit), a template applied, a new level, a
 * new or duplicated monster, an imported file's blocks. Every block is checked as a monster's stat block when the
 * step is read (the field at fault named), so the library never holds one the encounter cannot load. Undo is the
 * session's: it restores the library as it was (an edit's old numbers; a new monster gone). An imported file's monster
 * templates ride in the same step ("templates": templateToJson each, their text read again by the template parser),
 * so one Undo takes the whole import back.
 */
class MonsterLibraryCommand final : public TableCommand
{
public:
    static Result<std::shared_ptr<MonsterLibraryCommand>> fromJson(const QJsonObject &step, const JsonContext &where);
    static std::shared_ptr<MonsterLibraryCommand> put(const QList<StatBlock> &monsters,
                                                      const QList<MonsterTemplateRecord> &templates = {});
    QJsonObject toJson() const override;
    Result<QList<QJsonObject>> apply(TableState &state) const override;

private:
    MonsterLibraryCommand(QList<QJsonObject> monsters, QList<QJsonObject> templates)
        : m_monsters(std::move(monsters))
        , m_templates(std::move(templates))
    {}
    QList<QJsonObject> m_monsters;  // as statBlockToJson writes them
    QList<QJsonObject> m_templates; // as templateToJson writes them
};

/** Whether "type" names a step of the campaign's monster library ("monster.put"). */
bool isMonsterLibraryType(const QString &type);

/** The campaign's own monsters (or templates, or heroes' sheets: EntityKind::Character) by id, as stored. */
Result<QMap<QString, QJsonObject>> loadLibraryMonsters(const CampaignStore &store,
                                                       EntityKind kind = EntityKind::Monster);
/** Writes the monsters (or templates) that differ between before and after (new, changed, removed); the caller's
 *  transaction. */
Status storeLibraryMonsters(CampaignStore &store, const QMap<QString, QJsonObject> &before,
                            const QMap<QString, QJsonObject> &after, EntityKind kind = EntityKind::Monster);

} // namespace battlemat
