#pragma once

#include "core/result.h"
#include "grid/attackkind.h"
#include "grid/movementmode.h"
#include "grid/movepath.h"
#include "grid/pathfinder.h"

#include <QList>
#include <QRect>

namespace battlemat {

class BattleGrid;

/**
 * Orcus movement as the table needs it while a token is dragged: what a mode lets a creature reach and at what
 * cost, the cheapest or the safest legal path to a square, charges, teleports and unwilling movement, and the
 * opportunity attacks each provokes (Orcus "Move actions", "Charge", "Movement and positioning", "Opportunity
 * attacks"; orcus-gaps-filled.md section 10).
 */
class MovementRules
{
public:
    explicit MovementRules(const BattleGrid &grid);

    /** Squares of movement the mode gives (Walk: speed, Run: speed + 2, Step: 1, others: options.distance). */
    Result<int> budget(int creature, MovementMode mode, const MoveOptions &options = {}) const;
    /** Every top-left square the creature can end this move in, with its cost, start included (cost 0). */
    Result<QList<ReachableSquare>> reachable(int creature, MovementMode mode, const MoveOptions &options = {}) const;
    /** The cheapest legal path (or with options.safest the safest) to the top-left square `to`. */
    MovePath path(int creature, Square to, MovementMode mode, const MoveOptions &options = {}) const;
    /**
     * Orcus "Charge": walk up to speed directly towards the nearest unoccupied space from which the charger can
     * attack target, each step one square closer to it. squaresMoved >= 2 earns the +1.
     */
    MovePath charge(int creature, int target) const;
    /**
     * Unwilling movement along squares the mover chooses (start excluded): it follows them while each step is
     * allowed and stops in the last space the creature can occupy (orcus-gaps-filled.md section 10).
     */
    MovePath followUnwilling(int creature, MovementMode mode, const QList<Square> &squares,
                             const MoveOptions &options) const;
    /**
     * Checks a path the mover names (the squares its top-left square enters, start excluded) for a mode: each step
     * to a neighbouring position, walls, blocking terrain and closed corners for every square of a bigger space,
     * hostile creatures not helpless, difficult terrain (2 squares, ignored by unwilling movement), the budget of
     * the mode, the push / pull / charge direction (a charge goes directly towards the path's last square) and the
     * space it ends in. When legal, `provokes` lists the opportunity attacks along it (Walk, Run and Charge only),
     * each at the square the mover is about to leave, one per creature; otherwise `reason` names the first fault
     * with its index ("path[2] ..."). Teleport takes one square, the destination.
     */
    MovePath checkPath(int creature, const QList<Square> &squares, MovementMode mode,
                       const MoveOptions &options = {}) const;
    /** Ranged and far attacks provoke from adjacent hostile creatures that can see the attacker. */
    QList<OpportunityAttack> provokedByAttack(int attacker, AttackKind kind) const;

private:
    MovePath illegal(const QString &reason) const;
    Result<Done> checkUnwilling(int creature, MovementMode mode, const MoveOptions &options) const;
    QString whyStepBlocked(const Pathfinder::Mover &mover, Square from, Square to) const;
    /** Top-left positions within `distance` squares of the creature's at which its space fits on the map. */
    QRect positionsWithin(const MapCreature &self, int distance) const;

    const BattleGrid &m_grid;
};

} // namespace battlemat
