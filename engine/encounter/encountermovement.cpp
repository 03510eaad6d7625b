#include "encounter/encountermovement.h"

#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"
#include "encounter/spacegeometry.h"

#include <QJsonArray>

namespace battlemat {

QString moveModeName(MoveMode mode)
{
    switch (mode) {
    case MoveMode::Walk:
        return QStringLiteral("walk");
    case MoveMode::Run:
        return QStringLiteral("run");
    case MoveMode::Step:
        return QStringLiteral("step");
    case MoveMode::Charge:
        return QStringLiteral("charge");
    case MoveMode::Push:
        return QStringLiteral("push");
    }
    return {};
}

namespace EncounterMovement {

namespace {

QString squareText(Square s)
{
    return QStringLiteral("(%1,%2)").arg(s.x).arg(s.y);
}

/** The creatures other than the mover whose space overlaps the mover's space placed at this square. */
QList<const Combatant *> occupants(const EncounterState &state, const Combatant &mover, Square topLeft)
{
    QList<const Combatant *> found;
    const int side = spaceSquares(mover.size);
    for (const Combatant &other : state.combatants) {
        if (other.id == mover.id || other.dead)
            continue;
        if (SpaceGeometry::distance(topLeft, side, other.position, spaceSquares(other.size)) == 0)
            found << &other;
    }
    return found;
}

} // namespace

int allowance(const EncounterState &state, const Combatant &mover, MoveMode mode)
{
    switch (mode) {
    case MoveMode::Walk:
    case MoveMode::Charge:
        return ConditionRules::speed(state, mover);
    case MoveMode::Run:
        return ConditionRules::speed(state, mover) + 2;
    case MoveMode::Step:
        return 1;
    case MoveMode::Push:
        return 1000;
    }
    return 0;
}

Result<int> validatePath(const EncounterState &state, const Combatant &mover, const QList<Square> &path, MoveMode mode)
{
    if (path.isEmpty())
        return Error{QStringLiteral("the path is empty")};
    if (mode != MoveMode::Push) {
        if (ConditionRules::has(state, mover, QStringLiteral("immobilized")))
            return Error{QStringLiteral("%1 is immobilized and cannot move from its space").arg(mover.id)};
        // The rules give no crawling; a prone creature stands up first (docs/encounter.md).
        if (ConditionRules::has(state, mover, QStringLiteral("prone")))
            return Error{QStringLiteral("%1 is prone: Stand Up first").arg(mover.id)};
    }
    const int side = spaceSquares(mover.size);
    Square from = mover.position;
    int cost = 0;
    for (qsizetype i = 0; i < path.size(); ++i) {
        const Square to = path[i];
        const int dx = to.x - from.x, dy = to.y - from.y;
        if (std::max(std::abs(dx), std::abs(dy)) != 1)
            return Error{
                QStringLiteral("path[%1] %2 does not neighbour %3").arg(i).arg(squareText(to), squareText(from))};
        bool difficult = false;
        for (const Square s : SpaceGeometry::spaceAt(from, side)) {
            const Square next{s.x + dx, s.y + dy};
            if (!state.grid.contains(next))
                return Error{QStringLiteral("path[%1] %2 leaves the map").arg(i).arg(squareText(to))};
            if (!SpaceGeometry::stepAllowed(state.grid, s, next))
                return Error{QStringLiteral("path[%1]: cannot move from %2 to %3 (wall or blocking terrain)")
                                 .arg(i)
                                 .arg(squareText(from), squareText(to))};
            difficult = difficult || state.grid.terrain(next) == Terrain::Difficult;
        }
        for (const Combatant *other : occupants(state, mover, to)) {
            // Orcus "Occupied spaces": through allies, and through enemies only when they are helpless.
            if (state.isHostile(mover, *other) && !ConditionRules::has(state, *other, QStringLiteral("helpless")))
                return Error{QStringLiteral("path[%1] %2: %3 is a hostile creature in the way")
                                 .arg(i)
                                 .arg(squareText(to), other->id)};
        }
        cost += (difficult && mode != MoveMode::Push) ? 2 : 1;
        from = to;
    }
    for (const Combatant *other : occupants(state, mover, from)) {
        if (!ConditionRules::has(state, *other, QStringLiteral("prone")))
            return Error{QStringLiteral("cannot end the move in %1's space").arg(other->id)};
    }
    if (mode == MoveMode::Step && path.size() != 1)
        return Error{QStringLiteral("a step moves exactly 1 square")};
    const int allowed = allowance(state, mover, mode);
    // Stepping moves one square whatever the terrain (Orcus "Step" names no cost).
    if (mode != MoveMode::Step && cost > allowed)
        return Error{QStringLiteral("the path costs %1 squares of movement; %2 has %3 for a %4")
                         .arg(cost)
                         .arg(mover.id)
                         .arg(allowed)
                         .arg(moveModeName(mode))};
    return cost;
}

QCoro::Task<int> move(RulesContext *context, QString moverId, QList<Square> path, MoveMode mode)
{
    EncounterState &state = context->state();
    const bool provokes = mode == MoveMode::Walk || mode == MoveMode::Run || mode == MoveMode::Charge;
    QJsonArray walked;
    QString stopped;
    int moved = 0;
    for (const Square to : path) {
        Combatant *mover = state.combatant(moverId);
        if (provokes) {
            // Orcus "Opportunity attacks": leaving adjacency to a hostile creature provokes; the attack happens
            // before the mover leaves its square.
            QStringList leaving;
            const Square here = mover->position;
            for (const Combatant &other : state.combatants) {
                if (other.id == moverId || other.dead || !state.isHostile(*mover, other) ||
                    !SpaceGeometry::adjacent(*mover, other))
                    continue;
                const int after =
                    SpaceGeometry::distance(to, spaceSquares(mover->size), other.position, spaceSquares(other.size));
                if (after > 1)
                    leaving << other.id;
            }
            if (!leaving.isEmpty()) {
                auto provoked = AttackRules::provokeFromAdjacent(context, moverId, leaving, here);
                co_await provoked;
            }
            mover = state.combatant(moverId);
            if (mover->dead || !ConditionRules::canAct(state, *mover))
                stopped = QStringLiteral("dropped");
            else if (ConditionRules::has(state, *mover, QStringLiteral("immobilized")))
                stopped = QStringLiteral("immobilized");
            else if (ConditionRules::has(state, *mover, QStringLiteral("prone")))
                stopped = QStringLiteral("knocked prone");
            if (!stopped.isEmpty())
                break;
        }
        mover->position = to;
        ++moved;
        walked.append(QJsonArray{to.x, to.y});
        // Orcus "Grapple": a grappler that moves away from the creature it holds ends the grapple.
        for (const ActiveEffect &effect : QList<ActiveEffect>(state.effects)) {
            if (effect.spec.condition != QLatin1String("grappled"))
                continue;
            const bool holder = effect.source == moverId, held = effect.target == moverId;
            if (!holder && !held)
                continue;
            const Combatant *other = state.combatant(holder ? effect.target : effect.source);
            if (other && !SpaceGeometry::adjacent(*state.combatant(moverId), *other))
                context->endEffect(effect.id, QStringLiteral("moved apart"));
        }
        // Slowed in the middle of a move: the move ends once 2 squares are done (orcus-gaps-filled.md section 7).
        if (mode != MoveMode::Push && moved >= 2 && moved < path.size() &&
            ConditionRules::has(state, *mover, QStringLiteral("slowed"))) {
            stopped = QStringLiteral("slowed");
            break;
        }
    }
    Combatant *mover = state.combatant(moverId);
    if (mode != MoveMode::Push)
        mover->squaresMovedThisTurn += moved;
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("moved")}, {QStringLiteral("creature"), moverId},
                      {QStringLiteral("mode"), moveModeName(mode)},      {QStringLiteral("path"), walked},
                      {QStringLiteral("x"), mover->position.x},          {QStringLiteral("y"), mover->position.y}};
    if (!stopped.isEmpty())
        event.insert(QStringLiteral("stopped"), stopped);
    context->record(event);
    co_return moved;
}

} // namespace EncounterMovement
} // namespace battlemat
