#include "fivetorches/ftdcharacter.h"

#include "fivetorches/ftdjson.h"
#include "fivetorches/treasure.h"

#include <QJsonArray>

namespace battlemat::ftd {

namespace {

Result<CarriedItem> itemFromJson(const QJsonObject &object, const JsonContext &context, const FtdTables &tables)
{
    auto known =
        checkKnownKeys(object, context, {QStringLiteral("name"), QStringLiteral("loads"), QStringLiteral("count")});
    if (!known)
        return known.error();
    auto name = context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    if (name->trimmed().isEmpty())
        return context.child(QStringLiteral("name")).error(QStringLiteral("must not be empty"));
    int fallback = -1;
    if (auto tableLoad = tables.itemLoad(*name))
        fallback = *tableLoad;
    // An item the load table does not list must say its loads; a listed one may override them.
    auto loads = fallback < 0 ? context.requireInt(object, QStringLiteral("loads"), 0, 100)
                              : context.optionalInt(object, QStringLiteral("loads"), fallback, 0, 100);
    if (!loads)
        return loads.error();
    auto count = context.optionalInt(object, QStringLiteral("count"), 1, 1, 10000);
    if (!count)
        return count.error();
    return CarriedItem{*name, *loads, *count};
}

} // namespace

int FtdCharacter::itemLoads() const
{
    int total = 0;
    for (const CarriedItem &item : items)
        total += item.loads * item.count;
    return total;
}

Encumbrance FtdCharacter::encumbrance() const
{
    return Encumbrance{itemLoads() + Coins::loads(coins), abilities.score(QStringLiteral("STR")), baseSpeedFeet};
}

int FtdCharacter::speedFeet() const
{
    return exhausted ? 0 : encumbrance().speedFeet();
}

QList<WeaponAttack> FtdCharacter::weaponAttacks() const
{
    QList<WeaponAttack> attacks;
    for (const FtdWeapon &weapon : weapons)
        attacks.append(weaponAttack(weapon, abilities, proficiency));
    return attacks;
}

bool FtdCharacter::disadvantageOnAllChecks() const
{
    return exhausted || encumbrance().disadvantage();
}

QJsonObject FtdCharacter::toJson() const
{
    QJsonArray list;
    for (const CarriedItem &item : items)
        list.append(QJsonObject{{QStringLiteral("name"), item.name},
                                {QStringLiteral("loads"), item.loads},
                                {QStringLiteral("count"), item.count}});
    QJsonObject object{{QStringLiteral("format"), QStringLiteral("battlemat-ftd-character")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("level"), level},
                       {QStringLiteral("abilities"), abilities.toJson()},
                       {QStringLiteral("proficiency"), proficiency},
                       {QStringLiteral("maxHitPoints"), maxHitPoints},
                       {QStringLiteral("hitPoints"), hitPoints},
                       {QStringLiteral("armorClass"), armorClass},
                       {QStringLiteral("speedFeet"), baseSpeedFeet},
                       {QStringLiteral("items"), list},
                       {QStringLiteral("coins"), coins},
                       {QStringLiteral("hoursAdventured"), hoursAdventured},
                       {QStringLiteral("exhausted"), exhausted},
                       {QStringLiteral("xp"), xp}};
    // Written only when there are weapons, so sheets without any read and write as before.
    if (!weapons.isEmpty()) {
        QJsonArray armed;
        for (const FtdWeapon &weapon : weapons)
            armed.append(weapon.toJson());
        object.insert(QStringLiteral("weapons"), armed);
    }
    return object;
}

Result<FtdCharacter> FtdCharacter::fromJson(const QJsonObject &object, const JsonContext &context,
                                            const FtdTables &tables)
{
    auto known = checkKnownKeys(object, context,
                                {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"),
                                 QStringLiteral("level"), QStringLiteral("abilities"), QStringLiteral("proficiency"),
                                 QStringLiteral("maxHitPoints"), QStringLiteral("hitPoints"),
                                 QStringLiteral("armorClass"), QStringLiteral("speedFeet"), QStringLiteral("items"),
                                 QStringLiteral("coins"), QStringLiteral("hoursAdventured"),
                                 QStringLiteral("exhausted"), QStringLiteral("xp"), QStringLiteral("weapons")});
    if (!known)
        return known.error();
    auto format = checkFormat(object, context, QStringLiteral("battlemat-ftd-character"));
    if (!format)
        return format.error();
    FtdCharacter character;
    auto name = context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    if (name->trimmed().isEmpty())
        return context.child(QStringLiteral("name")).error(QStringLiteral("must not be empty"));
    character.name = *name;
    auto level = context.requireInt(object, QStringLiteral("level"), 1, tables.maxLevel());
    if (!level)
        return level.error();
    character.level = *level;
    auto abilities = context.requireObject(object, QStringLiteral("abilities"));
    if (!abilities)
        return abilities.error();
    auto scores = AbilityScores::fromJson(*abilities, context.child(QStringLiteral("abilities")));
    if (!scores)
        return scores.error();
    character.abilities = *scores;
    auto proficiency = context.optionalInt(object, QStringLiteral("proficiency"), *tables.proficiency(*level), 0, 20);
    if (!proficiency)
        return proficiency.error();
    character.proficiency = *proficiency;
    auto maxHp = context.requireInt(object, QStringLiteral("maxHitPoints"), 1, 10000);
    if (!maxHp)
        return maxHp.error();
    character.maxHitPoints = *maxHp;
    auto hp = context.optionalInt(object, QStringLiteral("hitPoints"), *maxHp, 0, *maxHp);
    if (!hp)
        return hp.error();
    character.hitPoints = *hp;
    auto ac = context.requireInt(object, QStringLiteral("armorClass"), 0, 50);
    if (!ac)
        return ac.error();
    character.armorClass = *ac;
    auto speed = context.optionalInt(object, QStringLiteral("speedFeet"), tables.baseSpeedFeet(), 0, 1000);
    if (!speed)
        return speed.error();
    if (*speed % 5 != 0)
        return context.child(QStringLiteral("speedFeet"))
            .error(QStringLiteral("%1 is not in steps of 5 ft (one square)").arg(*speed));
    character.baseSpeedFeet = *speed;
    auto items = context.optionalArray(object, QStringLiteral("items"));
    if (!items)
        return items.error();
    for (qsizetype i = 0; i < items->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("items")).at(i);
        if (!items->at(i).isObject())
            return here.error(QStringLiteral("expected an item object with a name"));
        auto item = itemFromJson(items->at(i).toObject(), here, tables);
        if (!item)
            return item.error();
        character.items.append(*item);
    }
    auto weapons = context.optionalArray(object, QStringLiteral("weapons"));
    if (!weapons)
        return weapons.error();
    auto armed = FtdWeapon::listFromJson(*weapons, context.child(QStringLiteral("weapons")));
    if (!armed)
        return armed.error();
    character.weapons = *armed;
    auto coins = context.optionalInt(object, QStringLiteral("coins"), 0, 0, 100000000);
    if (!coins)
        return coins.error();
    character.coins = *coins;
    auto hours = context.optionalInt(object, QStringLiteral("hoursAdventured"), 0, 0, 100000);
    if (!hours)
        return hours.error();
    character.hoursAdventured = *hours;
    auto exhausted = context.optionalBool(object, QStringLiteral("exhausted"), false);
    if (!exhausted)
        return exhausted.error();
    character.exhausted = *exhausted;
    auto xp = context.optionalInt(object, QStringLiteral("xp"), 0, 0, 1000000000);
    if (!xp)
        return xp.error();
    character.xp = *xp;
    return character;
}

Result<FtdCharacter> FtdCharacter::fromFile(const QString &fileName, const FtdTables &tables)
{
    auto object = readJsonObjectFile(fileName);
    if (!object)
        return object.error();
    return fromJson(*object, JsonContext(fileName), tables);
}

} // namespace battlemat::ftd
