#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "encounter/encounterstate.h"

namespace battlemat {

/**
 * The encounter file (docs/encounter.md): a battle map (inline, or the name of a map file beside it), one stat
 * block per creature of the map, the seed. Gives the state before any command.
 */
Result<EncounterState> encounterFromJson(const QJsonObject &object, const JsonContext &context,
                                         const QString &baseDirectory = {});
Result<EncounterState> readEncounterFile(const QString &fileName);

} // namespace battlemat
