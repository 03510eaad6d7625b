#include "orcus/damagerules.h"

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
} // namespace

int DamageRules::adjustedAmount(const Creature &target, const Damage &damage, QList<DamageStep> *steps)
{
    auto record = [steps](const QString &name, int before, int after) {
        if (steps)
            steps->append(DamageStep{name, before, after});
    };
    int amount = std::max(0, damage.amount);
    // "Weakened: Halve the damage you do from attacks. Do not halve persistent damage you do."
    if (damage.dealerWeakened && damage.fromAttack && !damage.persistent) {
        const int halved = amount / 2;
        record(QStringLiteral("weakened"), amount, halved);
        amount = halved;
    }
    const DamageAdjustments &adjustments = target.statBlock().damageAdjustments;
    const QString type = damageTypeName(damage.type);
    if (adjustments.immunities.contains(damage.type)) {
        record(QStringLiteral("immune ") + type, amount, 0);
        return 0;
    }
    const MonsterDetails *details = target.statBlock().isMonster() ? &target.statBlock().monster.details : nullptr;
    // Incorporeal (the Ghost template, ../shared/rules/orcus-monsters-1.0.md): "takes half damage from all attacks";
    // persistent damage is not an attack.
    if (details && details->incorporeal && damage.fromAttack && !damage.persistent && amount > 0) {
        record(QStringLiteral("incorporeal"), amount, amount / 2);
        amount /= 2;
    }
    const int incoming = amount;
    // "Resist all N" and a resistance to the type do not add up: the larger one counts.
    const int typed = adjustments.resistances.value(damage.type, 0);
    const int all = details ? details->resistAll : 0;
    if (const int resist = std::max(typed, all); resist > 0 && amount > 0) {
        const int reduced = std::max(0, amount - resist);
        record(all > typed ? QStringLiteral("resist all %1").arg(all)
                           : QStringLiteral("resist %1 %2").arg(type).arg(resist),
               amount, reduced);
        amount = reduced;
    }
    // Weakness adds to damage of its type that is dealt at all (none is dealt by a 0 after weakened).
    if (const int weak = adjustments.weaknesses.value(damage.type, 0); weak > 0 && incoming > 0) {
        record(QStringLiteral("weak %1 %2").arg(type).arg(weak), amount, amount + weak);
        amount += weak;
    }
    return amount;
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
