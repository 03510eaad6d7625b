#pragma once

#include "core/jsonreader.h"
#include "orcus/statblock.h"
#include "session/tablecommand.h"

#include <memory>

namespace battlemat {

class CampaignStore;

/**
 * "monster.put": monsters stored in the campaign's library as one step of the table session, new or replacing the
 * block of the same id: an edited monster (Encounter > Monster library > Edit), a template applied, a new level, a
 * new or duplicated monster, an imported file's blocks. Every block is checked as a monster's stat block when the
 * step is read (the field at fault named), so the library never holds one the encounter cannot load. Undo is the
 * session's: it restores the library as it was (an edit's old numbers; a new monster gone).
 */
class MonsterLibraryCommand final : public TableCommand
{
public:
    static Result<std::shared_ptr<MonsterLibraryCommand>> fromJson(const QJsonObject &step, const JsonContext &where);
    static std::shared_ptr<MonsterLibraryCommand> put(const QList<StatBlock> &monsters);
    QJsonObject toJson() const override;
    Result<QList<QJsonObject>> apply(TableState &state) const override;

private:
    explicit MonsterLibraryCommand(QList<QJsonObject> monsters)
        : m_monsters(std::move(monsters))
    {}
    QList<QJsonObject> m_monsters; // as statBlockToJson writes them
};

/** Whether "type" names a step of the campaign's monster library ("monster.put"). */
bool isMonsterLibraryType(const QString &type);

/** The campaign's own monsters by id, as stored. */
Result<QMap<QString, QJsonObject>> loadLibraryMonsters(const CampaignStore &store);
/** Writes the monsters that differ between before and after (new, changed, removed); the caller's transaction. */
Status storeLibraryMonsters(CampaignStore &store, const QMap<QString, QJsonObject> &before,
                            const QMap<QString, QJsonObject> &after);

} // namespace battlemat
