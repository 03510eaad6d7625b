#pragma once

#include "core/jsonreader.h"
#include "mastery/masterystate.h"

#include <QJsonObject>

namespace battlemat {

/**
 * A mastery encounter's whole state as JSON, for the table session, which keeps it in the mastery ruleset's module
 * state between commands (docs/modules.md, "Mastery points"): the region map, settings, sheets with their action
 * points and MP-recovery flags, monster groups, the turn order and any interruption. The dice are not in it: the
 * ruleset stores its seeded generator beside it.
 */
QJsonObject masteryStateToJson(const MasteryState &state);
/** Reads what masteryStateToJson wrote; the roller is left empty for the caller to set. */
Result<MasteryState> masteryStateFromJson(const QJsonObject &object, const JsonContext &context);

} // namespace battlemat
