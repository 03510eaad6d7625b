#include "fivetorches/ftdfighterentry.h"

#include "fivetorches/ftdcharacter.h"
#include "fivetorches/ftdjson.h"

namespace battlemat::ftd {

namespace {

Result<DamageDice> damageField(const QJsonObject &entry, const JsonContext &where, const QString &key,
                               const QString &fallback)
{
    auto text = where.optionalString(entry, key, fallback);
    if (!text)
        return text.error();
    auto dice = DamageDice::fromText(*text);
    if (!dice)
        return where.child(key).error(dice.errorMessage());
    return *dice;
}

Result<int> rangeField(const QJsonObject &entry, const JsonContext &where)
{
    auto range = where.optionalInt(entry, QStringLiteral("rangeFeet"), 0, 0, 1000);
    if (!range)
        return range.error();
    if (*range % 5 != 0)
        return where.child(QStringLiteral("rangeFeet"))
            .error(QStringLiteral("%1 is not in steps of 5 ft (one square)").arg(*range));
    return *range;
}

// "PC Attacks": melee adds the STR mod, ranged the DEX mod, both the proficiency; so does the weapon's damage.
Result<FtdFighter> fromCharacter(const QJsonObject &entry, const JsonContext &where, const FtdTables &tables)
{
    auto sheet = FtdCharacter::fromJson(entry.value(QStringLiteral("character")).toObject(),
                                        where.child(QStringLiteral("character")), tables);
    if (!sheet)
        return sheet.error();
    // The sheet's first melee and first ranged weapon are the attack's defaults; the entry's fields still win.
    const QList<WeaponAttack> weapons = sheet->weaponAttacks();
    const WeaponAttack *firstMelee = nullptr;
    const WeaponAttack *firstRanged = nullptr;
    for (const WeaponAttack &w : weapons) {
        if (w.ranged && !firstRanged)
            firstRanged = &w;
        if (!w.ranged && !firstMelee)
            firstMelee = &w;
    }
    const FtdWeapon *meleeWeapon = nullptr;
    const FtdWeapon *rangedWeapon = nullptr;
    for (const FtdWeapon &w : sheet->weapons) {
        if (w.ranged && !rangedWeapon)
            rangedWeapon = &w;
        if (!w.ranged && !meleeWeapon)
            meleeWeapon = &w;
    }
    auto melee = damageField(entry, where, QStringLiteral("damage"),
                             meleeWeapon ? meleeWeapon->damage.text() : QStringLiteral("1d6"));
    if (!melee)
        return melee.error();
    auto ranged = damageField(entry, where, QStringLiteral("rangedDamage"),
                              rangedWeapon ? rangedWeapon->damage.text() : QStringLiteral("1d6"));
    if (!ranged)
        return ranged.error();
    auto range = rangeField(entry, where);
    if (!range)
        return range.error();
    FtdFighter f;
    f.weapons = weapons;
    f.pc = true;
    f.dexterity = sheet->abilities.score(QStringLiteral("DEX"));
    f.armorClass = sheet->armorClass;
    f.hitPoints = sheet->hitPoints;
    f.maxHitPoints = sheet->maxHitPoints;
    f.speedFeet = sheet->speedFeet();
    const int str = sheet->abilities.modifier(QStringLiteral("STR"));
    const int dex = sheet->abilities.modifier(QStringLiteral("DEX"));
    f.meleeBonus = str + sheet->proficiency;
    f.meleeDamage = *melee;
    f.meleeDamage.bonus += str;
    f.rangedBonus = dex + sheet->proficiency;
    f.rangedDamage = *ranged;
    f.rangedDamage.bonus += dex;
    f.rangeFeet = entry.contains(QStringLiteral("rangeFeet")) || !firstRanged ? *range : firstRanged->rangeFeet;
    if (firstMelee && !entry.contains(QStringLiteral("damage")))
        f.meleeBonus = firstMelee->bonus;
    if (firstRanged && !entry.contains(QStringLiteral("rangedDamage")))
        f.rangedBonus = firstRanged->bonus;
    f.wisdomModifier = sheet->abilities.modifier(QStringLiteral("WIS"));
    f.proficiency = sheet->proficiency;
    f.disadvantageOnAllChecks = sheet->disadvantageOnAllChecks();
    return f;
}

Result<FtdFighter> fromMonster(const QJsonObject &entry, const JsonContext &where, const FtdTables &tables)
{
    auto block = FtdMonster::fromJson(entry.value(QStringLiteral("monster")).toObject(),
                                      where.child(QStringLiteral("monster")), tables);
    if (!block)
        return block.error();
    auto range = rangeField(entry, where);
    if (!range)
        return range.error();
    FtdFighter f;
    f.dexterity = block->abilities.score(QStringLiteral("DEX"));
    f.armorClass = block->armorClass;
    f.hitPoints = f.maxHitPoints = block->maxHitPoints;
    f.speedFeet = block->speedFeet;
    f.meleeBonus = f.rangedBonus = block->attackBonus;
    f.meleeDamage = f.rangedDamage = block->damage;
    f.rangeFeet = *range;
    f.wisdomModifier = block->abilities.modifier(QStringLiteral("WIS"));
    f.moraleBonus = block->moraleBonus;
    f.leader = block->leader;
    f.darksight = block->darksight;
    f.hitDice = block->hitDice;
    return f;
}

Result<FtdFighter> typedIn(const QJsonObject &entry, const JsonContext &where)
{
    FtdFighter f;
    auto pc = where.optionalBool(entry, QStringLiteral("pc"), false);
    if (!pc)
        return pc.error();
    f.pc = *pc;
    struct IntField
    {
        const char *key;
        int *into;
        int fallback;
        int min;
        int max;
    };
    const IntField fields[] = {
        {"dexterity", &f.dexterity, 10, 0, 30},
        {"armorClass", &f.armorClass, 10, 0, 50},
        {"maxHitPoints", &f.maxHitPoints, 4, 1, 10000},
        {"speedFeet", &f.speedFeet, 30, 0, 1000},
        {"attack", &f.meleeBonus, 0, -10, 30},
        {"wisdomModifier", &f.wisdomModifier, 0, -5, 10},
        {"proficiency", &f.proficiency, 0, 0, 20},
        {"moraleBonus", &f.moraleBonus, 0, -10, 20},
        {"hitDice", &f.hitDice, 0, 0, 100},
    };
    for (const IntField &field : fields) {
        auto value = where.optionalInt(entry, QLatin1String(field.key), field.fallback, field.min, field.max);
        if (!value)
            return value.error();
        *field.into = *value;
    }
    if (f.speedFeet % 5 != 0)
        return where.child(QStringLiteral("speedFeet"))
            .error(QStringLiteral("%1 is not in steps of 5 ft (one square)").arg(f.speedFeet));
    auto hp = where.optionalInt(entry, QStringLiteral("hitPoints"), f.maxHitPoints, 0, f.maxHitPoints);
    if (!hp)
        return hp.error();
    f.hitPoints = *hp;
    auto ranged = where.optionalInt(entry, QStringLiteral("rangedAttack"), f.meleeBonus, -10, 30);
    if (!ranged)
        return ranged.error();
    f.rangedBonus = *ranged;
    auto melee = damageField(entry, where, QStringLiteral("damage"), QStringLiteral("1d6"));
    if (!melee)
        return melee.error();
    f.meleeDamage = *melee;
    auto rangedDamage = damageField(entry, where, QStringLiteral("rangedDamage"), f.meleeDamage.text());
    if (!rangedDamage)
        return rangedDamage.error();
    f.rangedDamage = *rangedDamage;
    auto range = rangeField(entry, where);
    if (!range)
        return range.error();
    f.rangeFeet = *range;
    for (auto [key, into] : {std::pair{"leader", &f.leader}, std::pair{"darksight", &f.darksight},
                             std::pair{"disadvantageOnAllChecks", &f.disadvantageOnAllChecks}}) {
        auto flag = where.optionalBool(entry, QLatin1String(key), false);
        if (!flag)
            return flag.error();
        *into = *flag;
    }
    return f;
}

} // namespace

Result<FtdFighter> fighterFromEntry(const QJsonObject &entry, const JsonContext &where, const FtdTables &tables)
{
    auto known = checkKnownKeys(
        entry, where,
        {QStringLiteral("id"),           QStringLiteral("character"),    QStringLiteral("monster"),
         QStringLiteral("hero"),         QStringLiteral("sheet"),        QStringLiteral("follows"),
         QStringLiteral("pc"),           QStringLiteral("dexterity"),    QStringLiteral("armorClass"),
         QStringLiteral("hitPoints"),    QStringLiteral("maxHitPoints"), QStringLiteral("speedFeet"),
         QStringLiteral("attack"),       QStringLiteral("rangedAttack"), QStringLiteral("damage"),
         QStringLiteral("rangedDamage"), QStringLiteral("rangeFeet"),    QStringLiteral("wisdomModifier"),
         QStringLiteral("proficiency"),  QStringLiteral("moraleBonus"),  QStringLiteral("hitDice"),
         QStringLiteral("leader"),       QStringLiteral("darksight"),    QStringLiteral("disadvantageOnAllChecks")});
    if (!known)
        return known.error();
    auto id = where.requireString(entry, QStringLiteral("id"));
    if (!id)
        return id.error();
    if (entry.contains(QStringLiteral("character")) && entry.contains(QStringLiteral("monster")))
        return where.error(QStringLiteral("give a character or a monster, not both"));
    // A stored sheet is read when the fight starts (the campaign's state holds it); the entry only names it.
    if (entry.contains(QStringLiteral("sheet")) &&
        (entry.contains(QStringLiteral("character")) || entry.contains(QStringLiteral("monster"))))
        return where.child(QStringLiteral("sheet"))
            .error(QStringLiteral("give a stored sheet or a character or "
                                  "monster, not both"));
    Result<FtdFighter> fighter = entry.contains(QStringLiteral("character")) ? fromCharacter(entry, where, tables)
                                 : entry.contains(QStringLiteral("monster")) ? fromMonster(entry, where, tables)
                                                                             : typedIn(entry, where);
    if (!fighter)
        return fighter;
    FtdFighter f = *fighter;
    f.id = *id;
    auto hero = where.optionalString(entry, QStringLiteral("hero"));
    if (!hero)
        return hero.error();
    f.character = *hero;
    auto sheet = where.optionalString(entry, QStringLiteral("sheet"));
    if (!sheet)
        return sheet.error();
    f.sheet = *sheet;
    auto follows = where.optionalString(entry, QStringLiteral("follows"));
    if (!follows)
        return follows.error();
    f.follows = *follows;
    return f;
}

} // namespace battlemat::ftd
