#include "orcus/equipmentcatalog.h"

#include "core/filereader.h"

#include <tuple>
#include <utility>

namespace battlemat {

namespace {

Result<Armor> armorFromJson(const QJsonObject &object, const JsonContext &context, bool shield)
{
    Armor armor;
    auto id = context.requireString(object, QStringLiteral("id"));
    if (!id)
        return id.error();
    auto name = context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    armor.id = *id;
    armor.name = *name;
    if (shield) {
        armor.type = Armor::Type::Shield;
        auto bonus = context.requireInt(object, QStringLiteral("bonus"), 0, 10);
        if (!bonus)
            return bonus.error();
        armor.shieldBonus = *bonus;
    } else {
        auto type = context.requireString(object, QStringLiteral("type"));
        if (!type)
            return type.error();
        if (*type == QLatin1String("light"))
            armor.type = Armor::Type::Light;
        else if (*type == QLatin1String("heavy"))
            armor.type = Armor::Type::Heavy;
        else
            return context.child(QStringLiteral("type")).error(QStringLiteral("expected light or heavy"));
        auto base = context.requireInt(object, QStringLiteral("baseAc"), 0, 40);
        if (!base)
            return base.error();
        armor.baseAc = *base;
    }
    auto check = context.optionalInt(object, QStringLiteral("checkPenalty"), 0, -10, 0);
    if (!check)
        return check.error();
    auto speed = context.optionalInt(object, QStringLiteral("speedPenalty"), 0, -10, 0);
    if (!speed)
        return speed.error();
    auto weight = context.optionalInt(object, QStringLiteral("weight"), 0, 0, 1000);
    if (!weight)
        return weight.error();
    armor.checkPenalty = *check;
    armor.speedPenalty = *speed;
    armor.weight = *weight;
    return armor;
}

Result<QStringList> stringList(const QJsonObject &object, const QString &key, const JsonContext &context)
{
    auto array = context.optionalArray(object, key);
    if (!array)
        return array.error();
    QStringList list;
    for (qsizetype i = 0; i < array->size(); ++i) {
        if (!array->at(i).isString())
            return context.child(key).at(i).error(QStringLiteral("expected a string"));
        list.append(array->at(i).toString());
    }
    return list;
}

// A range band as the tables write it: {"short": S, "long": L} in squares, with L at least S.
Result<std::pair<int, int>> rangeFromJson(const QJsonObject &object, const QString &key, const JsonContext &context)
{
    auto range = context.requireObject(object, key);
    if (!range)
        return range.error();
    const JsonContext here = context.child(key);
    auto shortRange = here.requireInt(*range, QStringLiteral("short"), 1, 1000);
    if (!shortRange)
        return shortRange.error();
    auto longRange = here.requireInt(*range, QStringLiteral("long"), *shortRange, 1000);
    if (!longRange)
        return longRange.error();
    return std::pair{*shortRange, *longRange};
}

Result<Weapon> weaponFromJson(const QJsonObject &object, const JsonContext &context)
{
    Weapon weapon;
    auto id = context.requireString(object, QStringLiteral("id"));
    if (!id)
        return id.error();
    auto name = context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    auto kind = context.requireString(object, QStringLiteral("kind"));
    if (!kind)
        return kind.error();
    if (*kind != QLatin1String("melee") && *kind != QLatin1String("ranged"))
        return context.child(QStringLiteral("kind")).error(QStringLiteral("expected melee or ranged"));
    auto category = context.requireString(object, QStringLiteral("category"));
    if (!category)
        return category.error();
    auto hands = context.requireString(object, QStringLiteral("hands"));
    if (!hands)
        return hands.error();
    if (*hands == QLatin1String("side"))
        weapon.hands = Weapon::Hands::Side;
    else if (*hands == QLatin1String("one"))
        weapon.hands = Weapon::Hands::One;
    else if (*hands == QLatin1String("two"))
        weapon.hands = Weapon::Hands::Two;
    else
        return context.child(QStringLiteral("hands")).error(QStringLiteral("expected side, one or two"));
    auto proficiency = context.requireInt(object, QStringLiteral("proficiencyBonus"), 0, 10);
    if (!proficiency)
        return proficiency.error();
    auto damage = context.requireObject(object, QStringLiteral("damage"));
    if (!damage)
        return damage.error();
    const JsonContext damageContext = context.child(QStringLiteral("damage"));
    auto dice = damageContext.requireInt(*damage, QStringLiteral("dice"), 1, 10);
    if (!dice)
        return dice.error();
    auto sides = damageContext.requireInt(*damage, QStringLiteral("sides"), 2, 100);
    if (!sides)
        return sides.error();
    auto groups = stringList(object, QStringLiteral("groups"), context);
    if (!groups)
        return groups.error();
    auto properties = stringList(object, QStringLiteral("properties"), context);
    if (!properties)
        return properties.error();
    auto weight = context.optionalInt(object, QStringLiteral("weight"), 0, 0, 1000);
    if (!weight)
        return weight.error();
    weapon.id = *id;
    weapon.name = *name;
    weapon.kind = *kind == QLatin1String("ranged") ? Weapon::Kind::Ranged : Weapon::Kind::Melee;
    weapon.category = *category;
    weapon.proficiencyBonus = *proficiency;
    weapon.weight = *weight;
    weapon.damageDice = *dice;
    weapon.damageSides = *sides;
    weapon.groups = *groups;
    weapon.properties = *properties;
    if (object.contains(QStringLiteral("range"))) {
        auto range = rangeFromJson(object, QStringLiteral("range"), context);
        if (!range)
            return range.error();
        std::tie(weapon.shortRange, weapon.longRange) = *range;
    } else if (weapon.kind == Weapon::Kind::Ranged) {
        return context.child(QStringLiteral("range")).error(QStringLiteral("missing (ranged weapons need a range)"));
    }
    return weapon;
}

Result<QJsonObject> readResource(const QString &path)
{
    auto bytes = FileReader::read(path, FileKind::JsonDocument);
    if (!bytes)
        return Error{path + QStringLiteral(": cannot read the built-in data file: ") + bytes.errorMessage()};
    return parseJsonObject(*bytes, path);
}

} // namespace

const Result<EquipmentCatalog> &EquipmentCatalog::standard()
{
    static const Result<EquipmentCatalog> catalog = []() -> Result<EquipmentCatalog> {
        const QString armorPath = QStringLiteral(":/battlemat/data/armor.json");
        const QString weaponPath = QStringLiteral(":/battlemat/data/weapons.json");
        auto armorFile = readResource(armorPath);
        if (!armorFile)
            return armorFile.error();
        auto weaponFile = readResource(weaponPath);
        if (!weaponFile)
            return weaponFile.error();
        return fromJson(*armorFile, *weaponFile, armorPath, weaponPath);
    }();
    return catalog;
}

Result<EquipmentCatalog> EquipmentCatalog::fromJson(const QJsonObject &armorFile, const QJsonObject &weaponFile,
                                                    const QString &armorSource, const QString &weaponSource)
{
    EquipmentCatalog catalog;
    const JsonContext armorContext(armorSource);
    for (const bool shields : {false, true}) {
        const QString key = shields ? QStringLiteral("shields") : QStringLiteral("armor");
        auto rows = armorContext.requireArray(armorFile, key);
        if (!rows)
            return rows.error();
        for (qsizetype i = 0; i < rows->size(); ++i) {
            const JsonContext here = armorContext.child(key).at(i);
            if (!rows->at(i).isObject())
                return here.error(QStringLiteral("expected an object"));
            auto armor = armorFromJson(rows->at(i).toObject(), here, shields);
            if (!armor)
                return armor.error();
            if (catalog.armor(armor->id))
                return here.child(QStringLiteral("id")).error(QStringLiteral("'%1' is listed twice").arg(armor->id));
            catalog.m_armors.append(*armor);
        }
    }
    const JsonContext weaponContext(weaponSource);
    if (weaponFile.contains(QStringLiteral("thrownRange"))) {
        auto thrown = rangeFromJson(weaponFile, QStringLiteral("thrownRange"), weaponContext);
        if (!thrown)
            return thrown.error();
        std::tie(catalog.m_thrownShort, catalog.m_thrownLong) = *thrown;
    }
    auto rows = weaponContext.requireArray(weaponFile, QStringLiteral("weapons"));
    if (!rows)
        return rows.error();
    for (qsizetype i = 0; i < rows->size(); ++i) {
        const JsonContext here = weaponContext.child(QStringLiteral("weapons")).at(i);
        if (!rows->at(i).isObject())
            return here.error(QStringLiteral("expected an object"));
        auto weapon = weaponFromJson(rows->at(i).toObject(), here);
        if (!weapon)
            return weapon.error();
        if (catalog.weapon(weapon->id))
            return here.child(QStringLiteral("id")).error(QStringLiteral("'%1' is listed twice").arg(weapon->id));
        // Thrown melee weapons have the default range of "Thrown" unless the table gives one.
        if (weapon->isThrown() && weapon->shortRange == 0) {
            weapon.value().shortRange = catalog.m_thrownShort;
            weapon.value().longRange = catalog.m_thrownLong;
        }
        catalog.m_weapons.append(*weapon);
    }
    return catalog;
}

const Weapon *EquipmentCatalog::weapon(const QString &id) const
{
    for (const Weapon &weapon : m_weapons) {
        if (weapon.id == id)
            return &weapon;
    }
    return nullptr;
}

const Armor *EquipmentCatalog::armor(const QString &id) const
{
    for (const Armor &armor : m_armors) {
        if (armor.id == id)
            return &armor;
    }
    return nullptr;
}

} // namespace battlemat
