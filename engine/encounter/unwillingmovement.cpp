#include "encounter/unwillingmovement.h"

#include "encounter/encountergrid.h"
#include "encounter/encountermovement.h"
#include "grid/movementrules.h"

#include <cmath>

namespace battlemat::UnwillingMovement {

QList<Square> chosenPath(const EncounterState &state, const QString &attackerId, const QString &targetId,
                         MovementMode mode, int distance)
{
    const Combatant *attacker = state.combatant(attackerId);
    const Combatant *target = state.combatant(targetId);
    const auto kept = EncounterGrid::of(state); // held while the grid is used
    const EncounterGrid &grid = *kept;
    const int index = grid.indexOf(targetId);
    if (!attacker || !target || index < 0)
        return {};
    const Space from = spaceOf(*attacker);
    MoveOptions options;
    options.distance = distance;
    options.origin = from;
    const MovementRules rules(grid.grid());
    auto reachable = rules.reachable(index, mode, options);
    if (!reachable)
        return {};
    const int size = spaceOf(*target).size;
    // Straightest: the least sideways from the line through the attacker's and the target's centres.
    const double fromX = from.left() + from.size / 2.0, fromY = from.top() + from.size / 2.0;
    const double lineX = target->position.x + size / 2.0 - fromX, lineY = target->position.y + size / 2.0 - fromY;
    const double length = std::max(1e-9, std::hypot(lineX, lineY));
    const int sign = mode == MovementMode::Pull ? -1 : 1;
    std::optional<ReachableSquare> best;
    int bestRange = 0;
    double bestSideways = 0;
    for (const ReachableSquare &end : *reachable) {
        if (end.square == target->position)
            continue;
        const int range = sign * rangeBetween(from, Space{end.square, size});
        const double dx = end.square.x + size / 2.0 - fromX, dy = end.square.y + size / 2.0 - fromY;
        const double sideways = std::abs(lineX * dy - lineY * dx) / length;
        if (!best || range > bestRange || (range == bestRange && sideways < bestSideways)) {
            best = end;
            bestRange = range;
            bestSideways = sideways;
        }
    }
    if (!best)
        return {};
    const MovePath path = rules.path(index, best->square, mode, options);
    if (!path.legal || path.path.size() < 2)
        return {};
    return path.path.mid(1);
}

QCoro::Task<void> apply(RulesContext *context, QString attackerId, QString targetId, MovementMode mode, int distance)
{
    const QList<Square> path = chosenPath(context->state(), attackerId, targetId, mode, distance);
    if (path.isEmpty()) {
        context->record({{QStringLiteral("type"), QStringLiteral("forcedMovementBlocked")},
                         {QStringLiteral("target"), targetId},
                         {QStringLiteral("mode"), movementModeName(mode)},
                         {QStringLiteral("reason"), QStringLiteral("no square the grid allows")}});
        co_return;
    }
    auto moving = EncounterMovement::move(context, targetId, path, mode);
    co_await moving;
}

} // namespace battlemat::UnwillingMovement
