#include "encounter/squarechoices.h"

#include "encounter/addcreaturecommand.h"
#include "encounter/attackrules.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/encountermovement.h"
#include "encounter/powercreature.h"
#include "encounter/triggeroffer.h"
#include "grid/movementrules.h"

#include <QJsonArray>

#include <climits>

namespace battlemat::SquareChoices {

namespace {

/** The hostile creatures able to act that are adjacent to `space`, and the range to the closest hostile one. */
QJsonObject threatAt(const EncounterState &state, const Combatant &mover, const Space &space)
{
    int adjacent = 0;
    int nearest = INT_MAX;
    for (const Combatant &other : state.combatants) {
        if (other.dead || other.id == mover.id || !state.isHostile(mover, other))
            continue;
        const int range = rangeBetween(space, spaceOf(other));
        nearest = std::min(nearest, range);
        if (range == 1 && ConditionRules::canAct(state, other))
            ++adjacent;
    }
    return {{QStringLiteral("adjacentEnemies"), adjacent},
            {QStringLiteral("nearestEnemy"), nearest == INT_MAX ? 0 : nearest}};
}

MoveOptions shiftOptions(int distance)
{
    MoveOptions options;
    options.budget = distance; // N squares of Orcus "Step"
    return options;
}

} // namespace

QList<SquareOption> shift(const EncounterState &state, const QString &moverId, int distance, QJsonObject *from)
{
    const Combatant *mover = state.combatant(moverId);
    if (!mover || mover->dead || distance < 1)
        return {};
    if (from)
        *from = threatAt(state, *mover, spaceOf(*mover));
    // The same refusals as a Step the mover takes itself (EncounterMovement::checkPath): prone, "cannot shift".
    if (ConditionRules::has(state, *mover, QStringLiteral("prone")) || ConditionRules::shiftForbidden(state, *mover))
        return {};
    const auto kept = EncounterGrid::of(state); // held while the grid is used
    const int index = kept->indexOf(moverId);
    if (index < 0)
        return {};
    const auto reach = MovementRules(kept->grid()).reachable(index, MovementMode::Step, shiftOptions(distance));
    if (!reach)
        return {};
    QList<SquareOption> options;
    for (const ReachableSquare &square : *reach) {
        if (square.square == mover->position)
            continue;
        QJsonObject facts = threatAt(state, *mover, Space{square.square, spaceOf(*mover).size});
        facts.insert(QStringLiteral("cost"), square.cost);
        options.append({square.square, facts});
    }
    return options;
}

QList<SquareOption> burstOrigins(const EncounterState &state, const Combatant &user, const CombatPower &power)
{
    if (power.origin != PowerOrigin::Far || power.area != AreaType::Burst || power.burst < 1)
        return {};
    const auto kept = EncounterGrid::of(state); // held while the grid is used
    const EncounterGrid &grid = *kept;
    // Only an origin whose burst reaches a creature can matter: the squares within the burst's size of one.
    QList<Square> candidates;
    QSet<Square> seen;
    for (const Combatant &other : state.combatants) {
        if (other.dead || other.id == user.id || grid.indexOf(other.id) < 0)
            continue;
        const Space space = spaceOf(other);
        for (int y = space.top() - power.burst; y <= space.bottom() + power.burst; ++y) {
            for (int x = space.left() - power.burst; x <= space.right() + power.burst; ++x) {
                const Square square{x, y};
                if (state.grid.contains(square) && !seen.contains(square)) {
                    seen.insert(square);
                    candidates.append(square);
                }
            }
        }
    }
    // The map's order (top to bottom, left to right), so the prompt and a policy's tie see the same list every time.
    std::sort(candidates.begin(), candidates.end(),
              [](Square a, Square b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    QList<SquareOption> options;
    for (const Square &square : std::as_const(candidates)) {
        AttackOptions attack;
        attack.origin = square;
        // Range (least and greatest), line of effect to the origin and the area: the attack's own checks.
        if (!AttackRules::validate(state, grid, user, power, {}, attack).ok())
            continue;
        const auto targets = AttackRules::targetsFor(state, grid, user, power, {}, attack);
        if (!targets || targets->isEmpty())
            continue;
        int enemies = 0, allies = 0;
        double expectedEnemies = 0, expectedAllies = 0;
        for (const QString &id : *targets) {
            const Combatant *target = state.combatant(id);
            if (!target)
                continue;
            const double chance = TriggerOffer::hitPercent(state, user, power, *target, *targets, attack) / 100.0;
            if (state.isHostile(user, *target)) {
                ++enemies;
                expectedEnemies += chance;
            } else {
                ++allies;
                expectedAllies += chance;
            }
        }
        options.append({square,
                        {{QStringLiteral("enemies"), enemies},
                         {QStringLiteral("allies"), allies},
                         {QStringLiteral("expectedEnemies"), expectedEnemies},
                         {QStringLiteral("expectedAllies"), expectedAllies},
                         {QStringLiteral("expected"), expectedEnemies - expectedAllies}}});
    }
    return options;
}

QList<SquareOption> placements(const EncounterState &state, const QString &holderId, const CombatPower &power)
{
    const Combatant *holder = state.combatant(holderId);
    if (!holder || !power.placesCreature())
        return {};
    const Space user = spaceOf(*holder);
    const int size = spaceSquares(
        creatureSizeFromName(power.places.value(QStringLiteral("creature"))[QStringLiteral("size")].toString())
            .value_or(CreatureSize::Medium));
    QList<SquareOption> options;
    // The map's order (top to bottom, left to right), as the prompt lists them and a policy's tie is broken.
    for (int y = user.top() - size; y <= user.bottom() + 1; ++y) {
        for (int x = user.left() - size; x <= user.right() + 1; ++x) {
            const Space space{Square{x, y}, size};
            if (space.overlaps(user) || rangeBetween(space, user) != 1 || !state.grid.contains(space.origin))
                continue;
            const QJsonObject token = PowerCreature::placedToken(state, *holder, power, space.origin);
            const auto placed = AddCreatureCommand::combatantOf(
                token, PowerCreature::placedBlock(power, token.value(QStringLiteral("id")).toString()), state,
                JsonContext(QStringLiteral("places")));
            if (!placed || !AddCreatureCommand::refusal(state, *placed).ok())
                continue;
            options.append({space.origin, threatAt(state, *placed, space)});
        }
    }
    return options;
}

QCoro::Task<bool> moveTo(RulesContext *context, QString moverId, int distance, Square to)
{
    QList<Square> path;
    {
        const auto kept = EncounterGrid::of(context->state()); // held while the grid is used
        const int index = kept->indexOf(moverId);
        if (index < 0)
            co_return false;
        const MovePath found = MovementRules(kept->grid()).path(index, to, MovementMode::Step, shiftOptions(distance));
        if (!found.legal || found.path.size() < 2)
            co_return false;
        path = found.path.mid(1); // EncounterMovement moves along the squares entered, the start excluded
    }
    auto moving = EncounterMovement::move(context, moverId, path, MovementMode::Step);
    co_await moving;
    co_return true;
}

QCoro::Task<std::optional<Square>> askShift(RulesContext *context, QString userId, QString subject, int distance,
                                            QJsonObject details, bool outOfTurn)
{
    QJsonObject from;
    DecisionRequest request{DecisionKind::Square, userId, subject, {}};
    request.squares = shift(context->state(), userId, distance, &from);
    if (request.squares.isEmpty())
        co_return std::nullopt; // nowhere to go: nothing to ask
    details.insert(QStringLiteral("purpose"), QStringLiteral("shift"));
    details.insert(QStringLiteral("distance"), distance);
    details.insert(QStringLiteral("from"), from);
    request.details = details;
    auto asked = outOfTurn ? context->askSquareOutOfTurn(request) : context->askSquare(request);
    co_return co_await asked;
}

} // namespace battlemat::SquareChoices
