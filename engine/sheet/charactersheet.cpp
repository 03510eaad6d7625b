#include "sheet/charactersheet.h"

#include "orcus/attackmodifiers.h"
#include "orcus/basicattack.h"
#include "orcus/creature.h"
#include "orcus/powerdamagetext.h"

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

/** The sum of the attacker's own attack modifiers, as the fight's AttackModifiers::base computes them. */
int attackBonus(const Creature &attacker, const Power &power, const Weapon *weapon)
{
    int sum = 0;
    for (const AttackModifier &modifier : AttackModifiers::base(attacker, power, weapon))
        sum += modifier.value;
    return sum;
}

// "2dW + level + Str" with a 1d8 weapon, level 5 and Str +4 -> "2d8+9": the engine's PowerDamageText puts in the
// level and modifiers, dW becomes the weapon's dice ("Damage rolls"; 2dW of a 2d8 weapon is 4d8), and the fixed
// numbers are added up so the sheet shows what the player rolls.
QString resolvedDamage(const QString &expression, const Weapon *weapon, const Creature &user)
{
    QString text = PowerDamageText::substitute(expression, user);
    if (weapon) {
        static const QRegularExpression weaponDice(QStringLiteral("(\\d*)\\s*dW"));
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
    static const QRegularExpression term(QStringLiteral("([+-]?)\\s*(\\d+(?:d\\d+)?)"));
    static const QRegularExpression whole(QStringLiteral("^\\s*([+-]?\\s*\\d+(?:d\\d+)?\\s*)+$"));
    if (!whole.match(text).hasMatch())
        return text; // something the sheet does not simplify ("1d6 per square"): shown as written
    QStringList dice;
    int constant = 0;
    for (auto it = term.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        const bool negative = match.captured(1) == QLatin1String("-");
        const QString value = match.captured(2);
        if (value.contains(QLatin1Char('d')))
            dice.append((negative ? QStringLiteral("-") : (dice.isEmpty() ? QString() : QStringLiteral("+"))) + value);
        else
            constant += negative ? -value.toInt() : value.toInt();
    }
    QString simplified = dice.join(QString());
    if (constant != 0 || simplified.isEmpty())
        simplified += simplified.isEmpty() ? QString::number(constant) : signedNumber(constant);
    return simplified;
}

Result<WeaponLine> weaponLine(const Weapon &weapon, bool wielded, bool proficient, const StatBlock &block,
                              const EquipmentCatalog &catalog, const OrcusSettings &settings)
{
    // The fight's view of this weapon: the hero wielding it, with its proficiency.
    StatBlock wielder = block;
    wielder.hero.weapon = weapon.id;
    wielder.hero.weaponProficient = proficient;
    auto creature = Creature::create(wielder, settings);
    if (!creature)
        return creature.error();
    // "Basic Attack" (Universal actions) with this weapon: vs AC, 2dW + level (3dW from level 21) + the modifier,
    // or 1dW + the modifier when the campaign follows Orcus 1.0 (shared rules README, "Rules versions").
    const Power basic = BasicAttack::with(weapon, weapon.kind == Weapon::Kind::Ranged, settings.rulesVersion);
    WeaponLine line;
    line.id = weapon.id;
    line.name = weapon.name;
    line.wielded = wielded;
    line.proficient = proficient;
    line.ability = basic.attack->ability.value_or(Ability::Strength);
    line.proficiencyBonus = weapon.proficiencyBonus;
    line.attackBonus = attackBonus(*creature, basic, &weapon);
    line.damage = resolvedDamage(basic.hit.damage->expressionAt(block.level), &weapon, *creature);
    if (weapon.kind == Weapon::Kind::Ranged) {
        line.ranged = true;
        line.shortRange = weapon.shortRange;
        line.longRange = weapon.longRange;
        line.range = QStringLiteral("%1/%2").arg(weapon.shortRange).arg(weapon.longRange);
    } else {
        line.reach = weapon.hasReach() ? block.reach + 1 : 0;
        line.range = weapon.hasReach() ? QStringLiteral("reach %1").arg(line.reach) : QStringLiteral("melee");
        if (weapon.isThrown()) {
            // "Unless otherwise mentioned, thrown weapons have a range of 5/10 (short/long)."
            line.thrown = true;
            line.shortRange = weapon.shortRange > 0 ? weapon.shortRange : catalog.thrownShortRange();
            line.longRange = weapon.longRange > 0 ? weapon.longRange : catalog.thrownLongRange();
            line.range += QStringLiteral(" or thrown %1/%2").arg(line.shortRange).arg(line.longRange);
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
    line.propertyIds = weapon.properties;
    line.category = weapon.category;
    line.hands = handsName(weapon.hands);
    line.handsKind = weapon.hands;
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
    sheet.rulesVersion = settings.rulesVersion;
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
    // "Improvised weapons": without a weapon the hero strikes unarmed.
    const Weapon *inHand = wielded ? wielded : catalog.weapon(QStringLiteral("unarmed-strike"));
    if (!inHand)
        return Error{QStringLiteral("the weapon table has no unarmed-strike row")};
    auto wieldedLine =
        weaponLine(*inHand, true, wielded ? block.hero.weaponProficient : true, block, catalog, settings);
    if (!wieldedLine)
        return wieldedLine.error();
    sheet.weapons.append(*wieldedLine);
    for (const CarriedWeapon &carried : hero.otherWeapons) {
        const Weapon *weapon = catalog.weapon(carried.id);
        if (!weapon)
            return Error{QStringLiteral("%1: unknown weapon '%2'").arg(block.id, carried.id)};
        auto line = weaponLine(*weapon, false, carried.proficient, block, catalog, settings);
        if (!line)
            return line.error();
        sheet.weapons.append(*line);
    }
    auto user = Creature::create(block, settings);
    if (!user)
        return user.error();

    for (const Power &power : block.powers) {
        PowerLine line;
        line.power = power;
        line.rangeLine = rangeLine(power, wielded);
        if (power.origin == Power::Origin::Ranged && power.usesWeapon() && wielded &&
            wielded->kind == Weapon::Kind::Ranged) {
            line.weaponShortRange = wielded->shortRange;
            line.weaponLongRange = wielded->longRange;
        }
        if (power.attack) {
            // The same modifiers the fight adds (AttackModifiers::base): ability + half level or the printed
            // bonus, the wielded weapon's proficiency for Weapon powers, other bonuses, armor without proficiency.
            const PowerAttack &attack = *power.attack;
            const Weapon *weapon = power.usesWeapon() ? inHand : nullptr;
            line.attackBonus = attackBonus(*user, power, weapon);
            if (attack.bonus) {
                line.attackLine =
                    QStringLiteral("%1 vs %2").arg(signedNumber(line.attackBonus), defenseName(attack.defense));
            } else {
                line.attackAbility = attack.ability.value_or(AttackModifiers::weaponAbility(power, weapon));
                line.attackLine = QStringLiteral("%1 %2 vs %3")
                                      .arg(abilityAbbreviation(*line.attackAbility), signedNumber(line.attackBonus),
                                           defenseName(attack.defense));
            }
        }
        if (power.hit.damage) {
            line.hitDamage = power.hit.damage->expressionAt(block.level);
            line.hitDamageResolved = resolvedDamage(line.hitDamage, power.usesWeapon() ? inHand : nullptr, *user);
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
    // Worn and carried equipment weighs too: armor, shield, the wielded weapon and the others carried (the tables'
    // weights, resources/data/armor.json and weapons.json).
    sheet.carriedWeight +=
        (armor ? armor->weight : 0) + (shield ? shield->weight : 0) + (wielded ? wielded->weight : 0);
    for (const CarriedWeapon &other : hero.otherWeapons) {
        if (const Weapon *weapon = catalog.weapon(other.id))
            sheet.carriedWeight += weapon->weight;
    }
    return sheet;
}

Result<CharacterSheet> CharacterSheet::of(const HeroCharacter &hero, const OrcusSettings &settings)
{
    const auto &catalog = EquipmentCatalog::standard();
    if (!catalog)
        return catalog.error();
    const auto &tables = MonsterTables::standard();
    if (!tables)
        return tables.error();
    return of(hero, *catalog, *tables, settings);
}

QJsonObject CharacterSheet::toJson() const
{
    QJsonObject object = stats.toJson();
    object.insert(QStringLiteral("rulesVersion"), rulesVersionName(rulesVersion));
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
