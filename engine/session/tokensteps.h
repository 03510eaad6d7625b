#pragma once

#include "grid/square.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace battlemat {

class TableSession;

/**
 * What a token dragged on the table means, decided here and not by the window: a combatant of the running
 * encounter moves or is placed by the encounter's commands (it holds the positions), any other token by a map
 * edit. Each is returned as the step's JSON, which TableSession::parseStep reads like any other step.
 */
namespace TokenSteps {

/**
 * Dragged along the squares after its own: a Step when the person asked for one, else the cheapest movement that
 * covers the path (Orcus "Walk", else "Run"); outside a fight the token is moved to the last square.
 */
QJsonObject move(const TableSession &session, const QString &creatureId, const QList<Square> &path, bool step);
/** Dropped on a square in map editing: the encounter's placement during a fight, else a map edit. */
QJsonObject place(const TableSession &session, const QString &creatureId, Square to);

} // namespace TokenSteps
} // namespace battlemat
