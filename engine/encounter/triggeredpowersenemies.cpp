// The triggered powers an enemy's own doing sets off (TriggeredPowers: "enemyMoves", "enemyStandsUp",
// "enemyStaysPut"): each creature hostile to it that holds such a power reaching it is asked in turn.
#include "encounter/triggeredpowers.h"

#include "encounter/triggeroffer.h"

namespace battlemat::TriggeredPowers {

namespace {

/**
 * Each creature hostile to the subject, in the encounter's order, that may act now and holds an unused power with
 * this trigger reaching the subject, is offered the first such power (one offer per creature: declined, it waits for
 * the next trigger). With stopOnHit, the first power taken that hits the subject ends the round of offers. True when
 * a power taken hit the subject.
 */
QCoro::Task<bool> offerToEnemies(RulesContext *context, QString subjectId, QString trigger, bool stopOnHit)
{
    EncounterState &state = context->state();
    // Most encounters hold no such power: a cheap look first, since a move asks before every square.
    QStringList holders;
    for (const Combatant &candidate : std::as_const(state.combatants)) {
        for (const CombatPower &power : candidate.powers) {
            if (power.trigger == trigger) {
                holders << candidate.id;
                break;
            }
        }
    }
    bool struck = false;
    for (const QString &holderId : std::as_const(holders)) {
        const Combatant *holder = state.combatant(holderId);
        const Combatant *subject = state.combatant(subjectId);
        if (!holder || !subject || subject->dead || holderId == subjectId || !state.isHostile(*holder, *subject))
            continue;
        for (const CombatPower &power : holder->powers) {
            if (power.trigger != trigger || !TriggerOffer::mayUse(state, *holder, power))
                continue;
            // "Within reach", "out of an adjacent square", "in reach", "Ranged 5": the power reaches the subject
            // where it stands now.
            const TriggerOffer::Aim aim = TriggerOffer::aim(state, *holder, power, subjectId);
            if (!aim.targets.contains(subjectId))
                continue;
            const qsizetype before = context->attacks().size();
            auto offered = TriggerOffer::offer(context, holderId, subjectId, power, aim);
            if (!co_await offered)
                break;
            for (qsizetype i = before; i < context->attacks().size(); ++i) {
                const RulesContext::MadeAttack &attack = context->attacks().at(i);
                if (attack.target == subjectId && attack.hit)
                    struck = true;
            }
            if (struck && stopOnHit)
                co_return true;
            break;
        }
    }
    co_return struck;
}

} // namespace

QCoro::Task<bool> beforeLeaving(RulesContext *context, QString moverId)
{
    // The published movement counters stop the mover on a hit ("The target's move action ends without it moving
    // from the square"; "target ends its movement").
    auto offered = offerToEnemies(context, moverId, QStringLiteral("enemyMoves"), true);
    co_return co_await offered;
}

QCoro::Task<void> beforeStandingUp(RulesContext *context, QString standerId)
{
    // A counter (Orcus "Action required": its effects come before the trigger resolves): the plesiosaur's Tail Snap
    // strikes and pushes the enemy while it is still prone; it stands up afterwards where it was pushed to.
    auto offered = offerToEnemies(context, standerId, QStringLiteral("enemyStandsUp"), false);
    co_await offered;
}

QCoro::Task<void> afterTurnWithoutMoving(RulesContext *context, QString enderId)
{
    auto offered = offerToEnemies(context, enderId, QStringLiteral("enemyStaysPut"), false);
    co_await offered;
}

} // namespace battlemat::TriggeredPowers
