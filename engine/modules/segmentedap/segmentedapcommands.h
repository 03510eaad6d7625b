#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "modules/segmentedap/segmentclock.h"
#include "modules/segmentedap/segmentedapsettings.h"

#include <QJsonObject>
#include <QStringList>

namespace battlemat {

/**
 * The segmented action points module's commands as JSON objects ({"type": "act", "combatant": "aldric",
 * "action": "half-attack"}; docs/modules.md, "Segmented action points"), applied to the segment clock. Each
 * answers with the event the log keeps, holding the clock as the table shows it; a refused command changes
 * nothing.
 */
class SegmentedApCommands
{
public:
    static QStringList types();
    static Result<QJsonObject> apply(const QJsonObject &command, const JsonContext &context, SegmentClock &clock,
                                     const SegmentedApSettings &settings);
};

} // namespace battlemat
