#include "sheet/charactersheet.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace battlemat {

namespace {

QString propertyName(const QString &property)
{
    static const QHash<QString, QString> names{
        {QStringLiteral("improved-critical"), QStringLiteral("Improved Critical")},
        {QStringLiteral("reach"), QStringLiteral("Reach")},
        {QStringLiteral("thrown-light"), QStringLiteral("Thrown (light)")},
        {QStringLiteral("thrown-heavy"), QStringLiteral("Thrown (heavy)")},
        {QStringLiteral("loading-free"), QStringLiteral("Loading (free)")},
        {QStringLiteral("loading-swift"), QStringLiteral("Loading (swift)")}};
    return names.value(property, property);
}

QString handsName(Weapon::Hands hands)
{
    switch (hands) {
    case Weapon::Hands::Side:
        return QStringLiteral("side");
    case Weapon::Hands::One:
        return QStringLiteral("one-handed");
    case Weapon::Hands::Two:
        return QStringLiteral("two-handed");
    }
    return {};
}

QString damageText(const QString &dice, int modifier)
{
    return modifier == 0 ? dice : dice + signedNumber(modifier);
}

WeaponLine weaponLine(const Weapon &weapon, bool wielded, bool proficient, const StatBlock &block,
                      const DerivedStats &stats, const EquipmentCatalog &catalog)
{
    WeaponLine line;
    line.id = weapon.id;
    line.name = weapon.name;
    line.wielded = wielded;
    line.proficient = proficient;
    // "By default, Strength is added to attack and damage rolls for melee weapon attacks and Dexterity to attack
    // and damage rolls for ranged weapons."
    line.ability = weapon.kind == Weapon::Kind::Ranged ? Ability::Dexterity : Ability::Strength;
    // "Proficiency with a weapon allows you to add the weapon's proficiency bonus to the attack roll"; armor the
    // hero is not proficient with costs 2 ("Armor Proficiency").
    line.proficiencyBonus = weapon.proficiencyBonus;
    line.attackBonus = stats.abilityBonus(line.ability) + (proficient ? weapon.proficiencyBonus : 0) +
                       block.hero.otherAttackBonus + stats.armorAttackPenalty;
    line.damage = damageText(weapon.weaponDie(), block.abilities.modifier(line.ability));
    if (weapon.kind == Weapon::Kind::Ranged) {
        line.range = QStringLiteral("%1/%2").arg(weapon.shortRange).arg(weapon.longRange);
    } else {
        line.range = weapon.hasReach() ? QStringLiteral("reach %1").arg(block.reach + 1) : QStringLiteral("melee");
        if (weapon.isThrown()) {
            // "Unless otherwise mentioned, thrown weapons have a range of 5/10 (short/long)."
            const int shortRange = weapon.shortRange > 0 ? weapon.shortRange : catalog.thrownShortRange();
            const int longRange = weapon.longRange > 0 ? weapon.longRange : catalog.thrownLongRange();
            line.range += QStringLiteral(" or thrown %1/%2").arg(shortRange).arg(longRange);
        }
    }
    if (weapon.hasImprovedCritical()) {
        // "Improved Critical": +1dW from level 1, +2dW from level 11, +3dW from level 21.
        const int extra = block.level >= 21 ? 3 : block.level >= 11 ? 2 : 1;
        line.criticalBonus = QStringLiteral("+%1dW (%2)")
                                 .arg(extra)
                                 .arg(QStringLiteral("%1d%2").arg(extra * weapon.damageDice).arg(weapon.damageSides));
    }
    for (const QString &property : weapon.properties)
        line.properties.append(propertyName(property));
    line.category = weapon.category;
    line.hands = handsName(weapon.hands);
    return line;
}

QString rangeLine(const Power &power, const Weapon *weapon)
{
    switch (power.origin) {
    case Power::Origin::Melee:
        if (power.usesWeapon())
            return QStringLiteral("Melee weapon");
        return power.range > 0 ? QStringLiteral("Melee %1").arg(power.range) : QStringLiteral("Melee touch");
    case Power::Origin::Ranged:
        if (power.usesWeapon() && weapon && weapon->kind == Weapon::Kind::Ranged)
            return QStringLiteral("Ranged weapon %1/%2").arg(weapon->shortRange).arg(weapon->longRange);
        if (power.longRange > 0)
            return QStringLiteral("Ranged %1/%2").arg(power.range).arg(power.longRange);
        return QStringLiteral("Ranged %1").arg(power.range);
    case Power::Origin::Near:
        return QStringLiteral("Near %1").arg(power.area);
    case Power::Origin::Far:
        return QStringLiteral("Far %1 within %2").arg(power.area).arg(power.range);
    case Power::Origin::Self:
        return QStringLiteral("Self");
    }
    return {};
}

// "2dW + Str" with a 1d8 weapon and Str +4 -> "2d8 + 4" ("Damage rolls": dW is the weapon's damage die, which a
// power multiplies; ability abbreviations stand for the modifiers, "level" for the level).
QString resolvedDamage(const QString &expression, const Weapon *weapon, const StatBlock &block)
{
    QString text = expression;
    if (weapon) {
        static const QRegularExpression weaponDice(QStringLiteral("(\\d*)dW"));
        QString result;
        qsizetype last = 0;
        for (auto it = weaponDice.globalMatch(text); it.hasNext();) {
            const auto match = it.next();
            const int count = match.captured(1).isEmpty() ? 1 : match.captured(1).toInt();
            result += text.mid(last, match.capturedStart() - last);
            result += QStringLiteral("%1d%2").arg(count * weapon->damageDice).arg(weapon->damageSides);
            last = match.capturedEnd();
        }
        text = result + text.mid(last);
    }
    for (Ability ability : allAbilities) {
        static const QString pattern = QStringLiteral("\\b%1\\b");
        text.replace(QRegularExpression(pattern.arg(abilityAbbreviation(ability))),
                     QString::number(block.abilities.modifier(ability)));
    }
    text.replace(QRegularExpression(QStringLiteral("\\blevel\\b")), QString::number(block.level));
    text.replace(QStringLiteral("+ -"), QStringLiteral("- "));
    return text;
}

} // namespace

QString signedNumber(int value)
{
    return value >= 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

const WeaponLine &CharacterSheet::meleeAttack() const
{
    // weapons[0] is the wielded weapon when there is one; of() always adds an unarmed strike otherwise.
    for (const WeaponLine &line : weapons) {
        if (line.wielded)
            return line;
    }
    return weapons.constFirst();
}

Result<CharacterSheet> CharacterSheet::of(const HeroCharacter &hero, const EquipmentCatalog &catalog,
                                          const MonsterTables &tables, const OrcusSettings &settings)
{
    const StatBlock &block = hero.creature;
    if (!block.isHero())
        return Error{QStringLiteral("%1: a character sheet needs a hero, not a monster").arg(block.id)};
    auto stats = DerivedStats::of(block, catalog, settings);
    if (!stats)
        return stats.error();
    CharacterSheet sheet;
    sheet.stats = *stats;
    sheet.currentHitPoints = stats->maxHitPoints - hero.damageTaken;
    sheet.recoveriesLeft = std::max(0, stats->recoveries - hero.recoveriesSpent);
    sheet.currentLevelXp = tables.cumulativeXpForLevel(block.level);
    sheet.nextLevelXp = block.level < maxCreatureLevel ? tables.cumulativeXpForLevel(block.level + 1) : -1;

    // DerivedStats::of has checked these ids.
    const Armor *armor = catalog.armor(block.hero.armor.isEmpty() ? QStringLiteral("none") : block.hero.armor);
    const Armor *shield = block.hero.shield.isEmpty() ? nullptr : catalog.armor(block.hero.shield);
    sheet.armorName = armor->name;
    sheet.shieldName = shield ? shield->name : QString();
    // "Armor Check Penalty": the armor's and the shield's penalties both apply to the marked skills.
    sheet.armorCheckPenalty = armor->checkPenalty + (shield ? shield->checkPenalty : 0);

    // Skill modifier (shared rules README, "Known unknowns"; the Basic Rules never give it): the ability modifier
    // plus half level, as DerivedStats::abilityBonuses gives every check, plus the training bonus when trained,
    // the armor check penalty for the marked skills, and other bonuses.
    for (Skill skill : allSkills) {
        SkillLine line;
        line.skill = skill;
        line.trained = hero.isTrained(skill);
        line.armorCheckPenalty = skillHasArmorCheckPenalty(skill) ? sheet.armorCheckPenalty : 0;
        line.modifier = stats->abilityBonus(skillAbility(skill)) + (line.trained ? hero.trainingBonus : 0) +
                        line.armorCheckPenalty + hero.skillBonuses.value(skill, 0);
        sheet.skills.append(line);
    }
    // "Passive skills": 10 + the skill modifier.
    sheet.passivePerception = 10 + sheet.skill(Skill::Perception).modifier;
    sheet.passiveInsight = 10 + sheet.skill(Skill::Insight).modifier;

    const Weapon *wielded = block.hero.weapon.isEmpty() ? nullptr : catalog.weapon(block.hero.weapon);
    if (wielded) {
        sheet.weapons.append(weaponLine(*wielded, true, block.hero.weaponProficient, block, *stats, catalog));
    } else {
        // "Improvised weapons": an unarmed strike is always at hand.
        const Weapon *unarmed = catalog.weapon(QStringLiteral("unarmed-strike"));
        if (!unarmed)
            return Error{QStringLiteral("the weapon table has no unarmed-strike row")};
        sheet.weapons.append(weaponLine(*unarmed, true, true, block, *stats, catalog));
    }
    for (const CarriedWeapon &carried : hero.otherWeapons) {
        const Weapon *weapon = catalog.weapon(carried.id);
        if (!weapon)
            return Error{QStringLiteral("%1: unknown weapon '%2'").arg(block.id, carried.id)};
        sheet.weapons.append(weaponLine(*weapon, false, carried.proficient, block, *stats, catalog));
    }

    for (const Power &power : block.powers) {
        PowerLine line;
        line.power = power;
        line.rangeLine = rangeLine(power, wielded);
        if (power.attack) {
            const PowerAttack &attack = *power.attack;
            if (attack.bonus) {
                line.attackBonus = *attack.bonus;
                line.attackLine =
                    QStringLiteral("%1 vs %2").arg(signedNumber(line.attackBonus), defenseName(attack.defense));
            } else {
                const Ability ability = attack.ability.value_or(Ability::Strength);
                // A Weapon power adds the wielded weapon's proficiency bonus ("Weapon proficiency").
                const int proficiency =
                    power.usesWeapon() && wielded && block.hero.weaponProficient ? wielded->proficiencyBonus : 0;
                line.attackBonus = stats->abilityBonus(ability) + proficiency + block.hero.otherAttackBonus +
                                   stats->armorAttackPenalty;
                line.attackLine =
                    QStringLiteral("%1 %2 vs %3")
                        .arg(abilityAbbreviation(ability), signedNumber(line.attackBonus), defenseName(attack.defense));
            }
        }
        if (power.hit.damage) {
            line.hitDamage = power.hit.damage->expressionAt(block.level);
            line.hitDamageResolved = resolvedDamage(line.hitDamage, power.usesWeapon() ? wielded : nullptr, block);
        }
        sheet.powers.append(line);
    }

    // "Lifting and Carrying": medium load = Strength x 10; heavy = twice; push or drag = five times.
    const int strength = block.abilities.score(Ability::Strength);
    sheet.carrying.mediumLoad = strength * 10;
    sheet.carrying.heavyLoad = 2 * sheet.carrying.mediumLoad;
    sheet.carrying.pushOrDrag = 5 * sheet.carrying.mediumLoad;
    sheet.carriedWeight = hero.coins.weightInPounds();
    for (const GearItem &item : hero.gear)
        sheet.carriedWeight += item.quantity * item.weight;
    return sheet;
}

Result<CharacterSheet> CharacterSheet::of(const HeroCharacter &hero)
{
    const auto &catalog = EquipmentCatalog::standard();
    if (!catalog)
        return catalog.error();
    const auto &tables = MonsterTables::standard();
    if (!tables)
        return tables.error();
    return of(hero, *catalog, *tables);
}

QJsonObject CharacterSheet::toJson() const
{
    QJsonObject object = stats.toJson();
    object.insert(QStringLiteral("currentHitPoints"), currentHitPoints);
    object.insert(QStringLiteral("recoveriesLeft"), recoveriesLeft);
    object.insert(QStringLiteral("currentLevelXp"), currentLevelXp);
    object.insert(QStringLiteral("nextLevelXp"), nextLevelXp);
    object.insert(QStringLiteral("armorCheckPenalty"), armorCheckPenalty);
    object.insert(QStringLiteral("passivePerception"), passivePerception);
    object.insert(QStringLiteral("passiveInsight"), passiveInsight);
    object.insert(QStringLiteral("carrying"), QJsonObject{{QStringLiteral("mediumLoad"), carrying.mediumLoad},
                                                          {QStringLiteral("heavyLoad"), carrying.heavyLoad},
                                                          {QStringLiteral("pushOrDrag"), carrying.pushOrDrag},
                                                          {QStringLiteral("carriedWeight"), carriedWeight}});
    QJsonObject skillObject;
    for (const SkillLine &line : skills)
        skillObject.insert(skillKey(line.skill), QJsonObject{{QStringLiteral("modifier"), line.modifier},
                                                             {QStringLiteral("trained"), line.trained}});
    object.insert(QStringLiteral("skills"), skillObject);
    QJsonArray weaponArray;
    for (const WeaponLine &line : weapons)
        weaponArray.append(QJsonObject{{QStringLiteral("id"), line.id},
                                       {QStringLiteral("name"), line.name},
                                       {QStringLiteral("wielded"), line.wielded},
                                       {QStringLiteral("proficient"), line.proficient},
                                       {QStringLiteral("attackBonus"), line.attackBonus},
                                       {QStringLiteral("damage"), line.damage},
                                       {QStringLiteral("range"), line.range},
                                       {QStringLiteral("criticalBonus"), line.criticalBonus},
                                       {QStringLiteral("properties"), QJsonArray::fromStringList(line.properties)}});
    object.insert(QStringLiteral("weapons"), weaponArray);
    QJsonArray powerArray;
    for (const PowerLine &line : powers)
        powerArray.append(QJsonObject{{QStringLiteral("name"), line.power.name},
                                      {QStringLiteral("attack"), line.attackLine},
                                      {QStringLiteral("range"), line.rangeLine},
                                      {QStringLiteral("hitDamage"), line.hitDamage},
                                      {QStringLiteral("hitDamageResolved"), line.hitDamageResolved}});
    object.insert(QStringLiteral("powers"), powerArray);
    return object;
}

} // namespace battlemat
