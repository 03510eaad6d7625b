#include "encounter/encountermovement.h"

#include "encounter/attackrules.h"
#include "encounter/aurarules.h"
#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "encounter/triggeredpowers.h"
#include "grid/movementrules.h"

#include <QJsonArray>

#include <climits>

namespace battlemat::EncounterMovement {

namespace {

Result<MovePath> judge(const EncounterState &state, const QString &moverId, const QList<Square> &path,
                       MovementMode mode, const MoveOptions &options)
{
    const auto kept = EncounterGrid::of(state); // held while the grid is used
    const EncounterGrid &grid = *kept;
    const int mover = grid.indexOf(moverId);
    if (mover < 0)
        return Error{QStringLiteral("%1 is not on the map").arg(moverId)};
    MovePath checked = MovementRules(grid.grid()).checkPath(mover, path, mode, options);
    if (!checked.legal)
        return Error{checked.reason};
    return checked;
}

} // namespace

Result<MovePath> checkPath(const EncounterState &state, const QString &moverId, const QList<Square> &path,
                           MovementMode mode, const QString &specialMode)
{
    const Combatant *mover = state.combatant(moverId);
    if (!mover)
        return Error{QStringLiteral("no creature '%1'").arg(moverId)};
    if (ConditionRules::has(state, *mover, QStringLiteral("prone")))
        return Error{QStringLiteral("%1 is prone: Stand Up first").arg(moverId)};
    // "... and cannot shift until the start of its next turn" (the specter of sorrow's aura): Orcus "Step".
    if (mode == MovementMode::Step) {
        if (const ActiveEffect *held = ConditionRules::shiftForbidden(state, *mover))
            return Error{QStringLiteral("%1 cannot shift %2: an effect of %3")
                             .arg(moverId, effectDurationWords(held->spec.duration), held->source)};
    }
    MoveOptions options;
    options.specialMode = specialMode;
    return judge(state, moverId, path, mode, options);
}

ChosenMove chooseMove(const EncounterState &state, const QString &moverId, const QList<Square> &path, bool step)
{
    const Combatant *mover = state.combatant(moverId);
    const QStringList modes = modesToTry(mover ? mover->movementModes : QMap<QString, int>());
    const QList<MovementMode> actions =
        step ? QList<MovementMode>{MovementMode::Step} : QList<MovementMode>{MovementMode::Walk, MovementMode::Run};
    for (MovementMode action : actions) {
        for (const QString &special : modes) {
            const auto checked = checkPath(state, moverId, path, action, special);
            if (checked && checked->legal)
                return {action, special};
        }
    }
    return {actions.constLast(), QString()};
}

QCoro::Task<int> move(RulesContext *context, QString moverId, QList<Square> path, MovementMode mode,
                      QString specialMode)
{
    EncounterState &state = context->state();
    // The rest of the path is judged again after every opportunity attack: the attack changes the state (the
    // attacker has used its one, the mover may be slowed), and a creature that declined may be left again later.
    // Its budget was checked before the move began.
    MoveOptions rest;
    rest.budget = INT_MAX / 4;
    rest.specialMode = specialMode;
    QList<OpportunityAttack> ahead;
    qsizetype judgedFrom = 0;
    // The path was checked against this very state before the command applied; only a move that can provoke needs
    // the grid again, for the attacks along it.
    bool judgeAgain = mode == MovementMode::Walk || mode == MovementMode::Run || mode == MovementMode::Charge;
    QJsonArray walked;
    QList<AuraRef> aurasHit; // an aura strikes a mover once per move (docs/encounter.md "Auras")
    QString stopped;
    int moved = 0;
    for (qsizetype i = 0; i < path.size(); ++i) {
        if (judgeAgain) {
            auto checked = judge(state, moverId, path.mid(i), mode, rest);
            if (!checked) {
                stopped = QStringLiteral("blocked: ") + checked.errorMessage();
                break;
            }
            ahead = checked->provokes;
            judgedFrom = i;
            judgeAgain = false;
        }
        // Orcus "Opportunity attacks": the attack happens right before the mover leaves the square.
        QList<OpportunityAttack> here;
        for (const OpportunityAttack &attack : ahead) {
            if (attack.step == i - judgedFrom)
                here.append(attack);
        }
        if (!here.isEmpty()) {
            auto provoked = AttackRules::takeOpportunityAttacks(context, moverId, here);
            co_await provoked;
            judgeAgain = true;
            const Combatant *mover = state.combatant(moverId);
            if (mover->dead || !ConditionRules::canAct(state, *mover))
                stopped = QStringLiteral("dropped");
            else if (ConditionRules::has(state, *mover, QStringLiteral("immobilized")))
                stopped = QStringLiteral("immobilized");
            else if (ConditionRules::has(state, *mover, QStringLiteral("prone")))
                stopped = QStringLiteral("knocked prone");
            if (!stopped.isEmpty())
                break;
        }
        // A counter whose trigger is this mover leaving (TriggeredPowers "enemyMoves") interrupts it here too.
        if (!isUnwilling(mode) && mode != MovementMode::Teleport) {
            const qsizetype eventsBefore = context->events().size();
            auto countered = TriggeredPowers::beforeLeaving(context, moverId);
            if (co_await countered) {
                stopped = QStringLiteral("countered");
                break;
            }
            const Combatant *mover = state.combatant(moverId);
            if (mover->dead || !ConditionRules::canAct(state, *mover)) {
                stopped = QStringLiteral("dropped");
                break;
            }
            // A counter taken changed the state (its user's immediate action, a condition): judge the rest again.
            if (context->events().size() > eventsBefore && mode != MovementMode::Step)
                judgeAgain = true;
        }
        const QList<AuraRef> aurasBefore = AuraRules::reaching(state, moverId);
        Combatant *mover = state.combatant(moverId);
        const Square to = path.at(i);
        mover->position = to;
        ++moved;
        if (context->watched())
            walked.append(QJsonArray{to.x, to.y});
        // An aura the mover steps into ("a creature that enters ... the aura") strikes before the next square.
        const qsizetype struckBefore = aurasHit.size();
        auto auras = AuraRules::entered(context, moverId, aurasBefore, &aurasHit);
        co_await auras;
        mover = state.combatant(moverId);
        if (aurasHit.size() > struckBefore && (mover->dead || !ConditionRules::canAct(state, *mover))) {
            stopped = QStringLiteral("dropped");
            break;
        }
        // Orcus "Grapple": a grappler that moves away from the creature it holds ends the grapple.
        for (const ActiveEffect &effect : QList<ActiveEffect>(state.effects)) {
            if (effect.spec.condition != QLatin1String("grappled"))
                continue;
            const bool holder = effect.source == moverId, held = effect.target == moverId;
            if (!holder && !held)
                continue;
            const Combatant *other = state.combatant(holder ? effect.target : effect.source);
            if (other && !isAdjacent(*state.combatant(moverId), *other))
                context->endEffect(effect.id, QStringLiteral("moved apart"));
        }
        // Slowed in the middle of a move: the move ends once 2 squares are done (orcus-gaps-filled.md section 7).
        if (!isUnwilling(mode) && moved >= 2 && moved < path.size() &&
            ConditionRules::has(state, *mover, QStringLiteral("slowed"))) {
            stopped = QStringLiteral("slowed");
            break;
        }
    }
    Combatant *mover = state.combatant(moverId);
    if (!isUnwilling(mode))
        mover->squaresMovedThisTurn += moved;
    if (!context->watched())
        co_return moved; // the path is for the log's reader: nothing reads it back (RulesContext::watched)
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("moved")}, {QStringLiteral("creature"), moverId},
                      {QStringLiteral("mode"), movementModeName(mode)},  {QStringLiteral("path"), walked},
                      {QStringLiteral("x"), mover->position.x},          {QStringLiteral("y"), mover->position.y}};
    if (!stopped.isEmpty())
        event.insert(QStringLiteral("stopped"), stopped);
    context->record(event);
    co_return moved;
}

} // namespace battlemat::EncounterMovement
