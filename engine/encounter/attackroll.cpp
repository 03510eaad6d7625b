#include "encounter/attackroll.h"

#include "encounter/encountergrid.h"
#include "encounter/rollreview.h"
#include "encounter/triggeredpowers.h"

namespace battlemat::AttackRules {

namespace {

/**
 * What the "attack" event of one roll says, gathered as the roll goes and made into the log's JSON only when someone
 * watches (RulesContext::watched): a fight nobody watches never reads it, and a QJsonObject of a dozen keys costs
 * more than the roll. The keys, their values and their order are the event's as the log has always had them.
 */
struct AttackRecord
{
    QString attacker;
    QString power;
    QString target;
    DefenseKind vs = DefenseKind::AC;
    int defense = 0;
    bool coupDeGrace = false;
    bool automatic = false;
    bool chosenToBeHit = false;
    bool rolled = false; // an attack roll was made: the fields below are the log's
    std::optional<int> fixedBonus;
    std::optional<int> rerolledFrom;
    bool noDamage = false;
    std::optional<int> firstNatural;
    bool madeCritical = false;
    QString turnedToMiss; // the counter that turned the hit into a miss
    int natural = 0;
    int total = 0;
    int added = 0;
    QJsonObject modifiers;
    bool secondary = false;
    bool hit = false;
    bool critical = false;

    QJsonObject toJson() const
    {
        QJsonObject event{{QStringLiteral("type"), QStringLiteral("attack")},
                          {QStringLiteral("attacker"), attacker},
                          {QStringLiteral("power"), power},
                          {QStringLiteral("target"), target},
                          {QStringLiteral("vs"), defenseName(vs)},
                          {QStringLiteral("defense"), defense}};
        if (coupDeGrace)
            event.insert(QStringLiteral("coupDeGrace"), true);
        if (automatic)
            event.insert(QStringLiteral("automatic"), true);
        if (chosenToBeHit)
            event.insert(QStringLiteral("chosenToBeHit"), true);
        if (rolled) {
            if (fixedBonus)
                event.insert(QStringLiteral("fixedBonus"), *fixedBonus);
            if (rerolledFrom)
                event.insert(QStringLiteral("rerolledFrom"), *rerolledFrom);
            if (noDamage)
                event.insert(QStringLiteral("noDamage"), true);
            if (firstNatural)
                event.insert(QStringLiteral("firstNatural"), *firstNatural);
            if (madeCritical)
                event.insert(QStringLiteral("madeCritical"), true);
            if (!turnedToMiss.isEmpty())
                event.insert(QStringLiteral("turnedToMiss"), turnedToMiss);
            event.insert(QStringLiteral("natural"), natural);
            event.insert(QStringLiteral("total"), total);
            if (added != 0)
                event.insert(QStringLiteral("added"), added);
            event.insert(QStringLiteral("modifiers"), modifiers);
        }
        if (secondary)
            event.insert(QStringLiteral("secondary"), true);
        event.insert(QStringLiteral("hit"), hit);
        event.insert(QStringLiteral("critical"), critical);
        return event;
    }
};

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
    AttackRecord record;
    record.defense = defense;
    AttackOutcome outcome{targetId, false, false, target->hp};
    if (options.coupDeGrace) {
        // Orcus "Coup De Grace": no attack roll, an automatic critical hit.
        outcome.hit = outcome.critical = true;
        record.coupDeGrace = true;
    } else if (power.automatic) {
        // Orcus "Attack roll": "some attacks automatically hit, and therefore do not involve an attack roll"; an
        // Effect "applies ... if there is no attack roll". Nothing rolled, so nothing critical.
        outcome.hit = true;
        record.automatic = true;
    } else if (options.declared.chooseToBeHit) {
        // Orcus "Choosing to be hit": the target lets the attack hit; no roll, so no critical either.
        outcome.hit = true;
        record.chosenToBeHit = true;
    } else {
        record.rolled = true;
        // The circumstance modifiers' sum, and whether it counts the off-guard bonus; their names only for the log.
        const ModifierSum mods = [&] {
            const auto grid = EncounterGrid::of(state);
            if (context->watched())
                record.modifiers = modifiers(state, *grid, attacker, *target, power, targets, options);
            return modifierSum(state, *grid, attacker, *target, power, targets, options);
        }();
        const int bonus = options.attackBonus ? *options.attackBonus : power.attackBonus + mods.total;
        record.fixedBonus = options.attackBonus;
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
            record.rerolledFrom = rolled;
        // "Your highest attack that round" (an action die's extra attack) reads it.
        state.combatant(attackerId)->noteAttackBonus(state.round, bonus);
        // Orcus "Critical hits and fumbles": a natural 20 always hits, a natural 1 always misses.
        outcome.critical = natural == 20;
        outcome.hit = natural == 20 || (natural != 1 && natural + bonus + added >= defense);
        // Triggered powers that change a hit's roll before it lands (TriggeredPowers "beingHit", "ownHit"); a
        // counter's or reaction's own attack sets off none.
        if (outcome.hit && !options.counter) {
            auto again = TriggeredPowers::whenHit(context, attackerId, targetId, power, purpose, natural, bonus + added,
                                                  defense);
            const TriggeredPowers::BeingHit kept = co_await again;
            // "The guard takes no damage": the hit stands, its damage to this target does not.
            outcome.noDamage = kept.noDamage;
            record.noDamage = kept.noDamage;
            // "... and the attack misses": a miss from here on, which deals what the power's miss deals ("Miss: half
            // damage") and sets off what a miss sets off.
            if (!kept.missedBy.isEmpty()) {
                outcome.hit = outcome.critical = false;
                record.turnedToMiss = kept.missedBy;
            }
            if (kept.natural != natural) {
                record.firstNatural = natural;
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
                record.madeCritical = true;
            }
        }
        // "When the insidious assassin hits a target granting combat advantage": combat advantage is the off-guard
        // bonus this roll counted (Orcus "Off-guard").
        if (outcome.hit && !options.counter && mods.offGuard) {
            auto wound = TriggeredPowers::whenHittingOffGuard(context, attackerId, targetId);
            co_await wound;
        }
        // A hit, before its damage: a module may make a threat critical or negate a critical (an action die).
        if (outcome.hit) {
            reviewed.total += added;
            auto criticalReview = context->reviewCritical(reviewed, outcome.critical);
            outcome.critical = co_await criticalReview;
        }
        record.natural = natural;
        record.total = natural + bonus + added;
        record.added = added;
    }
    record.secondary = options.secondary;
    record.hit = outcome.hit;
    record.critical = outcome.critical;
    if (context->watched()) {
        record.attacker = attackerId;
        record.power = power.id;
        record.target = targetId;
        record.vs = power.defense;
        context->record(record.toJson());
    }
    context->noteAttack({attackerId, targetId, outcome.hit});
    co_return outcome;
}

} // namespace battlemat::AttackRules
