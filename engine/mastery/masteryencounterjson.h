#pragma once

#include "core/jsonreader.h"
#include "mastery/masterystate.h"

namespace battlemat {

/** An encounter file of the mastery-point system (docs/file-formats.md, "Mastery encounter"). */
struct MasteryEncounterFile
{
    MasteryState state; // its roller is seeded from `seed`
    quint64 seed = 1;
};

/**
 * Reads an encounter: settings, the region map (inline under "map", or a file under "mapFile", relative to
 * `baseDirectory`), monster groups and combatants. Refused whole, with what and where.
 */
/**
 * One combatant of an encounter (or a sheet of the campaign's roster, which is the same without a region): id,
 * name, side, monster group (one of state.groups), rank, MP, AP, health, ladder dice, region (one of state.map's,
 * or none). Refused with what and where.
 */
Result<CombatantState> masteryCombatantFromJson(const QJsonValue &value, const MasteryState &state,
                                                const JsonContext &item);

Result<MasteryEncounterFile> masteryEncounterFromJson(const QJsonObject &object, const JsonContext &context,
                                                      const QString &baseDirectory);

} // namespace battlemat
