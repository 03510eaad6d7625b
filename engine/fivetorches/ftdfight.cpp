#include "fivetorches/ftdfight.h"

#include <QJsonArray>

#include <array>

namespace battlemat::ftd {

namespace {

constexpr std::array statusNames{"fighting", "incapacitated", "stable", "dead", "fled", "surrendered"};

QJsonObject damageJson(const DamageDice &dice)
{
    return {{QStringLiteral("count"), dice.count},
            {QStringLiteral("sides"), dice.sides},
            {QStringLiteral("bonus"), dice.bonus}};
}

DamageDice damageFrom(const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    return {object.value(QStringLiteral("count")).toInt(1), object.value(QStringLiteral("sides")).toInt(6),
            object.value(QStringLiteral("bonus")).toInt(0)};
}

QStringList stringsFrom(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

} // namespace

QString fighterStatusName(FighterStatus status)
{
    return QString::fromLatin1(statusNames.at(size_t(status)));
}

FighterStatus fighterStatusFromName(const QString &name)
{
    for (size_t i = 0; i < statusNames.size(); ++i) {
        if (name == QLatin1String(statusNames.at(i)))
            return FighterStatus(i);
    }
    return FighterStatus::Fighting;
}

FtdActionBudget FtdFighter::budget() const
{
    return FtdActionBudget::fromSpent(activeUsed, movementUsed, quickUsed);
}

void FtdFighter::setBudget(const FtdActionBudget &budget)
{
    activeUsed = budget.spent(FtdAction::Active);
    movementUsed = budget.spent(FtdAction::Movement);
    quickUsed = budget.spent(FtdAction::Quick);
}

void FtdFighter::newTurn()
{
    activeUsed = movementUsed = quickUsed = false;
    movedFeet = movementFeet = 0;
}

const WeaponAttack *FtdFighter::weapon(const QString &name) const
{
    for (const WeaponAttack &w : weapons) {
        if (w.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return &w;
    }
    return nullptr;
}

QJsonObject FtdFighter::toJson() const
{
    QJsonArray armed;
    for (const WeaponAttack &w : weapons)
        armed.append(w.toJson());
    return {{QStringLiteral("id"), id},
            {QStringLiteral("name"), name},
            {QStringLiteral("side"), side},
            {QStringLiteral("pc"), pc},
            {QStringLiteral("dexterity"), dexterity},
            {QStringLiteral("armorClass"), armorClass},
            {QStringLiteral("hitPoints"), hitPoints},
            {QStringLiteral("maxHitPoints"), maxHitPoints},
            {QStringLiteral("speedFeet"), speedFeet},
            {QStringLiteral("meleeBonus"), meleeBonus},
            {QStringLiteral("meleeDamage"), damageJson(meleeDamage)},
            {QStringLiteral("rangedBonus"), rangedBonus},
            {QStringLiteral("rangedDamage"), damageJson(rangedDamage)},
            {QStringLiteral("rangeFeet"), rangeFeet},
            {QStringLiteral("weapons"), armed},
            {QStringLiteral("wisdomModifier"), wisdomModifier},
            {QStringLiteral("proficiency"), proficiency},
            {QStringLiteral("moraleBonus"), moraleBonus},
            {QStringLiteral("hitDice"), hitDice},
            {QStringLiteral("leader"), leader},
            {QStringLiteral("darksight"), darksight},
            {QStringLiteral("disadvantageOnAllChecks"), disadvantageOnAllChecks},
            {QStringLiteral("character"), character},
            {QStringLiteral("sheet"), sheet},
            {QStringLiteral("follows"), follows},
            {QStringLiteral("status"), fighterStatusName(status)},
            {QStringLiteral("downAtRound"), downAtRound},
            {QStringLiteral("stealth"), stealth},
            {QStringLiteral("activeUsed"), activeUsed},
            {QStringLiteral("movementUsed"), movementUsed},
            {QStringLiteral("quickUsed"), quickUsed},
            {QStringLiteral("movedFeet"), movedFeet},
            {QStringLiteral("movementFeet"), movementFeet},
            {QStringLiteral("injuries"), QJsonArray::fromStringList(injuries)}};
}

FtdFighter FtdFighter::fromJson(const QJsonObject &object)
{
    // The fight's own stored state: written by toJson and checked when the fight began.
    FtdFighter f;
    f.id = object.value(QStringLiteral("id")).toString();
    f.name = object.value(QStringLiteral("name")).toString();
    f.side = object.value(QStringLiteral("side")).toString();
    f.pc = object.value(QStringLiteral("pc")).toBool();
    f.dexterity = object.value(QStringLiteral("dexterity")).toInt(10);
    f.armorClass = object.value(QStringLiteral("armorClass")).toInt(10);
    f.hitPoints = object.value(QStringLiteral("hitPoints")).toInt(1);
    f.maxHitPoints = object.value(QStringLiteral("maxHitPoints")).toInt(1);
    f.speedFeet = object.value(QStringLiteral("speedFeet")).toInt(30);
    f.meleeBonus = object.value(QStringLiteral("meleeBonus")).toInt();
    f.meleeDamage = damageFrom(object.value(QStringLiteral("meleeDamage")));
    f.rangedBonus = object.value(QStringLiteral("rangedBonus")).toInt();
    f.rangedDamage = damageFrom(object.value(QStringLiteral("rangedDamage")));
    f.rangeFeet = object.value(QStringLiteral("rangeFeet")).toInt();
    for (const QJsonValue &w : object.value(QStringLiteral("weapons")).toArray())
        f.weapons.append(WeaponAttack::fromJson(w.toObject()));
    f.wisdomModifier = object.value(QStringLiteral("wisdomModifier")).toInt();
    f.proficiency = object.value(QStringLiteral("proficiency")).toInt();
    f.moraleBonus = object.value(QStringLiteral("moraleBonus")).toInt();
    f.hitDice = object.value(QStringLiteral("hitDice")).toInt();
    f.leader = object.value(QStringLiteral("leader")).toBool();
    f.darksight = object.value(QStringLiteral("darksight")).toBool();
    f.disadvantageOnAllChecks = object.value(QStringLiteral("disadvantageOnAllChecks")).toBool();
    f.character = object.value(QStringLiteral("character")).toString();
    f.sheet = object.value(QStringLiteral("sheet")).toString();
    f.follows = object.value(QStringLiteral("follows")).toString();
    f.status = fighterStatusFromName(object.value(QStringLiteral("status")).toString());
    f.downAtRound = object.value(QStringLiteral("downAtRound")).toInt();
    f.stealth = object.value(QStringLiteral("stealth")).toBool();
    f.activeUsed = object.value(QStringLiteral("activeUsed")).toBool();
    f.movementUsed = object.value(QStringLiteral("movementUsed")).toBool();
    f.quickUsed = object.value(QStringLiteral("quickUsed")).toBool();
    f.movedFeet = object.value(QStringLiteral("movedFeet")).toInt();
    f.movementFeet = object.value(QStringLiteral("movementFeet")).toInt();
    f.injuries = stringsFrom(object.value(QStringLiteral("injuries")));
    return f;
}

FtdFighter *FtdFight::fighter(const QString &id)
{
    for (FtdFighter &f : fighters) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

const FtdFighter *FtdFight::fighter(const QString &id) const
{
    for (const FtdFighter &f : fighters) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

int FtdFight::standingOf(const QString &side) const
{
    int count = 0;
    for (const FtdFighter &f : fighters)
        count += f.side == side && f.standing() ? 1 : 0;
    return count;
}

void FtdFight::suggest(MoraleTrigger trigger, const QString &side)
{
    for (const MoraleSuggestion &s : std::as_const(suggestions)) {
        if (s.trigger == trigger && s.side == side)
            return;
    }
    suggestions.append({trigger, side});
}

void FtdFight::answer(MoraleTrigger trigger, const QString &side)
{
    suggestions.removeIf([&](const MoraleSuggestion &s) {
        return s.trigger == trigger && (s.side == side || s.side.isEmpty() || side.isEmpty());
    });
}

QJsonObject FtdFight::toJson() const
{
    QJsonArray list;
    for (const FtdFighter &f : fighters)
        list.append(f.toJson());
    QJsonArray suggested;
    for (const MoraleSuggestion &s : suggestions)
        suggested.append(
            QJsonObject{{QStringLiteral("trigger"), moraleTriggerName(s.trigger)}, {QStringLiteral("side"), s.side}});
    QJsonObject strength;
    for (auto it = startingStrength.cbegin(); it != startingStrength.cend(); ++it)
        strength.insert(it.key(), it.value());
    return {{QStringLiteral("round"), round},
            {QStringLiteral("turn"), turn},
            {QStringLiteral("order"), QJsonArray::fromStringList(order)},
            {QStringLiteral("light"), lightLevelName(light)},
            {QStringLiteral("fighters"), list},
            {QStringLiteral("suggestions"), suggested},
            {QStringLiteral("anyFallen"), anyFallen},
            {QStringLiteral("tideTurnedFor"), QJsonArray::fromStringList(tideTurnedFor)},
            {QStringLiteral("startingStrength"), strength},
            {QStringLiteral("over"), over}};
}

FtdFight FtdFight::fromJson(const QJsonObject &object)
{
    FtdFight fight;
    fight.round = object.value(QStringLiteral("round")).toInt(1);
    fight.turn = object.value(QStringLiteral("turn")).toInt();
    fight.order = stringsFrom(object.value(QStringLiteral("order")));
    auto light = lightLevelFromName(object.value(QStringLiteral("light")).toString());
    fight.light = light ? *light : LightLevel::WellLit;
    for (const QJsonValue &value : object.value(QStringLiteral("fighters")).toArray())
        fight.fighters.append(FtdFighter::fromJson(value.toObject()));
    for (const QJsonValue &value : object.value(QStringLiteral("suggestions")).toArray()) {
        const QJsonObject s = value.toObject();
        auto trigger = moraleTriggerFromName(s.value(QStringLiteral("trigger")).toString());
        if (trigger)
            fight.suggestions.append({*trigger, s.value(QStringLiteral("side")).toString()});
    }
    fight.anyFallen = object.value(QStringLiteral("anyFallen")).toBool();
    fight.tideTurnedFor = stringsFrom(object.value(QStringLiteral("tideTurnedFor")));
    const QJsonObject strength = object.value(QStringLiteral("startingStrength")).toObject();
    for (auto it = strength.constBegin(); it != strength.constEnd(); ++it)
        fight.startingStrength.insert(it.key(), it.value().toInt());
    fight.over = object.value(QStringLiteral("over")).toBool();
    return fight;
}

} // namespace battlemat::ftd
