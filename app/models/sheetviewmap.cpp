#include "sheetviewmap.h"

#include "powertexts.h"
#include "rulestexts.h"
#include "sheettexts.h"
#include "weapontexts.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace battlemat {

QVariantMap sheetViewMap(const HeroCharacter &hero, const CharacterSheet &sheet)
{
    QVariantMap map = sheet.toJson().toVariantMap();
    QVariantMap tooltips;
    for (Defense defense : allDefenses) {
        QStringList parts;
        for (const QJsonValue &part : sheet.stats.defenseBreakdown.value(defenseKey(defense)).toArray())
            parts.append(RulesTexts::defensePart(part.toObject()));
        tooltips.insert(defenseKey(defense), parts.join(QStringLiteral("\n")));
    }
    map.insert(QStringLiteral("defenseTooltips"), tooltips);
    QVariantList abilities;
    for (Ability ability : allAbilities) {
        abilities.append(
            QVariantMap{{QStringLiteral("key"), abilityKey(ability)},
                        {QStringLiteral("abbreviation"), SheetTexts::shown(abilityAbbreviation(ability))},
                        {QStringLiteral("modifier"), signedNumber(hero.creature.abilities.modifier(ability))},
                        {QStringLiteral("check"), signedNumber(sheet.stats.abilityBonus(ability))}});
    }
    map.insert(QStringLiteral("abilityList"), abilities);
    QVariantList skills;
    for (const SkillLine &line : sheet.skills)
        skills.append(
            QVariantMap{{QStringLiteral("key"), skillKey(line.skill)},
                        {QStringLiteral("name"), SheetTexts::shown(skillName(line.skill))},
                        {QStringLiteral("ability"), SheetTexts::shown(abilityAbbreviation(skillAbility(line.skill)))},
                        {QStringLiteral("trained"), line.trained},
                        {QStringLiteral("armorCheck"), skillHasArmorCheckPenalty(line.skill)},
                        {QStringLiteral("modifier"), signedNumber(line.modifier)}});
    map.insert(QStringLiteral("skillList"), skills);
    QVariantList weapons;
    for (const WeaponLine &line : sheet.weapons)
        weapons.append(QVariantMap{
            {QStringLiteral("name"), SheetTexts::equipment(line.name)},
            {QStringLiteral("wielded"), line.wielded},
            {QStringLiteral("attack"), QStringLiteral("%1 %2").arg(SheetTexts::shown(abilityAbbreviation(line.ability)),
                                                                   signedNumber(line.attackBonus))},
            {QStringLiteral("damage"), line.damage},
            {QStringLiteral("range"), WeaponTexts::range(line)},
            {QStringLiteral("critical"), line.criticalBonus},
            {QStringLiteral("proficiency"),
             line.proficient
                 ? QCoreApplication::translate("CharacterSheetModel", "proficient +%1").arg(line.proficiencyBonus)
                 : QCoreApplication::translate("CharacterSheetModel", "not proficient")},
            {QStringLiteral("properties"), WeaponTexts::properties(line)}});
    map.insert(QStringLiteral("weaponList"), weapons);
    map.insert(QStringLiteral("meleeAttack"),
               QStringLiteral("%1 %2").arg(SheetTexts::equipment(sheet.meleeAttack().name),
                                           signedNumber(sheet.meleeAttack().attackBonus)));
    QVariantList powers;
    for (const PowerLine &line : sheet.powers)
        powers.append(
            QVariantMap{{QStringLiteral("name"), line.power.name},
                        {QStringLiteral("usage"), PowerTexts::usage(line.power)},
                        {QStringLiteral("range"), PowerTexts::range(line)},
                        {QStringLiteral("attack"), PowerTexts::attack(line)},
                        {QStringLiteral("hit"), PowerTexts::outcome(line.power.hit, hero.creature.level)},
                        {QStringLiteral("miss"), PowerTexts::outcome(line.power.miss, hero.creature.level)},
                        {QStringLiteral("effect"), PowerTexts::outcome(line.power.effect, hero.creature.level)}});
    map.insert(QStringLiteral("powerList"), powers);
    map.insert(QStringLiteral("armorName"), SheetTexts::equipment(sheet.armorName));
    map.insert(QStringLiteral("shieldName"), SheetTexts::equipment(sheet.shieldName));
    map.insert(QStringLiteral("coinsText"), RulesTexts::coins(hero.coins));
    map.insert(QStringLiteral("resistances"), RulesTexts::damageAdjustments(hero.creature.damageAdjustments));
    return map;
}

} // namespace battlemat
