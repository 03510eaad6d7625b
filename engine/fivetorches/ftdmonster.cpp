#include "fivetorches/ftdmonster.h"

#include "fivetorches/ftdjson.h"

#include <QRegularExpression>

namespace battlemat::ftd {

QString DamageDice::text() const
{
    if (bonus == 0)
        return QStringLiteral("%1d%2").arg(count).arg(sides);
    return QStringLiteral("%1d%2%3%4")
        .arg(count)
        .arg(sides)
        .arg(bonus > 0 ? QStringLiteral("+") : QString())
        .arg(bonus);
}

Result<DamageDice> DamageDice::fromText(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9]{1,3})d([0-9]{1,4})(?:([+-])([0-9]{1,4}))?$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return Error{QStringLiteral("'%1' is not damage dice such as 1d8 or 2d6+3").arg(text)};
    DamageDice dice;
    dice.count = match.captured(1).toInt();
    dice.sides = match.captured(2).toInt();
    if (dice.count < 1 || dice.count > 100 || dice.sides < 1)
        return Error{QStringLiteral("'%1': 1 to 100 dice of at least 1 side").arg(text)};
    if (match.hasCaptured(3))
        dice.bonus = match.captured(4).toInt() * (match.captured(3) == QLatin1String("-") ? -1 : 1);
    return dice;
}

QJsonObject FtdMonster::toJson() const
{
    return {{QStringLiteral("format"), QStringLiteral("battlemat-ftd-monster")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("name"), name},
            {QStringLiteral("hd"), hitDice},
            {QStringLiteral("hitPoints"), maxHitPoints},
            {QStringLiteral("armorClass"), armorClass},
            {QStringLiteral("attack"), attackBonus},
            {QStringLiteral("damage"), damage.text()},
            {QStringLiteral("speedFeet"), speedFeet},
            {QStringLiteral("moraleBonus"), moraleBonus},
            {QStringLiteral("abilities"), abilities.toJson()},
            {QStringLiteral("leader"), leader},
            {QStringLiteral("darksight"), darksight}};
}

Result<FtdMonster> FtdMonster::fromJson(const QJsonObject &object, const JsonContext &context, const FtdTables &tables)
{
    auto known = checkKnownKeys(object, context,
                                {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"),
                                 QStringLiteral("hd"), QStringLiteral("hitPoints"), QStringLiteral("armorClass"),
                                 QStringLiteral("attack"), QStringLiteral("damage"), QStringLiteral("speedFeet"),
                                 QStringLiteral("moraleBonus"), QStringLiteral("abilities"), QStringLiteral("leader"),
                                 QStringLiteral("darksight")});
    if (!known)
        return known.error();
    auto format = checkFormat(object, context, QStringLiteral("battlemat-ftd-monster"));
    if (!format)
        return format.error();
    FtdMonster monster;
    auto name = context.requireString(object, QStringLiteral("name"));
    if (!name)
        return name.error();
    if (name->trimmed().isEmpty())
        return context.child(QStringLiteral("name")).error(QStringLiteral("must not be empty"));
    monster.name = *name;
    auto hd = context.requireInt(object, QStringLiteral("hd"), 1, tables.maxHitDice());
    if (!hd)
        return hd.error();
    monster.hitDice = *hd;
    auto hp = context.optionalInt(object, QStringLiteral("hitPoints"), *tables.monsterHitPoints(*hd), 1, 100000);
    if (!hp)
        return hp.error();
    monster.maxHitPoints = *hp;
    auto ac = context.requireInt(object, QStringLiteral("armorClass"), 0, 50);
    if (!ac)
        return ac.error();
    monster.armorClass = *ac;
    auto attack = context.requireInt(object, QStringLiteral("attack"), -10, 50);
    if (!attack)
        return attack.error();
    monster.attackBonus = *attack;
    auto damageText = context.requireString(object, QStringLiteral("damage"));
    if (!damageText)
        return damageText.error();
    auto damage = DamageDice::fromText(*damageText);
    if (!damage)
        return context.child(QStringLiteral("damage")).error(damage.errorMessage());
    monster.damage = *damage;
    auto speed = context.optionalInt(object, QStringLiteral("speedFeet"), tables.baseSpeedFeet(), 0, 1000);
    if (!speed)
        return speed.error();
    if (*speed % 5 != 0)
        return context.child(QStringLiteral("speedFeet"))
            .error(QStringLiteral("%1 is not in steps of 5 ft (one square)").arg(*speed));
    monster.speedFeet = *speed;
    auto morale = context.optionalInt(object, QStringLiteral("moraleBonus"), *tables.moraleBonus(*hd), -10, 20);
    if (!morale)
        return morale.error();
    monster.moraleBonus = *morale;
    if (object.contains(QStringLiteral("abilities"))) {
        auto abilities = context.requireObject(object, QStringLiteral("abilities"));
        if (!abilities)
            return abilities.error();
        auto scores = AbilityScores::fromJson(*abilities, context.child(QStringLiteral("abilities")));
        if (!scores)
            return scores.error();
        monster.abilities = *scores;
    }
    auto leader = context.optionalBool(object, QStringLiteral("leader"), false);
    if (!leader)
        return leader.error();
    monster.leader = *leader;
    auto darksight = context.optionalBool(object, QStringLiteral("darksight"), false);
    if (!darksight)
        return darksight.error();
    monster.darksight = *darksight;
    return monster;
}

Result<FtdMonster> FtdMonster::fromFile(const QString &fileName, const FtdTables &tables)
{
    auto object = readJsonObjectFile(fileName);
    if (!object)
        return object.error();
    return fromJson(*object, JsonContext(fileName), tables);
}

} // namespace battlemat::ftd
