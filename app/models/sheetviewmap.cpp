#include "sheetviewmap.h"

#include "sheet/sheettext.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace battlemat {

namespace {

// A skill's name or an ability's abbreviation in the table's language (app/models/sheettexts.cpp).
QString shown(const QString &english)
{
    return QCoreApplication::translate("SheetTexts", english.toUtf8().constData());
}

} // namespace

QVariantMap sheetViewMap(const HeroCharacter &hero, const CharacterSheet &sheet)
{
    QVariantMap map = sheet.toJson().toVariantMap();
    QVariantMap tooltips;
    for (Defense defense : allDefenses) {
        QStringList parts;
        for (const QJsonValue &part : sheet.stats.defenseBreakdown.value(defenseKey(defense)).toArray()) {
            const QJsonObject object = part.toObject();
            parts.append(QStringLiteral("%1 %2").arg(object.value(QStringLiteral("source")).toString(),
                                                     signedNumber(object.value(QStringLiteral("value")).toInt())));
        }
        tooltips.insert(defenseKey(defense), parts.join(QStringLiteral("\n")));
    }
    map.insert(QStringLiteral("defenseTooltips"), tooltips);
    QVariantList abilities;
    for (Ability ability : allAbilities) {
        abilities.append(
            QVariantMap{{QStringLiteral("key"), abilityKey(ability)},
                        {QStringLiteral("abbreviation"), shown(abilityAbbreviation(ability))},
                        {QStringLiteral("modifier"), signedNumber(hero.creature.abilities.modifier(ability))},
                        {QStringLiteral("check"), signedNumber(sheet.stats.abilityBonus(ability))}});
    }
    map.insert(QStringLiteral("abilityList"), abilities);
    QVariantList skills;
    for (const SkillLine &line : sheet.skills)
        skills.append(QVariantMap{{QStringLiteral("key"), skillKey(line.skill)},
                                  {QStringLiteral("name"), shown(skillName(line.skill))},
                                  {QStringLiteral("ability"), shown(abilityAbbreviation(skillAbility(line.skill)))},
                                  {QStringLiteral("trained"), line.trained},
                                  {QStringLiteral("armorCheck"), skillHasArmorCheckPenalty(line.skill)},
                                  {QStringLiteral("modifier"), signedNumber(line.modifier)}});
    map.insert(QStringLiteral("skillList"), skills);
    QVariantList weapons;
    for (const WeaponLine &line : sheet.weapons)
        weapons.append(QVariantMap{
            {QStringLiteral("name"), line.name},
            {QStringLiteral("wielded"), line.wielded},
            {QStringLiteral("attack"),
             QStringLiteral("%1 %2").arg(shown(abilityAbbreviation(line.ability)), signedNumber(line.attackBonus))},
            {QStringLiteral("damage"), line.damage},
            {QStringLiteral("range"), line.range},
            {QStringLiteral("critical"), line.criticalBonus},
            {QStringLiteral("proficiency"),
             line.proficient
                 ? QCoreApplication::translate("CharacterSheetModel", "proficient +%1").arg(line.proficiencyBonus)
                 : QCoreApplication::translate("CharacterSheetModel", "not proficient")},
            {QStringLiteral("properties"), line.properties.join(QStringLiteral(", "))}});
    map.insert(QStringLiteral("weaponList"), weapons);
    map.insert(QStringLiteral("meleeAttack"),
               QStringLiteral("%1 %2").arg(sheet.meleeAttack().name, signedNumber(sheet.meleeAttack().attackBonus)));
    QVariantList powers;
    for (const PowerLine &line : sheet.powers)
        powers.append(
            QVariantMap{{QStringLiteral("name"), line.power.name},
                        {QStringLiteral("usage"), powerUsageText(line.power)},
                        {QStringLiteral("range"), line.rangeLine},
                        {QStringLiteral("attack"), line.attackLine},
                        {QStringLiteral("hit"), powerOutcomeText(line.power.hit, hero.creature.level)},
                        {QStringLiteral("miss"), powerOutcomeText(line.power.miss, hero.creature.level)},
                        {QStringLiteral("effect"), powerOutcomeText(line.power.effect, hero.creature.level)}});
    map.insert(QStringLiteral("powerList"), powers);
    map.insert(QStringLiteral("armorName"), sheet.armorName);
    map.insert(QStringLiteral("shieldName"), sheet.shieldName);
    map.insert(QStringLiteral("coinsText"), coinsText(hero.coins));
    map.insert(QStringLiteral("resistances"), damageAdjustmentsText(hero.creature.damageAdjustments));
    return map;
}

} // namespace battlemat
