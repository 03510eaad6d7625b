#include "orcus/attackmodifiers.h"

namespace battlemat {

Ability AttackModifiers::weaponAbility(const Power &power, const Weapon *weapon)
{
    if (!weapon || power.origin != Power::Origin::Ranged)
        return Ability::Strength;
    // "By default, Strength is added ... for melee weapon attacks and Dexterity ... for ranged weapons";
    // "Thrown (heavy): Use Strength instead of Dexterity".
    if (weapon->kind == Weapon::Kind::Melee && weapon->hasProperty(QStringLiteral("thrown-heavy")))
        return Ability::Strength;
    return Ability::Dexterity;
}

QList<AttackModifier> AttackModifiers::base(const Creature &attacker, const Power &power, const Weapon *weapon)
{
    QList<AttackModifier> modifiers;
    const StatBlock &block = attacker.statBlock();
    const PowerAttack attack = power.attack.value_or(PowerAttack{});
    if (attack.bonus) {
        modifiers.append({QStringLiteral("attack bonus"), *attack.bonus, QStringLiteral("stat block")});
    } else if (!attack.ability && block.isMonster() && !power.usesWeapon()) {
        // A monster power without its own bonus uses the bonus of its role and level ("Creating new monsters").
        const bool vsAc = attack.defense == Defense::AC;
        modifiers.append({vsAc ? QStringLiteral("monster attack vs AC") : QStringLiteral("monster attack vs F/R/W"),
                          vsAc ? block.monster.attackVsAc : block.monster.attackVsOther, QStringLiteral("stat block")});
    } else {
        const Ability ability = attack.ability.value_or(weaponAbility(power, weapon));
        modifiers.append({abilityAbbreviation(ability) + QStringLiteral(" modifier + half level"),
                          attacker.derived().abilityBonus(ability), abilityKey(ability)});
    }
    if (power.usesWeapon() && weapon && block.isHero() && block.hero.weaponProficient && weapon->proficiencyBonus > 0)
        modifiers.append({QStringLiteral("weapon proficiency"), weapon->proficiencyBonus, weapon->name});
    if (block.isHero() && block.hero.otherAttackBonus != 0)
        modifiers.append(
            {QStringLiteral("other attack bonuses"), block.hero.otherAttackBonus, QStringLiteral("sheet")});
    if (attacker.derived().armorAttackPenalty != 0)
        modifiers.append(
            {QStringLiteral("armor without proficiency"), attacker.derived().armorAttackPenalty, block.hero.armor});
    return modifiers;
}

bool AttackModifiers::attackerSeesTarget(const Creature &attacker, const Creature &target,
                                         const AttackCircumstances &circumstances)
{
    if (attacker.conditions().has(Condition::Blinded))
        return false;
    return !target.conditions().has(Condition::Invisible) || circumstances.attackerSeesInvisible;
}

QList<AttackModifier> AttackModifiers::circumstances(const Creature &attacker, const Creature &target,
                                                     const Power &power, const AttackCircumstances &circumstances,
                                                     bool includesMarker)
{
    QList<AttackModifier> modifiers;
    const bool melee = power.origin == Power::Origin::Melee;
    const bool ranged = power.origin == Power::Origin::Ranged;
    const ConditionEffects targetEffects = target.conditionEffects();

    // Off-guard: counted once, however many reasons; only attackers that can see the target get it ("Off-guard").
    QStringList offGuard = targetEffects.offGuard;
    if (melee)
        offGuard.append(targetEffects.offGuardAgainstMelee);
    if (circumstances.flanking)
        offGuard.append(QStringLiteral("flanked"));
    if (attacker.conditions().has(Condition::Invisible) && !circumstances.targetSeesInvisible)
        offGuard.append(QStringLiteral("cannot see the invisible attacker")); // "Invisible"
    const bool seesTarget = attackerSeesTarget(attacker, target, circumstances);
    if (!offGuard.isEmpty() && seesTarget)
        modifiers.append({QStringLiteral("target is off-guard"), 2, offGuard.join(QStringLiteral(", "))});

    const ConditionSet &own = attacker.conditions();
    if (own.has(Condition::Prone))
        modifiers.append({QStringLiteral("attacker is prone"), -2, QStringLiteral("prone")});
    if (own.has(Condition::Restrained))
        modifiers.append({QStringLiteral("attacker is restrained"), -2, QStringLiteral("restrained")});
    if (own.has(Condition::Rattled))
        modifiers.append({QStringLiteral("attacker is rattled"), -2, QStringLiteral("rattled")});
    const QString marker = own.markerId();
    if (!marker.isEmpty() && !includesMarker)
        modifiers.append(
            {QStringLiteral("marked, not attacking the marker"), -2, QStringLiteral("marked by ") + marker});
    if (circumstances.charged)
        modifiers.append({QStringLiteral("charge"), 1, QStringLiteral("Charge action")});
    if (circumstances.attackerRan)
        modifiers.append({QStringLiteral("attacker ran"), -5, QStringLiteral("Run action")});

    if (circumstances.cover == AttackCircumstances::CoverGrade::Cover)
        modifiers.append({QStringLiteral("cover"), -2, QStringLiteral("grid")});
    else if (circumstances.cover == AttackCircumstances::CoverGrade::ThreeQuarters)
        modifiers.append({QStringLiteral("three-quarters cover"), -5, QStringLiteral("grid")});

    // Concealment counts against melee and ranged attacks only ("Concealment"). A blinded attacker's targets and an
    // invisible target have total concealment; the worst grade applies once.
    if (power.isMeleeOrRanged()) {
        AttackCircumstances::ConcealmentGrade grade = circumstances.concealment;
        QString source = QStringLiteral("grid");
        if (own.has(Condition::Blinded)) {
            grade = AttackCircumstances::ConcealmentGrade::Total;
            source = QStringLiteral("attacker is blinded");
        } else if (target.conditions().has(Condition::Invisible) && !circumstances.attackerSeesInvisible) {
            grade = AttackCircumstances::ConcealmentGrade::Total;
            source = QStringLiteral("target is invisible");
        }
        if (grade == AttackCircumstances::ConcealmentGrade::Concealment)
            modifiers.append({QStringLiteral("concealment"), -2, source});
        else if (grade == AttackCircumstances::ConcealmentGrade::Total)
            modifiers.append({QStringLiteral("total concealment"), -5, source});
    }
    if (ranged && circumstances.longRange)
        modifiers.append({QStringLiteral("long range"), -2, QStringLiteral("range")});
    // "Prone: Ranged attacks by enemies not adjacent to you suffer a -2 penalty."
    if (ranged && !circumstances.adjacent && target.conditions().has(Condition::Prone))
        modifiers.append({QStringLiteral("target is prone, ranged attack from afar"), -2, QStringLiteral("prone")});
    for (const AttackModifier &other : circumstances.other)
        modifiers.append(other);
    return modifiers;
}

} // namespace battlemat
