#include "fivetorches/ftdweapon.h"

#include "fivetorches/ftdjson.h"

namespace battlemat::ftd {

QJsonObject FtdWeapon::toJson() const
{
    QJsonObject object{{QStringLiteral("name"), name},
                       {QStringLiteral("damage"), damage.text()},
                       {QStringLiteral("kind"), ranged ? QStringLiteral("ranged") : QStringLiteral("melee")}};
    if (ranged)
        object.insert(QStringLiteral("rangeFeet"), rangeFeet);
    if (!proficient)
        object.insert(QStringLiteral("proficient"), false);
    return object;
}

Result<FtdWeapon> FtdWeapon::fromJson(const QJsonObject &object, const JsonContext &context)
{
    auto known = checkKnownKeys(object, context,
                                {QStringLiteral("name"), QStringLiteral("damage"), QStringLiteral("kind"),
                                 QStringLiteral("rangeFeet"), QStringLiteral("proficient")});
    if (!known)
        return known.error();
    FtdWeapon weapon;
    auto name = context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    if (name->trimmed().isEmpty())
        return context.child(QStringLiteral("name")).error(QStringLiteral("must not be empty"));
    weapon.name = name->trimmed();
    auto damage = context.requireString(object, QStringLiteral("damage"));
    if (!damage)
        return damage.error();
    auto dice = DamageDice::fromText(*damage);
    if (!dice)
        return context.child(QStringLiteral("damage")).error(dice.errorMessage());
    if (dice->count < 1 || dice->sides < 2)
        return context.child(QStringLiteral("damage"))
            .error(QStringLiteral("'%1' rolls no die; a weapon deals at least 1d2").arg(*damage));
    weapon.damage = *dice;
    auto kind = context.optionalString(object, QStringLiteral("kind"), QStringLiteral("melee"));
    if (!kind)
        return kind.error();
    if (*kind != QLatin1String("melee") && *kind != QLatin1String("ranged"))
        return context.child(QStringLiteral("kind")).error(QStringLiteral("'%1' is not melee or ranged").arg(*kind));
    weapon.ranged = *kind == QLatin1String("ranged");
    auto range = context.optionalInt(object, QStringLiteral("rangeFeet"), 0, 0, 1000);
    if (!range)
        return range.error();
    // "Range & Attacks": a melee weapon reaches 5-10 ft (close); only a ranged weapon lists a range of its own.
    if (weapon.ranged && *range < 5)
        return context.child(QStringLiteral("rangeFeet"))
            .error(QStringLiteral("a ranged weapon needs its range in feet (such as 80)"));
    if (!weapon.ranged && *range != 0)
        return context.child(QStringLiteral("rangeFeet"))
            .error(QStringLiteral("a melee weapon reaches close range (5-10 ft); make it ranged to give a range"));
    if (*range % 5 != 0)
        return context.child(QStringLiteral("rangeFeet"))
            .error(QStringLiteral("%1 is not in steps of 5 ft (one square)").arg(*range));
    weapon.rangeFeet = *range;
    auto proficient = context.optionalBool(object, QStringLiteral("proficient"), true);
    if (!proficient)
        return proficient.error();
    weapon.proficient = *proficient;
    return weapon;
}

Result<QList<FtdWeapon>> FtdWeapon::listFromJson(const QJsonArray &array, const JsonContext &context)
{
    QList<FtdWeapon> weapons;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const JsonContext here = context.at(i);
        if (!array.at(i).isObject())
            return here.error(QStringLiteral("expected a weapon object with a name and damage"));
        auto weapon = fromJson(array.at(i).toObject(), here);
        if (!weapon)
            return weapon.error();
        for (const FtdWeapon &other : std::as_const(weapons)) {
            if (other.name.compare(weapon->name, Qt::CaseInsensitive) == 0)
                return here.child(QStringLiteral("name"))
                    .error(QStringLiteral("'%1' is already a weapon of this sheet").arg(weapon->name));
        }
        weapons.append(*weapon);
    }
    return weapons;
}

QString WeaponAttack::text() const
{
    const QString bonusText = bonus < 0 ? QString::number(bonus) : QStringLiteral("+%1").arg(bonus);
    const QString reach = ranged ? QStringLiteral("%1 ft").arg(rangeFeet) : QStringLiteral("close");
    return QStringLiteral("%1 %2, %3, %4").arg(name, bonusText, damage.text(), reach);
}

QJsonObject WeaponAttack::toJson() const
{
    return {{QStringLiteral("name"), name},
            {QStringLiteral("ranged"), ranged},
            {QStringLiteral("rangeFeet"), rangeFeet},
            {QStringLiteral("bonus"), bonus},
            {QStringLiteral("damage"), damage.text()}};
}

WeaponAttack WeaponAttack::fromJson(const QJsonObject &object)
{
    // The fight's own stored state: written by toJson from a checked sheet.
    WeaponAttack attack;
    attack.name = object.value(QStringLiteral("name")).toString();
    attack.ranged = object.value(QStringLiteral("ranged")).toBool();
    attack.rangeFeet = object.value(QStringLiteral("rangeFeet")).toInt();
    attack.bonus = object.value(QStringLiteral("bonus")).toInt();
    if (auto dice = DamageDice::fromText(object.value(QStringLiteral("damage")).toString()))
        attack.damage = *dice;
    return attack;
}

WeaponAttack weaponAttack(const FtdWeapon &weapon, const AbilityScores &abilities, int proficiency)
{
    const int mod = abilities.modifier(weapon.ranged ? QStringLiteral("DEX") : QStringLiteral("STR"));
    WeaponAttack attack;
    attack.name = weapon.name;
    attack.ranged = weapon.ranged;
    attack.rangeFeet = weapon.rangeFeet;
    attack.bonus = mod + (weapon.proficient ? proficiency : 0);
    attack.damage = weapon.damage;
    attack.damage.bonus += mod;
    return attack;
}

} // namespace battlemat::ftd
