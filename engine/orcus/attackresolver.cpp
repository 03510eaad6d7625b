#include "orcus/attackresolver.h"

#include "dice/attackodds.h"
#include "dice/diceparser.h"
#include "dice/diceroller.h"
#include "orcus/attackmodifiers.h"
#include "orcus/damagerules.h"
#include "orcus/powerdamagetext.h"

namespace battlemat {

namespace {

// "Immune: charm, prone" on a published block (../shared/rules/orcus-monsters-1.0.md): a condition it is immune to,
// or any condition from a power with a keyword it is immune to (a charm power's daze), is not imposed. Returns the
// immunity that stopped it, or "".
QString conditionImmunity(const StatBlock &target, const Power &power, Condition condition)
{
    if (!target.isMonster())
        return {};
    const MonsterDetails &details = target.monster.details;
    if (details.isImmuneTo(conditionName(condition)))
        return conditionName(condition);
    for (const QString &tag : power.tags) {
        if (details.isImmuneTo(tag))
            return tag.toLower();
    }
    return {};
}

// "Improved Critical": +1dW at level 1, +2dW at level 11, +3dW at level 21.
int improvedCriticalDice(int level)
{
    return level >= 21 ? 3 : (level >= 11 ? 2 : 1);
}

Result<DiceExpression> parseDamage(const DiceParser &parser, const Power &power, const QString &entry,
                                   const QString &text)
{
    auto expression = parser.parse(text);
    if (!expression)
        return Error{QStringLiteral("%1: %2 damage '%3': %4").arg(power.name, entry, text, expression.errorMessage())};
    return expression;
}

int sumOf(const QList<AttackModifier> &modifiers)
{
    int sum = 0;
    for (const AttackModifier &modifier : modifiers)
        sum += modifier.value;
    return sum;
}

} // namespace

AttackResolver::AttackResolver(DieSource &dice)
    : m_dice(dice)
{}

Result<AttackResolution> AttackResolver::roll(const Creature &attacker, const Power &power,
                                              const QList<AttackTarget> &targets)
{
    if (!power.attack)
        return Error{QStringLiteral("%1 has no attack roll").arg(power.name)};
    if (targets.isEmpty())
        return Error{QStringLiteral("%1: an attack needs at least one target").arg(power.name)};
    for (const AttackTarget &target : targets) {
        if (!target.creature)
            return Error{QStringLiteral("%1: a target is missing").arg(power.name)};
    }
    if (attacker.isDead())
        return Error{QStringLiteral("%1 is dead and cannot attack").arg(attacker.id())};
    const ConditionEffects attackerEffects = attacker.conditionEffects();
    if (!attackerEffects.canTakeAnyAction())
        return Error{QStringLiteral("%1 cannot take actions (%2)")
                         .arg(attacker.id(), attackerEffects.cannotTakeActions.join(QStringLiteral(", ")))};

    // Weapon powers use the wielded weapon; a hero with none strikes unarmed ("Improvised weapons").
    const Weapon *weapon = nullptr;
    if (power.usesWeapon() && attacker.statBlock().isHero()) {
        const auto &catalog = EquipmentCatalog::standard();
        if (!catalog)
            return catalog.error();
        const QString id = attacker.statBlock().hero.weapon.isEmpty() ? QStringLiteral("unarmed-strike")
                                                                      : attacker.statBlock().hero.weapon;
        weapon = catalog->weapon(id);
        if (!weapon)
            return Error{QStringLiteral("%1: unknown weapon '%2'").arg(attacker.id(), id)};
    }
    const DiceParser parser(weapon ? std::optional<WeaponDice>(WeaponDice{weapon->damageDice, weapon->damageSides})
                                   : std::nullopt);
    DiceRoller roller(m_dice);

    AttackResolution resolution;
    resolution.attackerId = attacker.id();
    resolution.power = power.name;
    resolution.attackerWeakened = attacker.conditions().has(Condition::Weakened);
    resolution.weapon = weapon ? weapon->id : QString();

    const QList<AttackModifier> base = AttackModifiers::base(attacker, power, weapon);
    const QString marker = attacker.conditions().markerId();
    bool includesMarker = false;
    for (const AttackTarget &target : targets)
        includesMarker = includesMarker || (!marker.isEmpty() && target.creature->id() == marker);

    for (qsizetype i = 0; i < targets.size(); ++i) {
        for (qsizetype j = 0; j < i; ++j) {
            // "If a creature that is Large or larger is affected by an area of effect power it is only affected
            // once": a creature is one target however many of its squares are in the area.
            if (targets[i].creature->id() == targets[j].creature->id())
                return Error{QStringLiteral("%1: %2 is targeted twice").arg(power.name, targets[i].creature->id())};
        }
        if (targets[i].circumstances.coupDeGrace && !targets[i].creature->conditions().has(Condition::Helpless))
            return Error{QStringLiteral("%1: a coup de grace needs a helpless target, and %2 is not helpless")
                             .arg(power.name, targets[i].creature->id())};
    }

    auto d20 = DiceParser().parse(QStringLiteral("1d20"));
    for (const AttackTarget &target : targets) {
        const Creature &creature = *target.creature;
        AttackResolution::Target outcome;
        outcome.targetId = creature.id();
        outcome.defense = power.attack->defense;
        outcome.defenseValue = creature.currentDefenses().value(outcome.defense);
        outcome.knockOut = target.circumstances.knockOut;
        if (target.circumstances.coupDeGrace) {
            // "Coup De Grace": no attack roll; the attack hits and is a critical hit.
            outcome.coupDeGrace = true;
            outcome.hit = true;
            outcome.critical = true;
            resolution.targets.append(outcome);
            continue;
        }
        if (target.circumstances.chooseToBeHit) {
            // "Choosing to be hit": no attack roll, an ordinary hit.
            outcome.choseToBeHit = true;
            outcome.hit = true;
            resolution.targets.append(outcome);
            continue;
        }
        auto rolled =
            roller.roll(*d20, QStringLiteral("attack: %1 by %2 vs %3 %4")
                                  .arg(power.name, attacker.id(), creature.id(), defenseName(outcome.defense)));
        if (!rolled)
            return rolled.error();
        outcome.attackRoll = *rolled;
        outcome.natural = rolled->total;
        outcome.modifiers = base;
        outcome.modifiers.append(
            AttackModifiers::circumstances(attacker, creature, power, target.circumstances, includesMarker));
        outcome.total = outcome.natural + sumOf(outcome.modifiers);
        // "Critical hits and fumbles": a natural 20 always hits, a natural 1 always misses.
        outcome.critical = outcome.natural == 20;
        outcome.fumble = outcome.natural == 1;
        outcome.hit = outcome.critical || (!outcome.fumble && outcome.total >= outcome.defenseValue);
        resolution.targets.append(outcome);
    }

    const int level = attacker.level();
    if (power.hit.damage) {
        resolution.hitDamageType = power.hit.damage->type;
        resolution.hitDamageExpression = PowerDamageText::substitute(power.hit.damage->expressionAt(level), attacker);
        auto expression = parseDamage(parser, power, QStringLiteral("hit"), resolution.hitDamageExpression);
        if (!expression)
            return expression.error();
        bool ordinaryHit = false;
        for (const AttackResolution::Target &target : resolution.targets)
            ordinaryHit = ordinaryHit || (target.hit && !target.critical);
        // "Attacks with multiple targets": damage is rolled once for every creature hit.
        if (ordinaryHit) {
            auto damage = roller.roll(*expression, QStringLiteral("damage: %1").arg(power.name));
            if (!damage)
                return damage.error();
            resolution.hitDamageRoll = *damage;
        }
        for (AttackResolution::Target &target : resolution.targets) {
            if (!target.hit)
                continue;
            if (!target.critical) {
                target.hitDamage = std::max(0, resolution.hitDamageRoll->total);
                continue;
            }
            // A critical hit does maximum damage; improved critical dice depend on the roll, so each target rolls
            // its own ("Areas of effect").
            target.criticalMaximum = AttackOdds::maximumDamage(*expression);
            target.hitDamage = std::max(0, target.criticalMaximum);
            if (weapon && weapon->hasImprovedCritical()) {
                auto extra = parser.parse(QStringLiteral("%1dW").arg(improvedCriticalDice(level)));
                if (!extra)
                    return extra.error();
                auto dice =
                    roller.roll(*extra, QStringLiteral("improved critical: %1 vs %2").arg(power.name, target.targetId));
                if (!dice)
                    return dice.error();
                target.criticalDice = *dice;
                target.hitDamage += dice->total;
            }
        }
    }
    bool anyMiss = false;
    for (const AttackResolution::Target &target : resolution.targets)
        anyMiss = anyMiss || !target.hit;
    if (power.miss.damage && anyMiss) {
        resolution.missDamageType = power.miss.damage->type;
        resolution.missDamageExpression = PowerDamageText::substitute(power.miss.damage->expressionAt(level), attacker);
        auto expression = parseDamage(parser, power, QStringLiteral("miss"), resolution.missDamageExpression);
        if (!expression)
            return expression.error();
        auto damage = roller.roll(*expression, QStringLiteral("miss damage: %1").arg(power.name));
        if (!damage)
            return damage.error();
        resolution.missDamageRoll = *damage;
        for (AttackResolution::Target &target : resolution.targets) {
            if (!target.hit)
                target.hitDamage = std::max(0, damage->total);
        }
    }
    if (power.effect.damage) {
        resolution.effectDamageType = power.effect.damage->type;
        resolution.effectDamageExpression =
            PowerDamageText::substitute(power.effect.damage->expressionAt(level), attacker);
        auto expression = parseDamage(parser, power, QStringLiteral("effect"), resolution.effectDamageExpression);
        if (!expression)
            return expression.error();
        auto damage = roller.roll(*expression, QStringLiteral("effect damage: %1").arg(power.name));
        if (!damage)
            return damage.error();
        resolution.effectDamageRoll = *damage;
    }
    bool anyHit = false;
    for (const AttackResolution::Target &target : resolution.targets)
        anyHit = anyHit || target.hit;
    auto addSecondary = [&resolution](const PowerOutcome &outcome) {
        for (const Power &secondary : outcome.secondaryAttacks)
            resolution.pendingSecondaryAttacks.append(secondary.name);
    };
    if (anyHit)
        addSecondary(power.hit);
    if (anyMiss)
        addSecondary(power.miss);
    addSecondary(power.effect);
    return resolution;
}

Status AttackResolver::apply(AttackResolution &resolution, const Power &power, const QList<AttackTarget> &targets)
{
    if (resolution.applied)
        return Error{QStringLiteral("%1: this attack was already applied").arg(power.name)};
    if (targets.size() != resolution.targets.size())
        return Error{QStringLiteral("%1: the targets differ from the rolled ones").arg(power.name)};
    for (qsizetype i = 0; i < targets.size(); ++i) {
        if (!targets[i].creature || targets[i].creature->id() != resolution.targets[i].targetId)
            return Error{QStringLiteral("%1: the targets differ from the rolled ones").arg(power.name)};
    }
    for (qsizetype i = 0; i < targets.size(); ++i) {
        Creature &creature = *targets[i].creature;
        AttackResolution::Target &outcome = resolution.targets[i];
        Damage damage;
        damage.fromAttack = true;
        damage.dealerWeakened = resolution.attackerWeakened;
        damage.sourceId = resolution.attackerId;
        damage.origin = power.name;
        const PowerOutcome &entry = outcome.hit ? power.hit : power.miss;
        if (entry.damage) {
            damage.amount = outcome.hitDamage;
            damage.type = entry.damage->type;
            outcome.damage.append(DamageRules::applyDamage(creature, damage, outcome.knockOut));
        }
        if (resolution.effectDamageRoll) {
            damage.amount = std::max(0, resolution.effectDamageRoll->total);
            damage.type = resolution.effectDamageType;
            outcome.damage.append(DamageRules::applyDamage(creature, damage, outcome.knockOut));
        }
        if (outcome.coupDeGrace && !creature.isDead()) {
            int taken = 0;
            for (const DamageReport &report : outcome.damage)
                taken += report.hitPointsLost + report.absorbedByTemporary;
            // "If the target takes damage equal to or greater than its staggered value, it dies."
            if (taken >= creature.staggeredValue() && taken > 0) {
                creature.setDead(true);
                creature.conditions().removeAll(Condition::Dying);
                if (!outcome.damage.isEmpty()) {
                    outcome.damage.last().died = true;
                    outcome.damage.last().statusesAfter = creature.statuses();
                }
            }
        }
        if (!creature.isDead()) {
            for (const PowerOutcome *applies : {&entry, &power.effect}) {
                for (const AppliedCondition &condition : applies->conditions) {
                    const QString immunity = conditionImmunity(creature.statBlock(), power, condition.condition);
                    if (!immunity.isEmpty()) {
                        outcome.conditionsPrevented.append(
                            QStringLiteral("%1 (immune to %2)").arg(conditionName(condition.condition), immunity));
                        continue;
                    }
                    const int id = creature.conditions().add(condition.condition, condition.duration,
                                                             resolution.attackerId, power.name);
                    if (const ConditionInstance *instance = creature.conditions().instance(id))
                        outcome.conditionsApplied.append(*instance);
                    // "Unconscious: You fall prone, if possible."
                    if (condition.condition == Condition::Unconscious &&
                        !creature.conditions().hasDirect(Condition::Prone)) {
                        const int prone = creature.conditions().add(Condition::Prone, ConditionDuration::UntilResolved,
                                                                    resolution.attackerId, power.name);
                        outcome.conditionsApplied.append(*creature.conditions().instance(prone));
                    }
                }
                if (applies->persistent) {
                    creature.addPersistentDamage(applies->persistent->type, applies->persistent->amount);
                    outcome.persistentApplied = applies->persistent;
                }
            }
        }
        outcome.hitPointsAfter = creature.hitPoints();
        outcome.statusesAfter = creature.statuses();
    }
    resolution.applied = true;
    return success();
}

Result<AttackResolution> AttackResolver::resolve(const Creature &attacker, const Power &power,
                                                 const QList<AttackTarget> &targets)
{
    auto resolution = roll(attacker, power, targets);
    if (!resolution)
        return resolution;
    auto applied = apply(resolution.value(), power, targets);
    if (!applied)
        return applied.error();
    return resolution;
}

bool AttackResolver::wouldDropToZero(const AttackResolution &resolution, int targetIndex, const Creature &target)
{
    if (targetIndex < 0 || targetIndex >= resolution.targets.size() || target.hitPoints() <= 0)
        return false;
    const AttackResolution::Target &outcome = resolution.targets[targetIndex];
    Damage damage;
    damage.dealerWeakened = resolution.attackerWeakened;
    damage.amount = outcome.hitDamage;
    damage.type = outcome.hit ? resolution.hitDamageType : resolution.missDamageType;
    int total = DamageRules::adjustedAmount(target, damage);
    if (resolution.effectDamageRoll) {
        damage.amount = std::max(0, resolution.effectDamageRoll->total);
        damage.type = resolution.effectDamageType;
        total += DamageRules::adjustedAmount(target, damage);
    }
    return total - target.temporaryHitPoints() >= target.hitPoints();
}

} // namespace battlemat
