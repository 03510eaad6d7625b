// AttackRules::resolve (../shared/rules/orcus-basic-rules.txt, "Attack roll", "Damage rolls", "Effects"): the order
// of one attack's steps. What happens before the rolls (the opportunity attacks it provokes, the counters it
// triggers, the powers that make a target ignore it), the rolls (attackroll.cpp), the damage (attackdamage.cpp), the
// hit's effects (attackhiteffects.cpp) and what follows it (secondary attacks, reactions).
#include "encounter/attackdamage.h"
#include "encounter/attackhiteffects.h"
#include "encounter/attackorigin.h"
#include "encounter/aurarules.h"
#include "encounter/conditionrules.h"
#include "encounter/counteractions.h"
#include "encounter/encountergrid.h"
#include "encounter/hithealing.h"
#include "encounter/triggeredpowers.h"
#include "grid/movementrules.h"

namespace battlemat::AttackRules {

namespace {

void abandon(RulesContext *context, const QString &attackerId, const CombatPower &power, const QString &reason)
{
    context->record({{QStringLiteral("type"), QStringLiteral("attackAbandoned")},
                     {QStringLiteral("attacker"), attackerId},
                     {QStringLiteral("power"), power.id},
                     {QStringLiteral("reason"), reason}});
}

/**
 * Orcus "Origin of effect": ranged and far attacks provoke from adjacent enemies, before the attack (the grid
 * module's MovementRules::provokedByAttack says who may). Returns whether the attacker can still make it.
 */
QCoro::Task<bool> takeProvokedAttacks(RulesContext *context, QString attackerId, CombatPower power)
{
    EncounterState &state = context->state();
    // A creature striking as it drops (a reaction "when reduced to 0 hit points", the chank's Capacitor Purge) could
    // not act before the provoked attacks either: only its death stops the attack then.
    const bool ableBefore = ConditionRules::canAct(state, *state.combatant(attackerId));
    QList<OpportunityAttack> provoked;
    {
        const auto grid = EncounterGrid::of(state);
        provoked = MovementRules(grid->grid()).provokedByAttack(grid->indexOf(attackerId), attackKindOf(power));
    }
    if (!provoked.isEmpty()) {
        auto provocation = takeOpportunityAttacks(context, attackerId, provoked);
        co_await provocation;
    }
    const Combatant *after = state.combatant(attackerId);
    co_return !after->dead && (!ableBefore || ConditionRules::canAct(state, *after));
}

/** Orcus "Secondary attacks": against each target whose outcome the secondary is listed under. */
QCoro::Task<void> secondaryAttacks(RulesContext *context, QString attackerId, CombatPower power,
                                   QList<AttackOutcome> outcomes, AttackOptions options)
{
    EncounterState &state = context->state();
    AttackOptions next;
    next.secondary = true;
    next.origin = options.origin;
    next.wallSquares = options.wallSquares;
    for (const AttackOutcome &outcome : outcomes) {
        const bool triggered = power.secondaryOn == SecondaryTrigger::Effect ||
                               (power.secondaryOn == SecondaryTrigger::Hit) == outcome.hit;
        const Combatant *attacker = state.combatant(attackerId);
        const Combatant *target = state.combatant(outcome.target);
        if (!triggered || target->dead || attacker->dead || !ConditionRules::canAct(state, *attacker))
            continue;
        QStringList only;
        only << outcome.target;
        auto follow = resolve(context, attackerId, *power.secondary, only, next);
        co_await follow;
    }
}

} // namespace

QCoro::Task<void> resolve(RulesContext *context, QString attackerId, CombatPower power, QStringList targets,
                          AttackOptions options)
{
    EncounterState &state = context->state();
    auto chosen = targetsFor(state, *state.combatant(attackerId), power, targets, options);
    targets = chosen ? *chosen : QStringList();

    const bool primary = !options.opportunity && !options.secondary;
    if (primary && (power.origin == PowerOrigin::Ranged || power.origin == PowerOrigin::Far)) {
        auto provocation = takeProvokedAttacks(context, attackerId, power);
        if (!co_await provocation) {
            abandon(context, attackerId, power, QStringLiteral("dropped by an opportunity attack"));
            co_return;
        }
    }
    // Counters (orcus-gaps-filled.md section 3) interrupt the attack: they resolve first and may stop it.
    if (primary && !options.counter) {
        auto countered = CounterActions::beforeAttack(context, attackerId, power, targets, options);
        const std::optional<QStringList> still = co_await countered;
        if (!still) {
            abandon(context, attackerId, power, QStringLiteral("stopped by a counter"));
            co_return;
        }
        targets = *still; // a counter's shift may have taken its user out of the attack (Slide Away)
    }
    if (primary && power.usage != PowerUsage::AtWill)
        state.combatant(attackerId)->expendedPowers.append(power.id);
    // "Enemies in the aura when the fire magician uses their scorching ray ... suffer 5 fire damage": who is in it
    // now, struck when the attack is over.
    const QList<std::pair<AuraRef, QString>> usedOn =
        primary ? AuraRules::reachedOnUse(state, attackerId, power.name) : QList<std::pair<AuraRef, QString>>();
    if (primary && !options.counter) { // "... is the target of a Psychic attack: The attack has no effect on ..."
        auto ignoring = TriggeredPowers::whenTargeted(context, attackerId, power, targets);
        targets = co_await ignoring;
    }

    QList<AttackOutcome> outcomes;
    for (const QString &targetId : targets) {
        auto rolling = rollAttack(context, attackerId, power, targetId, targets, options);
        if (const std::optional<AttackOutcome> outcome = co_await rolling)
            outcomes << *outcome;
    }
    auto damage = dealAttackDamage(context, attackerId, power, outcomes, options);
    co_await damage;
    auto effects = applyHitEffects(context, attackerId, power, outcomes, options);
    co_await effects;

    // Its Hit line's healing and temporary hit points for its user ("the barghest heals 10 hit points").
    auto healing = HitHealing::apply(context, attackerId, power, outcomes);
    co_await healing;
    // The power's Effect line: temporary hit points for its user, hit or miss.
    if (power.tempHp > 0)
        context->grantTemporaryHitPoints(attackerId, power.tempHp, power.id);
    if (power.secondary) {
        auto secondaries = secondaryAttacks(context, attackerId, power, outcomes, options);
        co_await secondaries;
    }
    // Reactions with a known trigger ("when an enemy hits it", "when first staggered") follow the whole attack.
    if (!options.secondary && !options.counter && !outcomes.isEmpty()) {
        QList<TriggeredPowers::Struck> struck;
        for (const AttackOutcome &outcome : outcomes)
            struck.append({outcome.target, outcome.hit, outcome.hpBefore});
        auto reactions = TriggeredPowers::afterAttack(context, attackerId, power.origin, struck);
        co_await reactions;
    }
    // Auras keyed to this attack (docs/encounter.md "Auras"): a miss in one, once per attack however many rolls
    // missed ("Each time a creature in the aura misses on an attack"), then the owner's use of a power it names.
    const bool missedOne =
        std::any_of(outcomes.cbegin(), outcomes.cend(), [](const AttackOutcome &outcome) { return !outcome.hit; });
    if (missedOne && !state.combatant(attackerId)->dead) {
        auto auraOnMiss = AuraRules::missed(context, attackerId);
        co_await auraOnMiss;
    }
    if (!usedOn.isEmpty()) {
        auto auraOnUse = AuraRules::ownerUsed(context, usedOn);
        co_await auraOnUse;
    }
}

} // namespace battlemat::AttackRules
