#include "orcus/damagerules.h"

#include "orcus/damageadjustment.h"

namespace battlemat {

namespace {
const QString dyingOrigin = QStringLiteral("0 hit points or below");
const QString knockedOutOrigin = QStringLiteral("knocked out");

void endDying(Creature &target)
{
    target.conditions().removeAll(Condition::Dying);
    // Only the unconsciousness that came with dying or a knock-out ends; a sleep effect keeps its own instance.
    QList<int> ids;
    for (const ConditionInstance &instance : target.conditions().instances()) {
        if (instance.condition == Condition::Unconscious &&
            (instance.origin == knockedOutOrigin || instance.origin == dyingOrigin))
            ids.append(instance.id);
    }
    for (int id : ids)
        target.conditions().remove(id);
    target.setKnockedOut(false);
}

void fallProne(Creature &target, const QString &origin)
{
    if (!target.conditions().hasDirect(Condition::Prone))
        target.conditions().add(Condition::Prone, ConditionDuration::UntilResolved, {}, origin);
}
DamageDefenses damageDefensesOf(const StatBlock &block)
{
    DamageDefenses defenses;
    const DamageAdjustments &adjustments = block.damageAdjustments;
    for (DamageType type : adjustments.immunities)
        defenses.immune.append(damageTypeName(type));
    for (auto it = adjustments.resistances.cbegin(); it != adjustments.resistances.cend(); ++it)
        defenses.resist.insert(damageTypeName(it.key()), it.value());
    for (auto it = adjustments.weaknesses.cbegin(); it != adjustments.weaknesses.cend(); ++it)
        defenses.weak.insert(damageTypeName(it.key()), it.value());
    if (block.isMonster()) {
        defenses.resistAll = block.monster.details.resistAll;
        defenses.incorporeal = block.monster.details.incorporeal;
    }
    return defenses;
}
} // namespace

int DamageRules::adjustedAmount(const Creature &target, const Damage &damage, QList<DamageStep> *steps)
{
    return adjustDamage(damageDefensesOf(target.statBlock()),
                        IncomingDamage{damage.amount,
                                       damage.type == DamageType::Untyped ? QString() : damageTypeName(damage.type),
                                       damage.fromAttack, damage.persistent, damage.dealerWeakened},
                        steps);
}

DamageReport DamageRules::applyDamage(Creature &target, const Damage &damage, bool knockOut)
{
    DamageReport report;
    report.targetId = target.id();
    report.dealt = std::max(0, damage.amount);
    report.hitPointsBefore = report.hitPointsAfter = target.hitPoints();
    report.temporaryBefore = report.temporaryAfter = target.temporaryHitPoints();
    if (target.isDead()) {
        report.statusesAfter = target.statuses();
        return report;
    }
    int amount = adjustedAmount(target, damage, &report.steps);
    report.afterAdjustments = amount;

    // "Temporary hit points": lost first, the rest carries over to hit points.
    const int absorbed = std::min(target.temporaryHitPoints(), amount);
    if (absorbed > 0) {
        report.steps.append(DamageStep{QStringLiteral("temporary hit points"), amount, amount - absorbed});
        target.setTemporaryHitPoints(target.temporaryHitPoints() - absorbed);
        amount -= absorbed;
    }
    report.absorbedByTemporary = absorbed;
    report.temporaryAfter = target.temporaryHitPoints();

    const bool wasStaggered = target.isStaggered();
    const int before = target.hitPoints();
    target.setHitPoints(before - amount);
    report.hitPointsLost = amount;
    report.hitPointsAfter = target.hitPoints();
    report.becameStaggered = !wasStaggered && target.isStaggered();

    if (amount > 0 && target.hitPoints() <= 0) {
        const bool droppedNow = before > 0;
        if (knockOut && droppedNow) {
            // "Knocking a creature out": chosen instead of a killing blow, so it neither dies nor is dying.
            target.setKnockedOut(true);
            target.conditions().add(Condition::Unconscious, ConditionDuration::UntilResolved, damage.sourceId,
                                    knockedOutOrigin);
            fallProne(target, knockedOutOrigin);
            report.knockedOut = true;
        } else if (target.hitPoints() < 0 && target.hitPoints() <= -target.staggeredValue() && !target.isKnockedOut()) {
            // "Negative HP": at minus the staggered value or lower, the creature dies.
            target.setDead(true);
            target.conditions().removeAll(Condition::Dying);
            report.died = true;
        } else if (!target.isDying() && !target.isKnockedOut()) {
            // "0 hit points or below": dying, which includes unconscious, and falling prone.
            target.conditions().add(Condition::Dying, ConditionDuration::UntilResolved, damage.sourceId, dyingOrigin);
            fallProne(target, dyingOrigin);
            report.becameDying = true;
        }
    }
    report.statusesAfter = target.statuses();
    return report;
}

HealingReport DamageRules::heal(Creature &target, int amount, const QString &origin)
{
    HealingReport report;
    report.targetId = target.id();
    report.amount = std::max(0, amount);
    report.hitPointsBefore = report.hitPointsAfter = target.hitPoints();
    report.note = origin;
    if (target.isDead()) {
        report.refused = true;
        report.note = QStringLiteral("a creature that has died cannot regain hit points");
        return report;
    }
    if (report.amount == 0)
        return report;
    if (target.hitPoints() <= 0) {
        // "Healing": from negative hit points, the current hit points become the amount healed.
        target.setHitPoints(std::min(report.amount, target.maxHitPoints()));
        report.stoppedDying = target.isDying() || target.isKnockedOut();
        endDying(target);
    } else {
        target.setHitPoints(std::min(target.maxHitPoints(), target.hitPoints() + report.amount));
    }
    report.hitPointsAfter = target.hitPoints();
    return report;
}

int DamageRules::grantTemporaryHitPoints(Creature &target, int amount)
{
    // "Temporary HP does not stack": the higher of the old and the new.
    target.setTemporaryHitPoints(std::max(target.temporaryHitPoints(), std::max(0, amount)));
    return target.temporaryHitPoints();
}

HealingReport DamageRules::regenerate(Creature &target)
{
    return heal(target, target.regeneration(), QStringLiteral("regeneration"));
}

HealingReport DamageRules::spendRecovery(Creature &target)
{
    if (target.recoveriesLeft() > 0) {
        if (target.isDead())
            return heal(target, 0);
        target.setRecoveriesLeft(target.recoveriesLeft() - 1);
        return heal(target, target.derived().recoveryValue, QStringLiteral("recovery"));
    }
    if (target.hitPoints() <= 0 && !target.isDead()) {
        // "Healing with no recoveries": a dying creature with none left goes to 1 HP.
        HealingReport report = heal(target, 1, QStringLiteral("no recoveries left: set to 1 HP"));
        return report;
    }
    HealingReport report;
    report.targetId = target.id();
    report.hitPointsBefore = report.hitPointsAfter = target.hitPoints();
    report.refused = true;
    report.note = QStringLiteral("no recoveries left");
    return report;
}

} // namespace battlemat
