#include "encounter/attackroll.h"

#include "encounter/rollreview.h"
#include "encounter/triggeredpowers.h"

namespace battlemat::AttackRules {

namespace {

int sum(const QJsonObject &mods)
{
    int total = 0;
    for (auto it = mods.begin(); it != mods.end(); ++it)
        total += it.value().toInt();
    return total;
}

} // namespace

QCoro::Task<std::optional<AttackOutcome>> rollAttack(RulesContext *context, QString attackerId, CombatPower power,
                                                     QString targetId, QStringList targets, AttackOptions options)
{
    EncounterState &state = context->state();
    const Combatant &attacker = *state.combatant(attackerId);
    const Combatant *target = state.combatant(targetId);
    if (!target || target->dead)
        co_return std::nullopt;
    const int defense = defenseAgainst(state, *target, power);
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("attack")},
                      {QStringLiteral("attacker"), attackerId},
                      {QStringLiteral("power"), power.id},
                      {QStringLiteral("target"), targetId},
                      {QStringLiteral("vs"), defenseName(power.defense)},
                      {QStringLiteral("defense"), defense}};
    AttackOutcome outcome{targetId, false, false, target->hp};
    if (options.coupDeGrace) {
        // Orcus "Coup De Grace": no attack roll, an automatic critical hit.
        outcome.hit = outcome.critical = true;
        event.insert(QStringLiteral("coupDeGrace"), true);
    } else if (power.automatic) {
        // Orcus "Attack roll": "some attacks automatically hit, and therefore do not involve an attack roll"; an
        // Effect "applies ... if there is no attack roll". Nothing rolled, so nothing critical.
        outcome.hit = true;
        event.insert(QStringLiteral("automatic"), true);
    } else if (options.declared.chooseToBeHit) {
        // Orcus "Choosing to be hit": the target lets the attack hit; no roll, so no critical either.
        outcome.hit = true;
        event.insert(QStringLiteral("chosenToBeHit"), true);
    } else {
        const QJsonObject mods = modifiers(state, attacker, *target, power, targets, options);
        const int bonus = options.attackBonus ? *options.attackBonus : power.attackBonus + sum(mods);
        if (options.attackBonus)
            event.insert(QStringLiteral("fixedBonus"), *options.attackBonus);
        const QString purpose = QStringLiteral("attack ") + power.id + QStringLiteral(" vs ") + targetId;
        const int rolled = context->rollD20(attackerId, purpose, bonus);
        // After the roll, before its outcome: the modules in force may roll it again (a hero token) or add to
        // it (an action die).
        ReviewedRoll reviewed{ReviewedRollKind::Attack,
                              attackerId,
                              targetId,
                              purpose,
                              rolled,
                              rolled + bonus,
                              defense,
                              rolled == 1 || rolled == 20,
                              DiceFormula{1, 20, bonus}};
        auto reviewing = context->reviewD20(reviewed);
        const RulesContext::ReviewedD20 result = co_await reviewing;
        int natural = result.natural;
        const int added = result.added;
        reviewed.natural = natural;
        reviewed.total = natural + bonus;
        if (natural != rolled)
            event.insert(QStringLiteral("rerolledFrom"), rolled);
        // "Your highest attack that round" (an action die's extra attack) reads it.
        state.combatant(attackerId)->noteAttackBonus(state.round, bonus);
        // Orcus "Critical hits and fumbles": a natural 20 always hits, a natural 1 always misses.
        outcome.critical = natural == 20;
        outcome.hit = natural == 20 || (natural != 1 && natural + bonus + added >= defense);
        // Triggered powers that change a hit's roll before it lands (TriggeredPowers "beingHit", "ownHit"); a
        // counter's or reaction's own attack sets off none.
        if (outcome.hit && !options.counter) {
            auto again =
                TriggeredPowers::whenHit(context, attackerId, targetId, purpose, natural, bonus + added, defense);
            const TriggeredPowers::BeingHit kept = co_await again;
            // "The guard takes no damage": the hit stands, its damage to this target does not.
            outcome.noDamage = kept.noDamage;
            if (kept.noDamage)
                event.insert(QStringLiteral("noDamage"), true);
            if (kept.natural != natural) {
                event.insert(QStringLiteral("firstNatural"), natural);
                natural = kept.natural;
                reviewed.natural = natural;
                reviewed.total = natural + bonus;
                outcome.critical = natural == 20;
                outcome.hit = natural == 20 || (natural != 1 && natural + bonus + added >= defense);
            }
        }
        if (outcome.hit && !outcome.critical && !options.counter) {
            auto critical = TriggeredPowers::whenHitting(context, attackerId, power.id, targetId);
            if (co_await critical) {
                outcome.critical = true;
                event.insert(QStringLiteral("madeCritical"), true);
            }
        }
        // "When the insidious assassin hits a target granting combat advantage": combat advantage is the off-guard
        // bonus this roll counted (Orcus "Off-guard").
        if (outcome.hit && !options.counter && mods.contains(QStringLiteral("offGuard"))) {
            auto wound = TriggeredPowers::whenHittingOffGuard(context, attackerId, targetId);
            co_await wound;
        }
        // A hit, before its damage: a module may make a threat critical or negate a critical (an action die).
        if (outcome.hit) {
            reviewed.total += added;
            auto criticalReview = context->reviewCritical(reviewed, outcome.critical);
            outcome.critical = co_await criticalReview;
        }
        event.insert(QStringLiteral("natural"), natural);
        event.insert(QStringLiteral("total"), natural + bonus + added);
        if (added != 0)
            event.insert(QStringLiteral("added"), added);
        event.insert(QStringLiteral("modifiers"), mods);
    }
    if (options.secondary)
        event.insert(QStringLiteral("secondary"), true);
    event.insert(QStringLiteral("hit"), outcome.hit);
    event.insert(QStringLiteral("critical"), outcome.critical);
    context->record(event);
    co_return outcome;
}

} // namespace battlemat::AttackRules
