#include "grid/movementrules.h"

#include "grid/battlegrid.h"
#include "grid/pathfinder.h"
#include "grid/sightline.h"

#include <climits>

namespace battlemat {

namespace {
int chebyshev(Square a, Square b)
{
    return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

Pathfinder::StepRule ruleFor(MovementMode mode, const MoveOptions &options)
{
    Pathfinder::StepRule rule;
    if (mode == MovementMode::Push)
        rule.kind = Pathfinder::StepRule::Kind::AwayFrom;
    else if (mode == MovementMode::Pull)
        rule.kind = Pathfinder::StepRule::Kind::Toward;
    if (options.origin)
        rule.origin = *options.origin;
    return rule;
}

int directionOf(Square from, Square to)
{
    for (int d = 0; d < 8; ++d) {
        if (from.x + Pathfinder::dx[d] == to.x && from.y + Pathfinder::dy[d] == to.y)
            return d;
    }
    return -1;
}

/** Empty when the step keeps to the push, pull or charge direction, otherwise why not. */
QString directionFault(const Pathfinder::StepRule &rule, MovementMode mode, int size, Square from, Square to)
{
    const Space before{from, size};
    const Space after{to, size};
    switch (rule.kind) {
    case Pathfinder::StepRule::Kind::Any:
        return {};
    case Pathfinder::StepRule::Kind::AwayFrom:
        if (rangeBetween(rule.origin, after) > rangeBetween(rule.origin, before))
            return {};
        break;
    case Pathfinder::StepRule::Kind::Toward:
        if (rangeBetween(rule.origin, after) < rangeBetween(rule.origin, before))
            return {};
        break;
    case Pathfinder::StepRule::Kind::Approach:
        if (chebyshev(to, rule.goal) == chebyshev(from, rule.goal) - 1)
            return {};
        return QStringLiteral("%1,%2 is not one square closer to the end of the charge at %3,%4")
            .arg(to.x)
            .arg(to.y)
            .arg(rule.goal.x)
            .arg(rule.goal.y);
    }
    return QStringLiteral("%1,%2 is not %3 the origin")
        .arg(to.x)
        .arg(to.y)
        .arg(mode == MovementMode::Push ? QStringLiteral("farther from") : QStringLiteral("closer to"));
}
} // namespace

MovementRules::MovementRules(const BattleGrid &grid)
    : m_grid(grid)
{}

Result<int> MovementRules::budget(int creature, MovementMode mode, const MoveOptions &options) const
{
    if (options.budget >= 0)
        return options.budget;
    const MapCreature &c = m_grid.creature(creature);
    switch (mode) {
    case MovementMode::Walk:
    case MovementMode::Run:
    case MovementMode::Charge: {
        const int speed = c.speedFor(options.specialMode);
        if (speed < 0)
            return Error{QStringLiteral("%1 has no %2 speed").arg(c.id, options.specialMode)};
        return mode == MovementMode::Run ? speed + 2 : speed;
    }
    case MovementMode::Step:
        return 1;
    case MovementMode::Teleport:
    case MovementMode::Push:
    case MovementMode::Pull:
    case MovementMode::Shunt:
        if (options.distance <= 0)
            return Error{QStringLiteral("%1 needs a distance of at least 1 square").arg(movementModeName(mode))};
        return options.distance;
    }
    return 0;
}

QRect MovementRules::positionsWithin(const MapCreature &self, int distance) const
{
    // Clamped to the map: a budget far past the map's size looks at the map's squares, not at a window of
    // (2 * budget + 1)^2 squares that lie off it (a reach with a budget of 100000 on a 7 x 4 room ran for a minute).
    // Nothing off the map can be reached or ended on, so the squares found are the same.
    const qint64 size = self.spaceSquares();
    const qint64 left = std::max<qint64>(0, qint64(self.position.x) - distance);
    const qint64 top = std::max<qint64>(0, qint64(self.position.y) - distance);
    const qint64 right = std::min<qint64>(m_grid.grid().width() - size, qint64(self.position.x) + distance);
    const qint64 bottom = std::min<qint64>(m_grid.grid().height() - size, qint64(self.position.y) + distance);
    return QRect(QPoint(int(left), int(top)), QPoint(int(right), int(bottom)));
}

MovePath MovementRules::illegal(const QString &reason) const
{
    MovePath p;
    p.legal = false;
    p.reason = reason;
    return p;
}

Result<Done> MovementRules::checkUnwilling(int creature, MovementMode mode, const MoveOptions &options) const
{
    if (!m_grid.creature(creature).canBeMovedUnwillingly())
        return Error{QStringLiteral("%1 is restrained and cannot be moved").arg(m_grid.creature(creature).id)};
    if ((mode == MovementMode::Push || mode == MovementMode::Pull) && !options.origin)
        return Error{QStringLiteral("%1 needs the origin of the effect").arg(movementModeName(mode))};
    return success();
}

Result<QList<ReachableSquare>> MovementRules::reachable(int creature, MovementMode mode,
                                                        const MoveOptions &options) const
{
    if (mode == MovementMode::Charge)
        return Error{QStringLiteral("a charge goes towards a target; ask for the charge path instead")};
    const auto squares = budget(creature, mode, options);
    if (!squares)
        return squares.error();
    const MapCreature &self = m_grid.creature(creature);
    Pathfinder &finder = m_grid.pathfinder();
    const bool unwilling = isUnwilling(mode);
    const Pathfinder::Mover mover = finder.mover(creature, unwilling, options.specialMode);
    QList<ReachableSquare> result;
    result.append({self.position, 0});
    if (mode == MovementMode::Teleport) {
        // Orcus gives no further limit on teleport destinations than the distance and a space the creature can
        // occupy; immobilized and restrained creatures can still teleport (orcus-gaps-filled.md section 7).
        const int d = *squares;
        const QRect window = positionsWithin(self, d);
        for (int y = window.top(); y <= window.bottom(); ++y) {
            for (int x = window.left(); x <= window.right(); ++x) {
                const Square pos{x, y};
                if (pos == self.position || rangeBetween(self.space(), self.spaceAt(pos)) > d)
                    continue;
                if (finder.canEndAt(mover, pos))
                    result.append({pos, chebyshev(pos, self.position)});
            }
        }
        return result;
    }
    if (unwilling) {
        if (auto ok = checkUnwilling(creature, mode, options); !ok)
            return ok.error();
    } else if (!self.canMoveWillingly()) {
        return result; // immobilized, restrained or unable to act: it stays where it is
    }
    finder.flood(mover, self.position, *squares, ruleFor(mode, options));
    const QRect window = positionsWithin(self, *squares);
    result.reserve(qsizetype(window.width()) * window.height() + 1);
    // The window lies on the map (positionsWithin): every position reached in it, but the start, that it can end in.
    finder.appendReached(mover, self.position, {window.left(), window.top()}, {window.right(), window.bottom()},
                         result);
    return result;
}

MovePath MovementRules::path(int creature, Square to, MovementMode mode, const MoveOptions &options) const
{
    if (mode == MovementMode::Charge)
        return illegal(QStringLiteral("a charge needs a target"));
    const auto squares = budget(creature, mode, options);
    if (!squares)
        return illegal(squares.errorMessage());
    const MapCreature &self = m_grid.creature(creature);
    Pathfinder &finder = m_grid.pathfinder();
    const bool unwilling = isUnwilling(mode);
    const Pathfinder::Mover mover = finder.mover(creature, unwilling, options.specialMode);
    MovePath result;
    if (to == self.position) {
        result.legal = true;
        result.path = {to};
        return result;
    }
    QString why;
    if (!finder.canEndAt(mover, to, &why))
        return illegal(QStringLiteral("%1 cannot end there: %2").arg(self.id, why));

    if (mode == MovementMode::Teleport) {
        const int distance = rangeBetween(self.space(), self.spaceAt(to));
        result.path = {self.position, to};
        result.cost = distance;
        result.squaresMoved = chebyshev(self.position, to);
        result.legal = distance <= *squares;
        if (!result.legal)
            result.reason = QStringLiteral("%1 squares away; the teleport reaches %2").arg(distance).arg(*squares);
        return result;
    }
    if (unwilling) {
        if (auto ok = checkUnwilling(creature, mode, options); !ok)
            return illegal(ok.errorMessage());
        finder.flood(mover, self.position, *squares, ruleFor(mode, options));
        result.cost = finder.costAt(to);
        if (result.cost == Pathfinder::unreached) {
            return illegal(QStringLiteral("%1 cannot be moved there by a %2 of %3 squares")
                               .arg(self.id, movementModeName(mode))
                               .arg(*squares));
        }
        result.path = finder.pathTo(to);
        result.squaresMoved = int(result.path.size()) - 1;
        result.legal = true;
        return result; // unwilling movement never provokes (orcus-gaps-filled.md section 10)
    }
    if (!self.canMoveWillingly())
        return illegal(
            QStringLiteral("%1 cannot move willingly (immobilized, restrained or unable to act)").arg(self.id));

    if (options.safest) {
        int cost = 0;
        const QList<Square> safe = finder.safest(mover, self.position, to, *squares, &cost);
        if (!safe.isEmpty()) {
            result.path = safe;
            result.cost = cost;
            result.legal = true;
            result.squaresMoved = int(safe.size()) - 1;
            if (mode != MovementMode::Step)
                result.provokes = finder.provokedAlong(creature, safe);
            return result;
        }
    }
    const int cost = finder.cheapest(mover, self.position, to, INT_MAX);
    if (cost == Pathfinder::unreached)
        return illegal(QStringLiteral("no path for %1 to %2,%3").arg(self.id).arg(to.x).arg(to.y));
    result.path = finder.pathTo(to);
    result.cost = cost;
    result.squaresMoved = int(result.path.size()) - 1;
    result.legal = cost <= *squares;
    if (!result.legal)
        result.reason = QStringLiteral("needs %1 squares of movement; %2 has %3").arg(cost).arg(self.id).arg(*squares);
    // Orcus "Step": stepping never provokes.
    if (mode != MovementMode::Step)
        result.provokes = finder.provokedAlong(creature, result.path);
    return result;
}

MovePath MovementRules::charge(int creature, int target) const
{
    const MapCreature &self = m_grid.creature(creature);
    const MapCreature &enemy = m_grid.creature(target);
    if (creature == target)
        return illegal(QStringLiteral("a creature cannot charge itself"));
    if (!self.canMoveWillingly())
        return illegal(QStringLiteral("%1 cannot move willingly").arg(self.id));
    const auto speed = budget(creature, MovementMode::Charge);
    if (!speed)
        return illegal(speed.errorMessage());
    Pathfinder &finder = m_grid.pathfinder();
    const Pathfinder::Mover mover = finder.mover(creature, false);
    // Candidate spaces: unoccupied (no other creature at all, Orcus "Charge" says unoccupied) spaces from which
    // the target is within the charger's reach and in its line of effect.
    const int size = self.spaceSquares();
    const int reach = self.reach;
    const Space target_ = enemy.space();
    QList<Square> candidates;
    const SightLine effect(m_grid, SightLine::Kind::Effect);
    int nearest = INT_MAX;
    for (int y = target_.top() - reach - size + 1; y <= target_.bottom() + reach; ++y) {
        for (int x = target_.left() - reach - size + 1; x <= target_.right() + reach; ++x) {
            const Square pos{x, y};
            const Space space{pos, size};
            const int r = rangeBetween(space, target_);
            if (r < 1 || r > reach || !finder.canEnter(mover, pos))
                continue;
            // "From which you can attack": the attack needs line of effect (Orcus "Line of effect").
            if (!effect.clearLine(space, target_))
                continue;
            bool occupied = false;
            for (int sy = y; sy < y + size && !occupied; ++sy) {
                for (int sx = x; sx < x + size && !occupied; ++sx) {
                    m_grid.occupancy().forEachOccupant(sx, sy, [&](int c) { occupied |= c != creature; });
                }
            }
            if (occupied)
                continue;
            const int d = chebyshev(self.position, pos);
            if (d < nearest) {
                nearest = d;
                candidates = {pos};
            } else if (d == nearest) {
                candidates.append(pos);
            }
        }
    }
    if (candidates.isEmpty())
        return illegal(QStringLiteral("no unoccupied space from which %1 can attack %2").arg(self.id, enemy.id));
    // Several spaces tie for nearest: the charger chooses; take the cheapest, then the one provoking least.
    MovePath best;
    best.reason = QStringLiteral("%1 cannot reach the nearest space to attack %2 moving directly towards it within "
                                 "speed %3")
                      .arg(self.id, enemy.id)
                      .arg(*speed);
    for (const Square goal : candidates) {
        Pathfinder::StepRule rule;
        rule.kind = Pathfinder::StepRule::Kind::Approach;
        rule.goal = goal;
        finder.flood(mover, self.position, *speed, rule);
        const int cost = finder.costAt(goal);
        if (cost == Pathfinder::unreached)
            continue;
        MovePath p;
        p.legal = true;
        p.cost = cost;
        p.path = finder.pathTo(goal);
        p.squaresMoved = int(p.path.size()) - 1;
        p.provokes = finder.provokedAlong(creature, p.path);
        if (!best.legal || p.cost < best.cost || (p.cost == best.cost && p.provokes.size() < best.provokes.size()))
            best = p;
    }
    return best;
}

MovePath MovementRules::followUnwilling(int creature, MovementMode mode, const QList<Square> &squares,
                                        const MoveOptions &options) const
{
    if (!isUnwilling(mode))
        return illegal(QStringLiteral("only push, pull and shunt are unwilling movement"));
    if (auto ok = checkUnwilling(creature, mode, options); !ok)
        return illegal(ok.errorMessage());
    const MapCreature &self = m_grid.creature(creature);
    Pathfinder &finder = m_grid.pathfinder();
    const Pathfinder::Mover mover = finder.mover(creature, true);
    const Pathfinder::StepRule rule = ruleFor(mode, options);
    MovePath result;
    result.legal = true;
    QList<Square> walked{self.position};
    Square pos = self.position;
    for (qsizetype i = 0; i < squares.size(); ++i) {
        const Square next = squares.at(i);
        if (options.distance > 0 && i >= options.distance) {
            result.reason =
                QStringLiteral("the %1 moves at most %2 squares").arg(movementModeName(mode)).arg(options.distance);
            break;
        }
        const int dir = directionOf(pos, next);
        if (dir < 0) {
            result.reason =
                QStringLiteral("%1,%2 is not adjacent to %3,%4").arg(next.x).arg(next.y).arg(pos.x).arg(pos.y);
            break;
        }
        if (const QString fault = directionFault(rule, mode, self.spaceSquares(), pos, next); !fault.isEmpty()) {
            result.reason = fault;
            break;
        }
        if (finder.stepCost(mover, pos, dir) == 0) {
            result.reason = QStringLiteral("%1 cannot enter %2,%3").arg(self.id).arg(next.x).arg(next.y);
            break;
        }
        pos = next;
        walked.append(pos);
    }
    // It stops in the last space along the way that it can occupy.
    while (walked.size() > 1 && !finder.canEndAt(mover, walked.constLast()))
        walked.removeLast();
    result.path = walked;
    result.cost = int(walked.size()) - 1;
    result.squaresMoved = result.cost;
    return result;
}

QString MovementRules::whyStepBlocked(const Pathfinder::Mover &mover, Square from, Square to) const
{
    Pathfinder &finder = m_grid.pathfinder();
    if (!finder.insideMap(mover, to))
        return QStringLiteral("the space leaves the map");
    // The squares the space newly enters: blocking terrain or a creature it may not pass. Anything else that
    // stops a step between open squares is an edge: a wall, a locked door or a closed corner.
    const Space before{from, mover.size};
    for (int y = to.y; y < to.y + mover.size; ++y) {
        for (int x = to.x; x < to.x + mover.size; ++x) {
            if (before.contains({x, y}))
                continue;
            if (m_grid.terrain().at(x, y) & mover.blocked)
                return Pathfinder::whyBarred(m_grid.terrain().at(x, y), x, y);
            for (int e = m_grid.occupancy().headEntry(x, y); e >= 0; e = m_grid.occupancy().nextEntry(e)) {
                const int c = m_grid.occupancy().entryCreature(e);
                if (mover.barredBy(c))
                    return QStringLiteral("%1 is a hostile creature in the way").arg(m_grid.creature(c).id);
            }
        }
    }
    return QStringLiteral("a wall, a locked door or a closed corner is in the way from %1,%2").arg(from.x).arg(from.y);
}

MovePath MovementRules::checkPath(int creature, const QList<Square> &squares, MovementMode mode,
                                  const MoveOptions &options) const
{
    const MapCreature &self = m_grid.creature(creature);
    if (squares.isEmpty())
        return illegal(QStringLiteral("the path is empty"));
    if (mode == MovementMode::Teleport) {
        if (squares.size() != 1)
            return illegal(QStringLiteral("a teleport names only its destination"));
        return path(creature, squares.constFirst(), mode, options);
    }
    if (mode == MovementMode::Step && squares.size() != 1)
        return illegal(QStringLiteral("a step moves exactly 1 square"));
    const auto allowed = budget(creature, mode, options);
    if (!allowed)
        return illegal(allowed.errorMessage());
    const bool unwilling = isUnwilling(mode);
    if (unwilling) {
        if (auto ok = checkUnwilling(creature, mode, options); !ok)
            return illegal(ok.errorMessage());
    } else if (!self.canMoveWillingly()) {
        const QString why = self.hasCondition(QStringLiteral("restrained"))    ? QStringLiteral("restrained")
                            : self.hasCondition(QStringLiteral("immobilized")) ? QStringLiteral("immobilized")
                                                                               : QStringLiteral("unable to act");
        return illegal(QStringLiteral("%1 is %2 and cannot move willingly").arg(self.id, why));
    }
    Pathfinder &finder = m_grid.pathfinder();
    const Pathfinder::Mover mover = finder.mover(creature, unwilling, options.specialMode);
    Pathfinder::StepRule rule = ruleFor(mode, options);
    if (mode == MovementMode::Charge) {
        rule.kind = Pathfinder::StepRule::Kind::Approach; // "directly towards" (docs/grid-geometry.md)
        rule.goal = squares.constLast();
    }
    MovePath result;
    result.path.reserve(squares.size() + 1);
    result.path.append(self.position);
    Square pos = self.position;
    for (qsizetype i = 0; i < squares.size(); ++i) {
        const Square next = squares.at(i);
        auto fault = [&](const QString &why) {
            return illegal(QStringLiteral("path[%1] %2,%3: %4").arg(i).arg(next.x).arg(next.y).arg(why));
        };
        const int dir = directionOf(pos, next);
        if (dir < 0)
            return fault(QStringLiteral("does not neighbour %1,%2").arg(pos.x).arg(pos.y));
        const int step = finder.stepCost(mover, pos, dir);
        if (step == 0)
            return fault(whyStepBlocked(mover, pos, next));
        if (const QString wrong = directionFault(rule, mode, mover.size, pos, next); !wrong.isEmpty())
            return fault(wrong);
        result.cost += step;
        pos = next;
        result.path.append(pos);
    }
    QString why;
    if (!finder.canEndAt(mover, pos, &why))
        return illegal(QStringLiteral("%1 cannot end at %2,%3: %4").arg(self.id).arg(pos.x).arg(pos.y).arg(why));
    if (result.cost > *allowed)
        return illegal(QStringLiteral("the path costs %1 squares of movement; %2 has %3 for a %4")
                           .arg(result.cost)
                           .arg(self.id)
                           .arg(*allowed)
                           .arg(movementModeName(mode)));
    result.legal = true;
    result.squaresMoved = int(squares.size());
    // Orcus "Opportunity attacks": steps, teleports and unwilling movement never provoke.
    if (mode == MovementMode::Walk || mode == MovementMode::Run || mode == MovementMode::Charge)
        result.provokes = finder.provokedAlong(creature, result.path);
    return result;
}

QList<OpportunityAttack> MovementRules::provokedByAttack(int attacker, AttackKind kind) const
{
    QList<OpportunityAttack> result;
    if (kind != AttackKind::Ranged && kind != AttackKind::Far)
        return result;
    const MapCreature &self = m_grid.creature(attacker);
    for (int c : m_grid.pathfinder().threateners(attacker)) {
        if (m_grid.adjacent(attacker, c))
            result.append({c, m_grid.creature(c).id, self.position, 0,
                           kind == AttackKind::Ranged ? OpportunityAttack::Trigger::RangedAttack
                                                      : OpportunityAttack::Trigger::FarAttack});
    }
    return result;
}

} // namespace battlemat
