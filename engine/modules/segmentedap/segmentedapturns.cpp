#include "segmentedapturns.h"

#include "encounter/conditionrules.h"
#include "encounter/rulescontext.h"
#include "modules/segmentedap/segmentclock.h"

#include <QJsonArray>

namespace battlemat {

namespace {

const QString moduleId = QStringLiteral("segmentedAp");

/** The running clock in the modules' working copy, or nothing (no clock, not started, or a replay). */
std::optional<SegmentClock> runningClock(const RollReviews *hooks)
{
    if (!hooks || !hooks->modules || !hooks->modules->contains(moduleId))
        return std::nullopt;
    auto clock = SegmentClock::fromJson(hooks->modules->value(moduleId).value(QStringLiteral("clock")).toObject(),
                                        JsonContext(QStringLiteral("segmentedAp.clock")));
    if (!clock || !clock->started())
        return std::nullopt;
    return *clock;
}

void keep(const RollReviews *hooks, const SegmentClock &clock)
{
    QJsonObject state = hooks->modules->value(moduleId);
    state.insert(QStringLiteral("clock"), clock.toJson());
    hooks->modules->insert(moduleId, state);
}

/** "Getting knocked out reduces it to zero. Getting stunned ... reduces the current AP total to 0." */
void resetOutOfAction(SegmentClock &clock, const EncounterState &state)
{
    for (const SegmentedCombatant &entry : clock.combatants()) {
        const Combatant *creature = state.combatant(entry.id);
        if (!creature || (entry.primary == 0 && entry.secondary == 0))
            continue;
        if (creature->knockedOut || creature->isDying() || creature->dead)
            clock.reset(entry.id, SegmentedReset::KnockedOut);
        else if (ConditionRules::has(state, *creature, QStringLiteral("stunned")))
            clock.reset(entry.id, SegmentedReset::Stunned);
    }
}

bool attackedBy(const QList<QJsonObject> &events, const QString &actor)
{
    for (const QJsonObject &event : events) {
        if (event.value(QStringLiteral("type")).toString() == QLatin1String("attack") &&
            event.value(QStringLiteral("attacker")).toString() == actor)
            return true;
    }
    return false;
}

/** The creatures other than the actor that attacked out of turn in this command (opportunity, counter, reaction). */
QStringList outOfTurnAttackers(const QList<QJsonObject> &events, const QString &actor)
{
    QStringList ids;
    for (const QJsonObject &event : events) {
        const QString type = event.value(QStringLiteral("type")).toString();
        QString id;
        if (type == QLatin1String("opportunityAttack"))
            id = event.value(QStringLiteral("attacker")).toString();
        else if (type == QLatin1String("counter") || type == QLatin1String("triggeredPower"))
            id = event.value(QStringLiteral("creature")).toString();
        if (!id.isEmpty() && id != actor)
            ids.append(id);
    }
    return ids;
}

SegmentedActionRequest outOfTurnAttack()
{
    SegmentedActionRequest request;
    request.kind = SegmentedActionKind::HalfPhaseAttack;
    return request;
}

/** The squares the actor's moves of this command covered (each "moved" event's path). */
int squaresMoved(const QList<QJsonObject> &events, const QString &actor)
{
    int squares = 0;
    for (const QJsonObject &event : events) {
        if (event.value(QStringLiteral("type")).toString() == QLatin1String("moved") &&
            event.value(QStringLiteral("creature")).toString() == actor)
            squares += int(event.value(QStringLiteral("path")).toArray().size());
    }
    return squares;
}

} // namespace

QCoro::Task<int> SegmentedApTurns::review(ReviewedRoll roll, RulesContext *context)
{
    Q_UNUSED(roll)
    Q_UNUSED(context)
    co_return 0;
}

void SegmentedApTurns::roundStarted(int round, RulesContext *context)
{
    Q_UNUSED(round)
    if (!m_settings.clockDrivesEncounter)
        return;
    auto clock = runningClock(context->reviews());
    if (!clock)
        return;
    // Each round of the encounter is the clock's next segment.
    clock->nextSegment();
    resetOutOfAction(*clock, context->state());
    keep(context->reviews(), *clock);
}

Status SegmentedApTurns::commandApplied(const QString &actor, const ActionBudget &before, RulesContext *context)
{
    if (!m_settings.clockDrivesEncounter)
        return success();
    auto clock = runningClock(context->reviews());
    if (!clock)
        return success();
    const EncounterState &state = context->state();
    const bool onClock = bool(clock->combatant(actor));
    // The command that ended the turn (the budget is the next creature's now) costs nothing on the clock.
    if (onClock && state.current == actor) {
        const ActionBudget &after = state.budget;
        const bool standard = after.standard() < before.standard();
        const bool move = after.move() < before.move();
        const bool swift = after.swift() < before.swift();
        const int speed = clock->combatant(actor)->speed;
        const auto refuse = [](const QString &why) { return Error{QStringLiteral("segment clock: %1").arg(why)}; };
        if (move) {
            const SegmentedCombatant entry = *clock->combatant(actor);
            // A sprint declared this segment doubles what each point moves (SegmentedFightCommand).
            auto moved = clock->move(actor, entry.movedSecondary, entry.sprinting);
            if (!moved)
                return refuse(moved.errorMessage());
            const int squares = squaresMoved(context->events(), actor);
            if (squares > moved->squares) {
                return refuse(QStringLiteral("a point moves %1 %2 square(s) this segment, not %3")
                                  .arg(actor)
                                  .arg(moved->squares)
                                  .arg(squares));
            }
        }
        if (standard) {
            const bool attack = attackedBy(context->events(), actor);
            SegmentedActionRequest request;
            request.kind = attack ? SegmentedActionKind::HalfPhaseAttack : SegmentedActionKind::HalfPhaseAction;
            request.speed = speed;
            auto acted = clock->act(actor, request);
            if (!acted)
                return refuse(acted.errorMessage());
        } else if (swift) {
            if (auto zero = clock->zeroPhaseAction(actor); !zero)
                return refuse(zero.errorMessage());
        }
    }
    // Out of their turns: each opportunity attack, counter or reaction is a 1/2 phase attack of its attacker,
    // paid like one and resetting its points (mayActOutOfTurn let only those that can pay be offered).
    for (const QString &id : outOfTurnAttackers(context->events(), actor)) {
        if (!clock->combatant(id))
            continue;
        if (auto paid = clock->act(id, outOfTurnAttack()); !paid)
            return Error{QStringLiteral("segment clock: %1").arg(paid.errorMessage())};
    }
    resetOutOfAction(*clock, state);
    keep(context->reviews(), *clock);
    return success();
}

bool SegmentedApTurns::mayRefuseCommands(const RollReviews &hooks) const
{
    return m_settings.clockDrivesEncounter && runningClock(&hooks).has_value();
}

Status SegmentedApTurns::mayActOutOfTurn(const QString &creature, RulesContext *context)
{
    if (!m_settings.clockDrivesEncounter)
        return success();
    auto clock = runningClock(context->reviews());
    if (!clock || !clock->combatant(creature))
        return success();
    // What it already paid in this command (an earlier opportunity attack) counts: the clock as it stands now.
    for (const QString &id : outOfTurnAttackers(context->events(), context->state().current)) {
        if (clock->combatant(id)) {
            auto paid = clock->act(id, outOfTurnAttack());
            Q_UNUSED(paid) // one it could not pay is refused when the command is counted
        }
    }
    if (const Status affordable = clock->canAfford(creature, outOfTurnAttack()); !affordable)
        return Error{QStringLiteral("segment clock: %1").arg(affordable.errorMessage())};
    return success();
}

} // namespace battlemat
