#pragma once

#include "core/jsonreader.h"
#include "session/tablecommand.h"
#include "sheet/herocharacter.h"

#include <memory>

namespace battlemat {

/**
 * "hero.put": heroes' character sheets stored in the campaign as one step of the table session, new (a hero file
 * imported) or replacing the sheet of the same id (the sheet window saved). Every sheet is read as the hero file
 * format reads one (docs/file-formats.md "Hero"; the field at fault named), so the campaign never holds a sheet the
 * table cannot load. Undo is the session's: the sheet as it was, an imported hero gone. What a running fight keeps
 * on a fighting hero's sheet (damage taken, recoveries spent, action points) is the fight's: the window first gives
 * the sheet's numbers to the fight (its setHitPoints), so both agree when this step stores the rest.
 */
class HeroSheetCommand final : public TableCommand
{
public:
    static Result<std::shared_ptr<HeroSheetCommand>> fromJson(const QJsonObject &step, const JsonContext &where);
    static std::shared_ptr<HeroSheetCommand> put(const QList<HeroCharacter> &heroes);
    QJsonObject toJson() const override;
    Result<QList<QJsonObject>> apply(TableState &state) const override;

private:
    explicit HeroSheetCommand(QList<QJsonObject> sheets)
        : m_sheets(std::move(sheets))
    {}
    QList<QJsonObject> m_sheets; // as heroCharacterToJson writes them
};

/** Whether "type" names a step of the campaign's heroes ("hero.put"). */
bool isHeroSheetType(const QString &type);

/**
 * Takes a "hero.put" event of the table's log back on the table as it is after it, from the event's "inverse" (the
 * sheets as they were, the heroes it added): how a campaign opened again can still undo a sheet saved before. Refused,
 * nothing changed, when the inverse does not read or a sheet is no longer the one the step stored (a fight on another
 * map or a script wrote to it since): restoring it would throw that away.
 */
Status undoHeroSheetEvent(TableState &state, const QJsonObject &event, const JsonContext &where);

} // namespace battlemat
