#pragma once

#include "encounter/rulescontext.h"
#include "grid/movementmode.h"
#include "grid/movepath.h"

namespace battlemat {

/**
 * Movement in an encounter (Orcus "Movement and positioning", "Opportunity attacks"): the grid module's
 * MovementRules::checkPath judges the path and lists the opportunity attacks along it; this carries the move out
 * square by square, asks each attacker's controller at the square the mover is about to leave, resolves the
 * attacks before it leaves, and stops the move when one drops, immobilizes or knocks the mover prone.
 */
namespace EncounterMovement {

/**
 * The grid's verdict on a path (squares entered, start excluded) for Walk, Run, Step or Charge. A prone creature
 * must Stand Up first: the rules describe no crawling (docs/encounter.md).
 */
Result<MovePath> checkPath(const EncounterState &state, const QString &moverId, const QList<Square> &path,
                           MovementMode mode, const QString &specialMode = {});
/** A move action and the movement mode it uses ("" walking, "fly", "swim"). */
struct ChosenMove
{
    MovementMode mode = MovementMode::Walk;
    QString specialMode;
};
/**
 * The move a path dragged on the map makes (the window, the CLI's table): Walk before Run (a Run costs -5 to attack
 * and off-guard), and within each walking before flying or swimming (modesToTry), the first the grid allows. A
 * path none allows is a land Run, whose refusal names the fault. step: only a Step, on land or flying.
 */
ChosenMove chooseMove(const EncounterState &state, const QString &moverId, const QList<Square> &path, bool step);
/**
 * Moves along a checked path; returns the squares moved, fewer when an opportunity attack stops the mover.
 * specialMode is the movement mode used ("fly": its speed, and pits crossed; empty: walking).
 */
QCoro::Task<int> move(RulesContext *context, QString moverId, QList<Square> path, MovementMode mode,
                      QString specialMode = {});

} // namespace EncounterMovement
} // namespace battlemat
