#include "encounter/unwillingmovement.h"

#include "encounter/aurarules.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/encountermovement.h"
#include "grid/falling.h"
#include "grid/movementrules.h"

#include <algorithm>
#include <cmath>

namespace battlemat::UnwillingMovement {

namespace {
bool flies(const Combatant &creature)
{
    return creature.movementModes.value(QStringLiteral("fly"), 0) > 0;
}
QCoro::Task<void> intoPit(RulesContext *context, QString targetId, MovementMode mode, PitDrop drop);
} // namespace

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
    if (flies(*target))
        options.specialMode = QStringLiteral("fly");
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

std::optional<PitDrop> pitDrop(const EncounterState &state, const QString &attackerId, const QString &targetId,
                               MovementMode mode, int distance)
{
    const Combatant *attacker = state.combatant(attackerId);
    const Combatant *target = state.combatant(targetId);
    if (!attacker || !target || flies(*target))
        return std::nullopt;
    const auto kept = EncounterGrid::of(state); // held while the grid is used
    MoveOptions options;
    options.distance = distance;
    options.origin = spaceOf(*attacker);
    return ForcedFall::intoPit(kept->grid(), kept->indexOf(targetId), mode, options);
}

bool pushesIntoPit(const EncounterState &state, const EncounterGrid &grid, const QString &attackerId,
                   const QString &targetId, Square square)
{
    const Combatant *attacker = state.combatant(attackerId);
    const Combatant *target = state.combatant(targetId);
    const int index = grid.indexOf(targetId);
    if (!attacker || !target || index < 0 || flies(*target) ||
        !ForcedFall::overPit(grid.grid(), square, spaceOf(*target).size))
        return false;
    // Judged as if the pit could be entered (ForcedFall's step into a pit): the rest stays the grid's.
    MoveOptions push;
    push.distance = 1;
    push.origin = spaceOf(*attacker);
    push.specialMode = QStringLiteral("fly");
    return MovementRules(grid.grid()).checkPath(index, {square}, MovementMode::Push, push).legal;
}

QCoro::Task<void> fall(RulesContext *context, QString creatureId)
{
    const QString dice = fallingDamage(pitDepthFeet);
    const RollOutcome rolled = context->roll(DiceFormula::parse(dice).value(), creatureId, QStringLiteral("falling"));
    const Combatant &creature = context->creature(creatureId);
    context->record({{QStringLiteral("type"), QStringLiteral("fell")},
                     {QStringLiteral("creature"), creatureId},
                     {QStringLiteral("x"), creature.position.x},
                     {QStringLiteral("y"), creature.position.y},
                     {QStringLiteral("feet"), pitDepthFeet},
                     {QStringLiteral("dice"), dice},
                     {QStringLiteral("amount"), rolled.total}});
    const int before = creature.hp + creature.tempHp;
    auto damage = context->dealDamage(creatureId, rolled.total, QString(), QString(), QStringLiteral("falling"));
    co_await damage;
    const Combatant &landed = context->creature(creatureId);
    if (!landed.dead && landed.hp + landed.tempHp < before &&
        !ConditionRules::has(context->state(), landed, QStringLiteral("prone")))
        context->addEffect(creatureId, QString(),
                           EffectSpec::ofCondition(QStringLiteral("prone"), EffectDuration::UntilResolved));
}

QCoro::Task<void> apply(RulesContext *context, QString attackerId, QString targetId, MovementMode mode, int distance)
{
    if (const std::optional<PitDrop> drop = pitDrop(context->state(), attackerId, targetId, mode, distance)) {
        auto offering = offerPit(context, attackerId, targetId, mode, *drop);
        if (co_await offering)
            co_return;
    }
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

int pitSaveChance(const EncounterState &state, const QString &targetId)
{
    const Combatant *target = state.combatant(targetId);
    const int bonus = (target ? target->saveBonus : 0) + AuraRules::saveModifier(state, targetId);
    return std::clamp(11 + bonus, 0, 20) * 5;
}

QCoro::Task<bool> offerPit(RulesContext *context, QString attackerId, QString targetId, MovementMode mode, PitDrop drop)
{
    // The attacker chooses the squares (orcus-gaps-filled.md section 10); the prompt shows the target's odds.
    const int chance = pitSaveChance(context->state(), targetId);
    DecisionRequest request{DecisionKind::ForcedFall, attackerId, targetId, {}};
    request.details = {
        {QStringLiteral("x"), drop.pit.x}, {QStringLiteral("y"), drop.pit.y}, {QStringLiteral("saveChance"), chance}};
    auto asking = context->ask(request);
    if (!co_await asking)
        co_return false;
    auto dropping = intoPit(context, targetId, mode, drop);
    co_await dropping;
    co_return true;
}

namespace {
QCoro::Task<void> intoPit(RulesContext *context, QString targetId, MovementMode mode, PitDrop drop)
{
    if (!drop.toEdge.isEmpty()) {
        auto moving = EncounterMovement::move(context, targetId, drop.toEdge, mode);
        const int moved = co_await moving;
        const Combatant &mover = context->creature(targetId);
        // An aura on the way may drop it before the edge: nothing is left to fall.
        if (moved < drop.toEdge.size() || mover.dead || !ConditionRules::canAct(context->state(), mover))
            co_return;
    }
    auto saving = context->savingThrow(targetId, QStringLiteral("falling into the pit"));
    const bool saved = co_await saving;
    const Combatant &edge = context->creature(targetId);
    context->record({{QStringLiteral("type"), QStringLiteral("forcedFall")},
                     {QStringLiteral("creature"), targetId},
                     {QStringLiteral("x"), drop.pit.x},
                     {QStringLiteral("y"), drop.pit.y},
                     {QStringLiteral("saved"), saved}});
    if (saved) {
        // "Instead of being forced to fall, it becomes prone adjacent to the edge and the unwilling movement ends."
        if (!ConditionRules::has(context->state(), edge, QStringLiteral("prone")))
            context->addEffect(targetId, QString(),
                               EffectSpec::ofCondition(QStringLiteral("prone"), EffectDuration::UntilResolved));
        co_return;
    }
    // Into the pit: the grid's move (auras entered, grapples broken), then the fall.
    auto entering = EncounterMovement::move(context, targetId, {drop.pit}, mode);
    co_await entering;
    auto falls = fall(context, targetId);
    co_await falls;
}
} // namespace

} // namespace battlemat::UnwillingMovement
