#pragma once

#include "encounter/rulescontext.h"

namespace battlemat {

enum class MoveMode : quint8
{
    Walk,
    Run,
    Step,
    Charge,
    Push, // unwilling: no opportunity attacks, difficult terrain ignored (orcus-gaps-filled.md section 10)
};

QString moveModeName(MoveMode mode);

/**
 * Movement on the grid per Orcus "Movement and positioning": paths square by square, difficult terrain, walls and
 * blocking terrain, occupied spaces, speed; and the opportunity attacks a move provokes, each resolved right before
 * the mover leaves the square (Orcus "Opportunity attacks"). Interim path checks until the grid module's are
 * wired in.
 */
namespace EncounterMovement {

/** The squares moved into must each neighbour the previous one; returns the movement cost in squares. */
Result<int> validatePath(const EncounterState &state, const Combatant &mover, const QList<Square> &path, MoveMode mode);
/** The movement allowed by the mode: speed, speed + 2, 1. */
int allowance(const EncounterState &state, const Combatant &mover, MoveMode mode);
/** Moves along a validated path; stops early when an opportunity attack drops or immobilizes the mover. */
QCoro::Task<int> move(RulesContext *context, QString moverId, QList<Square> path, MoveMode mode);

} // namespace EncounterMovement
} // namespace battlemat
