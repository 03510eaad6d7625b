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

namespace {

/**
 * Every circumstance modifier of the situation, in order, given to `add` as (name, value, source, key) with the
 * source a callable (the off-guard reasons are joined only when someone reads them): circumstances() lists them,
 * circumstanceTotal() adds their values up, from this one reading of the rules' table.
 */
template<typename Add>
void forEachCircumstance(const AttackSituation &s, Add add)
{
    const bool melee = s.kind == AttackKind::Melee;
    const bool ranged = s.kind == AttackKind::Ranged;
    const auto text = [](const QString &value) { return [&value] { return value; }; };

    // Off-guard: counted once, however many reasons, and only for an attacker that can see the target
    // ("Off-guard": "Attackers that can see an off-guard creature receive a +2 bonus"). A blinded attacker, an
    // invisible target and a totally concealed one (no line of sight, a totally obscured square) are not seen.
    // Flanking makes the target off-guard against the flanker ("Flanking": "A creature is off-guard against
    // creatures who are flanking it"), so every attack the flanker makes gets it, ranged, near and far included;
    // only prone is limited to melee attacks (its definition says so).
    const bool offGuard = !s.targetOffGuard.isEmpty() || (melee && !s.targetOffGuardAgainstMelee.isEmpty()) ||
                          s.flanking || !s.targetCannotSeeAttacker.isEmpty();
    const bool seesTarget = s.attackerCannotSeeTarget.isEmpty() && s.concealment != ConcealmentGrade::Total;
    if (offGuard && seesTarget)
        add(
            QStringLiteral("target is off-guard"), 2,
            [&] {
                QStringList reasons = s.targetOffGuard;
                if (melee)
                    reasons.append(s.targetOffGuardAgainstMelee);
                if (s.flanking)
                    reasons.append(QStringLiteral("flanked"));
                if (!s.targetCannotSeeAttacker.isEmpty())
                    reasons.append(s.targetCannotSeeAttacker); // orcus-gaps-filled.md section 9
                return reasons.join(QStringLiteral(", "));
            },
            QStringLiteral("offGuard"));

    if (s.attackerProne)
        add(
            QStringLiteral("attacker is prone"), -2, [] { return QStringLiteral("prone"); },
            QStringLiteral("attackerProne"));
    if (s.attackerRestrained)
        add(
            QStringLiteral("attacker is restrained"), -2, [] { return QStringLiteral("restrained"); },
            QStringLiteral("attackerRestrained"));
    if (s.attackerRattled)
        add(
            QStringLiteral("attacker is rattled"), -2, [] { return QStringLiteral("rattled"); },
            QStringLiteral("rattled"));
    if (!s.markedBy.isEmpty() && !s.includesMarker)
        add(
            QStringLiteral("marked, not attacking the marker"), -2,
            [&] { return QStringLiteral("marked by ") + s.markedBy; }, QStringLiteral("marked"));
    if (s.charged)
        add(
            QStringLiteral("charge"), 1, [] { return QStringLiteral("Charge action"); }, QStringLiteral("charge"));
    if (s.ranPenalty != 0)
        add(
            QStringLiteral("attacker ran"), -s.ranPenalty, [] { return QStringLiteral("Run action"); },
            QStringLiteral("ran"));
    if (s.powerBonus != 0)
        add(
            QStringLiteral("power bonus"), s.powerBonus, [] { return QStringLiteral("effect"); },
            QStringLiteral("powerBonus"));
    if (s.auraAttackModifier != 0)
        add(
            QStringLiteral("aura"), s.auraAttackModifier, [] { return QStringLiteral("aura"); },
            QStringLiteral("aura"));

    if (s.cover == CoverGrade::Cover)
        add(
            QStringLiteral("cover"), -2, [] { return QStringLiteral("grid"); }, QStringLiteral("cover"));
    else if (s.cover == CoverGrade::ThreeQuarters)
        add(
            QStringLiteral("three-quarters cover"), -5, [] { return QStringLiteral("grid"); },
            QStringLiteral("threeQuartersCover"));

    // Concealment counts against melee and ranged attacks only ("Concealment"). A blinded attacker's targets and an
    // invisible target have total concealment; the worst grade applies once.
    if (melee || ranged) {
        ConcealmentGrade grade = s.concealment;
        const QString *source = &s.concealmentSource;
        if (!s.attackerCannotSeeTarget.isEmpty()) {
            grade = ConcealmentGrade::Total;
            source = &s.attackerCannotSeeTarget;
        }
        if (grade == ConcealmentGrade::Concealment)
            add(QStringLiteral("concealment"), -2, text(*source), QStringLiteral("concealment"));
        else if (grade == ConcealmentGrade::Total)
            add(QStringLiteral("total concealment"), -5, text(*source), QStringLiteral("totalConcealment"));
    }
    if (ranged && s.longRange)
        add(
            QStringLiteral("long range"), -2, [] { return QStringLiteral("range"); }, QStringLiteral("longRange"));
    // "Prone: Ranged attacks by enemies not adjacent to you suffer a -2 penalty."
    if (ranged && !s.adjacent && s.targetProne)
        add(
            QStringLiteral("target is prone, ranged attack from afar"), -2, [] { return QStringLiteral("prone"); },
            QStringLiteral("targetProne"));
    for (const AttackModifier &other : s.other)
        add(other.name, other.value, text(other.source), other.key.isEmpty() ? other.name : other.key);
}

} // namespace

QList<AttackModifier> AttackModifiers::circumstances(const AttackSituation &s)
{
    QList<AttackModifier> modifiers;
    forEachCircumstance(s, [&](const QString &name, int value, const auto &source, const QString &key) {
        modifiers.append({name, value, source(), key});
    });
    return modifiers;
}

int AttackModifiers::circumstanceTotal(const AttackSituation &s)
{
    int total = 0;
    forEachCircumstance(s, [&](const QString &, int value, const auto &, const QString &) { total += value; });
    return total;
}

int AttackModifiers::circumstanceTotal(const AttackSituation &s, bool *offGuard)
{
    int total = 0;
    *offGuard = false;
    forEachCircumstance(s, [&](const QString &, int value, const auto &, const QString &key) {
        total += value;
        *offGuard = *offGuard || key == QLatin1String("offGuard");
    });
    return total;
}

} // namespace battlemat
