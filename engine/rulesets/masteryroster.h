#pragma once

#include "core/jsonreader.h"
#include "mastery/masterycombatant.h"

#include <QJsonObject>
#include <QList>

namespace battlemat {

/**
 * The campaign's mastery characters and monsters (issue #22): sheets whose statistics are ladder dice (REF and
 * whatever abilities, skills and equipment the game master names), rank, Mastery Points, action points per turn
 * and health, and the monster groups that pool their members' MPs ("Mastery Points"). Defaults are those of
 * ../shared/rules/README.md, "Known unknowns": 3 AP per turn, MP = rank, rank 1 to 5.
 *
 * They are kept in the mastery ruleset's table state under "roster" ({"sheets": [...], "groups": [...]}, in the
 * order they were made), so they are stored in the campaign file with the ruleset's state and every change is an
 * undoable session step: "mastery.saveSheet", "mastery.removeSheet", "mastery.saveGroup", "mastery.removeGroup".
 * A sheet is an encounter's combatant without a region (docs/file-formats.md, "Mastery encounter"), read by the
 * same function; "mastery.setup" takes sheets into a fight by id ("roster": ["aldric", ...]).
 */
namespace MasteryRoster {

QStringList commandNames(); // without the prefix: saveSheet, removeSheet, saveGroup, removeGroup

/** The roster read: every sheet with its defaults filled in, and the groups. */
struct Read
{
    QList<MasteryCombatant> sheets;
    QList<MonsterGroup> groups;
};
/** Reads the whole roster (apPerTurn: the campaign's setting, for sheets without their own); names what is wrong. */
Result<Read> read(const QJsonObject &moduleState, int apPerTurn);

QList<QJsonObject> sheets(const QJsonObject &moduleState);
QList<QJsonObject> groups(const QJsonObject &moduleState);

/** Checks a step's fields when it is read (the sheet or group as a whole is checked when applied). */
Status checkStep(const QString &name, const QJsonObject &step, const JsonContext &where);
/** Applies one roster step to the ruleset's state; its events, or the reason it is refused (state untouched). */
Result<QList<QJsonObject>> apply(const QString &name, const QJsonObject &step, QJsonObject &moduleState, int apPerTurn,
                                 const JsonContext &where);

/** The encounter with the sheets its "roster" names added to its combatants, and their groups to its groups. */
Result<QJsonObject> withRoster(QJsonObject encounter, const QJsonObject &moduleState, const JsonContext &where);

} // namespace MasteryRoster

} // namespace battlemat
