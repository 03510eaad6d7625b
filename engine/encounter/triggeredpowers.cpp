#include "encounter/triggeredpowers.h"

#include "encounter/encountergrid.h"
#include "encounter/triggeroffer.h"

#include <QJsonArray>

namespace battlemat::TriggeredPowers {

namespace {

const QString hit = QStringLiteral("hit");
const QString hitByMelee = QStringLiteral("hitByMelee");
const QString hitByAdjacent = QStringLiteral("hitByAdjacent");
const QString damaged = QStringLiteral("damaged");
const QString staggered = QStringLiteral("staggered");
const QString enemyMoves = QStringLiteral("enemyMoves");
const QString enemyStandsUp = QStringLiteral("enemyStandsUp");
const QString enemyStaysPut = QStringLiteral("enemyStaysPut");
const QString reducedToZero = QStringLiteral("reducedToZero");
const QString missedByMelee = QStringLiteral("missedByMelee");
const QString targetedByPsychic = QStringLiteral("targetedByPsychic");
const QString ownHit = QStringLiteral("ownHit");
const QString beingHit = QStringLiteral("beingHit");
const QString hitsOffGuard = QStringLiteral("hitsOffGuard");

/** The triggers this attack met for one of its targets. */
QStringList triggersMet(const Combatant &holder, const Combatant &attacker, const Struck &struck, PowerOrigin origin)
{
    QStringList met;
    if (struck.hit) {
        met << hit;
        if (origin == PowerOrigin::Melee)
            met << hitByMelee;
        // "If an adjacent creature hits the spider with an attack": any attack, made from beside it.
        if (isAdjacent(holder, attacker))
            met << hitByAdjacent;
    } else if (origin == PowerOrigin::Melee) {
        met << missedByMelee;
    }
    if (holder.hp < struck.hpBefore)
        met << damaged;
    // "When first staggered": crossing the staggered value now, from above it (a creature already staggered that
    // is hit again is not staggered again).
    if (struck.hpBefore > holder.staggeredValue() && holder.hp <= holder.staggeredValue() && holder.hp > 0)
        met << staggered;
    return met;
}

} // namespace

QStringList known()
{
    return {hit,           hitByMelee,    hitByAdjacent, damaged,           staggered, enemyMoves, enemyStandsUp,
            enemyStaysPut, reducedToZero, missedByMelee, targetedByPsychic, ownHit,    beingHit,   hitsOffGuard};
}

QCoro::Task<void> afterAttack(RulesContext *context, QString attackerId, PowerOrigin origin, QList<Struck> struck)
{
    EncounterState &state = context->state();
    for (const Struck &one : std::as_const(struck)) {
        const Combatant *holder = state.combatant(one.target);
        const Combatant *attacker = state.combatant(attackerId);
        if (!holder || !attacker || attacker->dead || !state.isHostile(*holder, *attacker))
            continue;
        const QStringList met = triggersMet(*holder, *attacker, one, origin);
        if (met.isEmpty())
            continue;
        for (const CombatPower &power : holder->powers) {
            if (!met.contains(power.trigger) || !TriggerOffer::mayUse(state, *holder, power))
                continue;
            const TriggerOffer::Aim aim = TriggerOffer::aim(state, *holder, power, attackerId);
            if (aim.isEmpty())
                continue;
            // One offer for each creature and attack: declined, it waits for the next trigger.
            auto offered = TriggerOffer::offer(context, one.target, attackerId, power, aim);
            co_await offered;
            break;
        }
    }
}

QCoro::Task<QStringList> whenTargeted(RulesContext *context, QString attackerId, CombatPower attack,
                                      QStringList targets)
{
    EncounterState &state = context->state();
    if (!attack.keywords.contains(QStringLiteral("Psychic"), Qt::CaseInsensitive))
        co_return targets;
    QStringList affected;
    for (const QString &targetId : std::as_const(targets)) {
        const Combatant *holder = state.combatant(targetId);
        const Combatant *attacker = state.combatant(attackerId);
        const CombatPower *shield = nullptr;
        if (holder && attacker && state.isHostile(*holder, *attacker)) {
            for (const CombatPower &power : holder->powers) {
                if (power.trigger == targetedByPsychic && power.ignoresAttack &&
                    TriggerOffer::mayUse(state, *holder, power)) {
                    shield = &power;
                    break;
                }
            }
        }
        if (!shield) {
            affected << targetId;
            continue;
        }
        // Nothing to roll: the attack's having no effect is the power.
        DecisionRequest request{DecisionKind::TriggeredPower, targetId, attackerId, {shield->id}};
        request.details = {{QStringLiteral("power"), shield->id},
                           {QStringLiteral("name"), shield->name},
                           {QStringLiteral("trigger"), shield->trigger},
                           {QStringLiteral("odds"), QJsonArray()}};
        const CombatPower used = *shield;
        auto question = context->askOutOfTurn(request);
        if (!co_await question) {
            affected << targetId;
            continue;
        }
        Combatant *user = state.combatant(targetId);
        if (used.action == ActionKind::Immediate)
            user->immediateActionUsed = true;
        if (used.usage != PowerUsage::AtWill)
            user->expendedPowers.append(used.id);
        context->record({{QStringLiteral("type"), QStringLiteral("triggeredPower")},
                         {QStringLiteral("creature"), targetId},
                         {QStringLiteral("power"), used.id},
                         {QStringLiteral("trigger"), used.trigger},
                         {QStringLiteral("by"), attackerId},
                         {QStringLiteral("ignores"), attack.id}});
    }
    co_return affected;
}

QCoro::Task<void> whenReducedToZero(RulesContext *context, QString holderId, QString byId)
{
    EncounterState &state = context->state();
    const Combatant *holder = state.combatant(holderId);
    if (!holder || holder->dead)
        co_return;
    for (const CombatPower &power : holder->powers) {
        if (power.trigger != reducedToZero || holder->expendedPowers.contains(power.id))
            continue;
        // A dropped creature is not stopped by its turn or its immediate action: the printed power is its last act
        // (Orcus "Action required" asks only that the trigger came first). A melee or ranged one strikes whoever
        // dropped it; with nobody to strike (persistent damage, a fall) it is not offered.
        // A power that changes its user (Second Phase: "heals 190 hit points") needs nobody.
        if ((power.origin == PowerOrigin::Melee || power.origin == PowerOrigin::Ranged ||
             (power.origin == PowerOrigin::Self && !power.changesSelf())) &&
            (byId.isEmpty() || !state.combatant(byId) || !state.isHostile(*holder, *state.combatant(byId))))
            continue;
        const TriggerOffer::Aim aim = TriggerOffer::aim(state, *holder, power, byId);
        if (aim.isEmpty())
            continue;
        auto offered = TriggerOffer::offer(context, holderId, byId, power, aim);
        co_await offered;
        co_return; // one power for one drop
    }
}

} // namespace battlemat::TriggeredPowers
