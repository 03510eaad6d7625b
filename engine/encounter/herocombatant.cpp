#include "encounter/herocombatant.h"

#include "encounter/combatpowerjson.h"
#include "grid/lightlevel.h"

#include "orcus/equipmentcatalog.h"
#include "sheet/charactersheet.h"
#include "sheet/herocharacterjson.h"

#include <QDir>
#include <QJsonArray>
#include <QRegularExpression>

namespace battlemat {

namespace {

QJsonObject basicAttack(const WeaponLine &line, const Weapon &weapon, bool ranged, int level)
{
    // A thrown melee weapon (a knife, a spear) gives two basic attacks: the thrown one says so, or the Power box
    // would list "Basic Attack (Knife)" twice.
    const bool thrown = ranged && weapon.kind != Weapon::Kind::Ranged;
    QJsonObject power{
        {QStringLiteral("id"), encounterPowerId(line.name) + (ranged ? QStringLiteral("-ranged") : QString())},
        {QStringLiteral("name"), thrown ? QStringLiteral("Basic Attack (%1, thrown)").arg(line.name)
                                        : QStringLiteral("Basic Attack (%1)").arg(line.name)},
        {QStringLiteral("basic"), true},
        {QStringLiteral("origin"), ranged ? QStringLiteral("ranged") : QStringLiteral("melee")},
        {QStringLiteral("attack"), line.attackBonus},
        {QStringLiteral("vs"), QStringLiteral("ac")},
        {QStringLiteral("damage"), encounterFormula(line.damage)}};
    if (ranged) {
        power.insert(QStringLiteral("range"), weapon.shortRange);
        power.insert(QStringLiteral("longRange"), weapon.longRange);
    } else if (weapon.hasProperty(QStringLiteral("reach"))) {
        power.insert(QStringLiteral("range"), 2); // "Weapon properties": a reach weapon reaches 2 squares
    }
    if (const QString critical = weapon.improvedCriticalDice(level); !critical.isEmpty())
        power.insert(QStringLiteral("criticalDice"), critical);
    return power;
}

QJsonObject combatPower(const PowerLine &line, const Weapon *wielded, int level, QSet<QString> &ids)
{
    const Power &power = line.power;
    int rechargeMin = 0;
    QString id = encounterPowerId(power.name);
    for (int n = 2; ids.contains(id); ++n)
        id = encounterPowerId(power.name) + QLatin1Char('-') + QString::number(n);
    ids.insert(id);
    QJsonObject object{{QStringLiteral("id"), id},
                       {QStringLiteral("name"), power.name},
                       {QStringLiteral("usage"), encounterPowerUsage(power.recharge, &rechargeMin)},
                       {QStringLiteral("action"), encounterPowerAction(power.action)},
                       {QStringLiteral("origin"), encounterPowerOrigin(power.origin)}};
    if (power.basic)
        object.insert(QStringLiteral("basic"), true);
    if (rechargeMin > 0)
        object.insert(QStringLiteral("recharge"), QStringLiteral("%1-6").arg(rechargeMin));
    // Weapon powers reach and shoot as far as the weapon in hand ("Weapons"); others as printed.
    const bool weaponRange = power.usesWeapon() && wielded && wielded->shortRange > 0 &&
                             power.origin == Power::Origin::Ranged && power.range == 0;
    if (weaponRange) {
        object.insert(QStringLiteral("range"), wielded->shortRange);
        object.insert(QStringLiteral("longRange"), wielded->longRange);
    } else if (power.range > 0) {
        object.insert(QStringLiteral("range"), power.range);
        if (power.longRange > 0)
            object.insert(QStringLiteral("longRange"), power.longRange);
    } else if (power.origin == Power::Origin::Melee && power.usesWeapon() && wielded &&
               wielded->hasProperty(QStringLiteral("reach"))) {
        object.insert(QStringLiteral("range"), 2);
    }
    encounterPowerAreaAndTrigger(power, &object);
    if (power.attack) {
        object.insert(QStringLiteral("attack"), line.attackBonus);
        object.insert(QStringLiteral("vs"), defenseName(power.attack->defense).toLower());
    }
    if (power.hit.damage) {
        object.insert(QStringLiteral("damage"), encounterFormula(line.hitDamageResolved));
        if (power.hit.damage->type != DamageType::Untyped)
            object.insert(QStringLiteral("damageType"), damageTypeName(power.hit.damage->type));
    }
    if (const QJsonArray effects = encounterOnHitEffects(power.hit); !effects.isEmpty())
        object.insert(QStringLiteral("onHit"), effects);
    if (!power.tags.isEmpty())
        object.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(power.tags));
    if (power.usesWeapon() && wielded && power.attack) {
        if (const QString critical = wielded->improvedCriticalDice(level); !critical.isEmpty())
            object.insert(QStringLiteral("criticalDice"), critical);
    }
    // A utility power on the hero (Mirror Step): what the engine applies when it is used, and its text for the log.
    const QJsonObject use = encounterSelfUse(power);
    for (auto it = use.begin(); it != use.end(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

} // namespace

Result<QJsonObject> HeroCombatant::statBlock(const HeroCharacter &hero, const QString &creatureId,
                                             const OrcusSettings &settings)
{
    auto sheet = CharacterSheet::of(hero, settings);
    if (!sheet)
        return sheet.error();
    const auto &catalog = EquipmentCatalog::standard();
    if (!catalog)
        return catalog.error();
    const StatBlock &block = hero.creature;
    const DerivedStats &stats = sheet->stats;

    QJsonObject skills;
    for (const SkillLine &line : sheet->skills)
        skills.insert(skillKey(line.skill), line.modifier);

    QJsonArray powers;
    QSet<QString> ids;
    for (const WeaponLine &line : sheet->weapons) {
        const Weapon *weapon = catalog->weapon(line.id);
        if (!weapon || !line.wielded)
            continue;
        // The wielded weapon's basic attacks: melee always (unarmed if need be), ranged when it shoots or is thrown.
        if (weapon->kind != Weapon::Kind::Ranged) {
            powers.append(basicAttack(line, *weapon, false, block.level));
            ids.insert(powers.last().toObject().value(QStringLiteral("id")).toString());
        }
        if (weapon->shortRange > 0) {
            powers.append(basicAttack(line, *weapon, true, block.level));
            ids.insert(powers.last().toObject().value(QStringLiteral("id")).toString());
        }
    }
    const Weapon *wielded = catalog->weapon(block.hero.weapon);
    for (const PowerLine &line : sheet->powers) {
        if (!line.power.attack && line.power.origin != Power::Origin::Self)
            continue; // neither an attack nor a power on the hero itself: the table plays it by hand
        powers.append(combatPower(line, wielded, block.level, ids));
    }

    QJsonObject resist;
    for (auto it = block.damageAdjustments.resistances.cbegin(); it != block.damageAdjustments.resistances.cend(); ++it)
        resist.insert(damageTypeName(it.key()), it.value());
    for (auto it = block.damageAdjustments.weaknesses.cbegin(); it != block.damageAdjustments.weaknesses.cend(); ++it)
        resist.insert(damageTypeName(it.key()), -it.value());
    QJsonArray immune;
    for (DamageType type : block.damageAdjustments.immunities)
        immune.append(damageTypeName(type));

    QJsonObject object{
        {QStringLiteral("id"), creatureId.isEmpty() ? block.id : creatureId},
        {QStringLiteral("hero"), true},
        {QStringLiteral("level"), block.level},
        {QStringLiteral("hp"), stats.maxHitPoints},
        {QStringLiteral("currentHp"), sheet->currentHitPoints},
        {QStringLiteral("recoveries"), stats.recoveries},
        {QStringLiteral("recoveriesLeft"), sheet->recoveriesLeft},
        {QStringLiteral("recoveryValue"), stats.recoveryValue},
        {QStringLiteral("defenses"), stats.defenses.toJson()},
        {QStringLiteral("initiative"), stats.initiative},
        {QStringLiteral("strength"), block.abilities.modifier(Ability::Strength)},
        {QStringLiteral("dexterity"), block.abilities.modifier(Ability::Dexterity)},
        {QStringLiteral("actionPoints"), hero.actionPoints},
        {QStringLiteral("skills"), skills},
        {QStringLiteral("powers"), powers},
    };
    if (block.regeneration > 0)
        object.insert(QStringLiteral("regeneration"), block.regeneration);
    if (!resist.isEmpty())
        object.insert(QStringLiteral("resist"), resist);
    if (!immune.isEmpty())
        object.insert(QStringLiteral("immune"), immune);
    // The sheet's senses (a dwarf's darkvision): how the hero sees the fight's light (Orcus "Senses").
    if (const Senses senses = sensesOfList(block.senses); senses != Senses::Normal)
        object.insert(QStringLiteral("senses"), sensesName(senses));
    return object;
}

HeroCharacter HeroCombatant::afterEncounter(HeroCharacter hero, const Combatant &combatant)
{
    hero.damageTaken = std::max(0, combatant.maxHp - combatant.hp);
    hero.recoveriesSpent = std::max(0, combatant.maxRecoveries - combatant.recoveries);
    hero.actionPoints = combatant.actionPoints;
    return hero;
}

Result<QJsonObject> HeroCombatant::inlineHeroSheets(QJsonObject encounter, const QString &baseDirectory,
                                                    const JsonContext &context, const OrcusSettings &settings)
{
    const QString heroSheetKey = QStringLiteral("heroSheet");
    QJsonArray blocks = encounter.value(QStringLiteral("creatures")).toArray();
    const JsonContext blocksContext = context.child(QStringLiteral("creatures"));
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        const QJsonObject block = blocks.at(i).toObject();
        if (!block.contains(heroSheetKey))
            continue;
        const JsonContext here = blocksContext.at(i);
        auto id = here.requireString(block, QStringLiteral("id"));
        if (!id)
            return id.error();
        auto file = here.requireString(block, heroSheetKey);
        if (!file)
            return file.error();
        if (block.size() > 2)
            return here.error(QStringLiteral("a stat block from a hero file has only \"id\" and \"heroSheet\": the "
                                             "numbers come from the sheet"));
        auto hero = readHeroCharacterFile(QDir(baseDirectory).filePath(*file));
        if (!hero)
            return here.child(heroSheetKey).error(hero.errorMessage());
        auto sheetBlock = statBlock(*hero, *id, settings);
        if (!sheetBlock)
            return here.child(heroSheetKey).error(sheetBlock.errorMessage());
        blocks.replace(i, *sheetBlock);
    }
    encounter.insert(QStringLiteral("creatures"), blocks);
    return encounter;
}

} // namespace battlemat
