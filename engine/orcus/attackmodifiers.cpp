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

QList<AttackModifier> AttackModifiers::circumstances(const AttackSituation &s)
{
    QList<AttackModifier> modifiers;
    const bool melee = s.kind == AttackKind::Melee;
    const bool ranged = s.kind == AttackKind::Ranged;

    // Off-guard: counted once, however many reasons, and only for an attacker that can see the target
    // ("Off-guard": "Attackers that can see an off-guard creature receive a +2 bonus"). A blinded attacker, an
    // invisible target and a totally concealed one (no line of sight, a totally obscured square) are not seen.
    // Flanking makes the target off-guard against the flanker ("Flanking": "A creature is off-guard against
    // creatures who are flanking it"), so every attack the flanker makes gets it, ranged, near and far included;
    // only prone is limited to melee attacks (its definition says so).
    QStringList offGuard = s.targetOffGuard;
    if (melee)
        offGuard.append(s.targetOffGuardAgainstMelee);
    if (s.flanking)
        offGuard.append(QStringLiteral("flanked"));
    if (!s.targetCannotSeeAttacker.isEmpty())
        offGuard.append(s.targetCannotSeeAttacker); // orcus-gaps-filled.md section 9
    const bool seesTarget = s.attackerCannotSeeTarget.isEmpty() && s.concealment != ConcealmentGrade::Total;
    if (!offGuard.isEmpty() && seesTarget)
        modifiers.append({QStringLiteral("target is off-guard"), 2, offGuard.join(QStringLiteral(", ")),
                          QStringLiteral("offGuard")});

    if (s.attackerProne)
        modifiers.append(
            {QStringLiteral("attacker is prone"), -2, QStringLiteral("prone"), QStringLiteral("attackerProne")});
    if (s.attackerRestrained)
        modifiers.append({QStringLiteral("attacker is restrained"), -2, QStringLiteral("restrained"),
                          QStringLiteral("attackerRestrained")});
    if (s.attackerRattled)
        modifiers.append(
            {QStringLiteral("attacker is rattled"), -2, QStringLiteral("rattled"), QStringLiteral("rattled")});
    if (!s.markedBy.isEmpty() && !s.includesMarker)
        modifiers.append({QStringLiteral("marked, not attacking the marker"), -2,
                          QStringLiteral("marked by ") + s.markedBy, QStringLiteral("marked")});
    if (s.charged)
        modifiers.append({QStringLiteral("charge"), 1, QStringLiteral("Charge action"), QStringLiteral("charge")});
    if (s.ranPenalty != 0)
        modifiers.append(
            {QStringLiteral("attacker ran"), -s.ranPenalty, QStringLiteral("Run action"), QStringLiteral("ran")});
    if (s.powerBonus != 0)
        modifiers.append(
            {QStringLiteral("power bonus"), s.powerBonus, QStringLiteral("effect"), QStringLiteral("powerBonus")});
    if (s.auraAttackModifier != 0)
        modifiers.append(
            {QStringLiteral("aura"), s.auraAttackModifier, QStringLiteral("aura"), QStringLiteral("aura")});

    if (s.cover == CoverGrade::Cover)
        modifiers.append({QStringLiteral("cover"), -2, QStringLiteral("grid"), QStringLiteral("cover")});
    else if (s.cover == CoverGrade::ThreeQuarters)
        modifiers.append(
            {QStringLiteral("three-quarters cover"), -5, QStringLiteral("grid"), QStringLiteral("threeQuartersCover")});

    // Concealment counts against melee and ranged attacks only ("Concealment"). A blinded attacker's targets and an
    // invisible target have total concealment; the worst grade applies once.
    if (melee || ranged) {
        ConcealmentGrade grade = s.concealment;
        QString source = s.concealmentSource;
        if (!s.attackerCannotSeeTarget.isEmpty()) {
            grade = ConcealmentGrade::Total;
            source = s.attackerCannotSeeTarget;
        }
        if (grade == ConcealmentGrade::Concealment)
            modifiers.append({QStringLiteral("concealment"), -2, source, QStringLiteral("concealment")});
        else if (grade == ConcealmentGrade::Total)
            modifiers.append({QStringLiteral("total concealment"), -5, source, QStringLiteral("totalConcealment")});
    }
    if (ranged && s.longRange)
        modifiers.append({QStringLiteral("long range"), -2, QStringLiteral("range"), QStringLiteral("longRange")});
    // "Prone: Ranged attacks by enemies not adjacent to you suffer a -2 penalty."
    if (ranged && !s.adjacent && s.targetProne)
        modifiers.append({QStringLiteral("target is prone, ranged attack from afar"), -2, QStringLiteral("prone"),
                          QStringLiteral("targetProne")});
    for (AttackModifier other : s.other) {
        if (other.key.isEmpty())
            other.key = other.name;
        modifiers.append(other);
    }
    return modifiers;
}

} // namespace battlemat
