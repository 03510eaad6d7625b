#pragma once

#include "core/jsonreader.h"
#include "core/result.h"
#include "encounter/combatpower.h"
#include "encounter/encounterstate.h"

#include <QJsonArray>
#include <QList>

namespace battlemat {

/** The checks most commands share: whose turn it is, what actions are left, and reading squares from JSON. */
namespace CommandChecks {

/** The creature exists, combat is running, it is its turn, and it can act. */
Status requireTurn(const EncounterState &state, const QString &creatureId);
/** As requireTurn, and an action of this kind is left (after trade-downs). */
Status requireAction(const EncounterState &state, const QString &creatureId, ActionKind kind);
Result<QList<Square>> readPath(const QJsonObject &object, const QString &key, const JsonContext &context);
Result<std::optional<Square>> readOptionalSquare(const QJsonObject &object, const QString &key,
                                                 const JsonContext &context);
QJsonArray pathToJson(const QList<Square> &path);
Result<QStringList> readIdList(const QJsonObject &object, const QString &key, const JsonContext &context);

} // namespace CommandChecks
} // namespace battlemat
