#include "simulation/encounterchanges.h"

#include "encounter/diceformula.h"
#include "orcus/monsterrank.h"
#include "orcus/monsterrole.h"
#include "orcus/monstertables.h"

#include <QJsonArray>

namespace battlemat::EncounterChanges {

namespace {

QJsonArray without(const QJsonArray &array, const QString &id)
{
    QJsonArray kept;
    for (const QJsonValue &value : array) {
        if (value.toObject().value(QLatin1String("id")).toString() != id)
            kept.append(value);
    }
    return kept;
}

double mean(const MonsterDamageCell &cell)
{
    return cell.dice * (cell.sides + 1) / 2.0 + cell.bonus;
}

// Orcus "Creating new monsters": hit points of elites are doubled, of bosses quadrupled; mooks have 1.
int hitPointsMultiplier(MonsterRank rank)
{
    switch (rank) {
    case MonsterRank::Mook:
        return 0;
    case MonsterRank::Standard:
        return 1;
    case MonsterRank::Elite:
        return 2;
    case MonsterRank::Boss:
        return 4;
    }
    return 1;
}

void shiftPower(QJsonObject &power, int levels, int damageShift)
{
    if (power.contains(QLatin1String("attack")))
        power.insert(QStringLiteral("attack"), power.value(QLatin1String("attack")).toInt() + levels);
    if (power.contains(QLatin1String("damage"))) {
        if (auto parsed = DiceFormula::parse(power.value(QLatin1String("damage")).toString())) {
            DiceFormula formula = *parsed;
            formula.bonus += damageShift;
            power.insert(QStringLiteral("damage"), formula.toString());
        }
    }
    if (power.value(QLatin1String("secondary")).isObject()) {
        QJsonObject secondary = power.value(QLatin1String("secondary")).toObject();
        shiftPower(secondary, levels, damageShift);
        power.insert(QStringLiteral("secondary"), secondary);
    }
}

} // namespace

QJsonObject withoutCreature(QJsonObject encounter, const QString &id)
{
    encounter.insert(QStringLiteral("creatures"), without(encounter.value(QLatin1String("creatures")).toArray(), id));
    QJsonObject map = encounter.value(QLatin1String("map")).toObject();
    map.insert(QStringLiteral("creatures"), without(map.value(QLatin1String("creatures")).toArray(), id));
    encounter.insert(QStringLiteral("map"), map);
    return encounter;
}

Result<QJsonObject> withLevelShift(QJsonObject encounter, const QString &id, int levels)
{
    QJsonArray creatures = encounter.value(QLatin1String("creatures")).toArray();
    for (int i = 0; i < creatures.size(); ++i) {
        QJsonObject block = creatures.at(i).toObject();
        if (block.value(QLatin1String("id")).toString() != id)
            continue;
        const int level = block.value(QLatin1String("level")).toInt(1);
        const MonsterRole role =
            monsterRoleFromName(
                block.value(QLatin1String("builder")).toObject().value(QLatin1String("role")).toString())
                .value_or(MonsterRole::Striker);
        const MonsterRank rank =
            monsterRankFromName(block.value(QLatin1String("rank")).toString()).value_or(MonsterRank::Standard);
        const auto shift = levelShift(level, role, rank, levels);
        if (!shift)
            return Error{QStringLiteral("%1: %2").arg(id, shift.errorMessage())};
        block.insert(QStringLiteral("level"), shift->level);
        if (block.contains(QLatin1String("hp"))) {
            block.insert(QStringLiteral("hp"),
                         std::max(1, block.value(QLatin1String("hp")).toInt() + shift->hitPoints));
            block.remove(QStringLiteral("currentHp"));
        }
        if (block.value(QLatin1String("defenses")).isObject()) {
            QJsonObject defenses = block.value(QLatin1String("defenses")).toObject();
            for (auto it = defenses.begin(); it != defenses.end(); ++it)
                it.value() = it.value().toInt() + shift->defenses;
            block.insert(QStringLiteral("defenses"), defenses);
        }
        const int damageShift = shift->damage;
        QJsonArray powers = block.value(QLatin1String("powers")).toArray();
        for (int p = 0; p < powers.size(); ++p) {
            QJsonObject power = powers.at(p).toObject();
            shiftPower(power, shift->attack, damageShift);
            powers.replace(p, power);
        }
        block.insert(QStringLiteral("powers"), powers);
        block.remove(QStringLiteral("xp")); // the XP of the new level, from the table
        creatures.replace(i, block);
        encounter.insert(QStringLiteral("creatures"), creatures);
        return encounter;
    }
    return Error{QStringLiteral("no creature '%1'").arg(id)};
}

Result<LevelShift> levelShift(int level, MonsterRole role, MonsterRank rank, int levels)
{
    const auto &tables = MonsterTables::standard();
    if (!tables)
        return tables.error();
    const int shifted = level + levels;
    const MonsterDamageRow *from = tables->damage(level);
    const MonsterDamageRow *to = tables->damage(shifted);
    if (shifted < 1 || shifted > 30 || !from || !to)
        return Error{QStringLiteral("level %1 is outside the monster tables").arg(shifted)};
    LevelShift shift;
    shift.level = shifted;
    shift.attack = levels;
    shift.defenses = levels;
    shift.hitPoints = tables->role(role).hitPointsPerLevel * levels * hitPointsMultiplier(rank);
    shift.damage = int(std::lround(mean(to->atWillSingle) - mean(from->atWillSingle)));
    return shift;
}

QList<EncounterChange> singleChanges(const QJsonObject &encounter)
{
    QList<EncounterChange> changes;
    const QJsonArray creatures = encounter.value(QLatin1String("creatures")).toArray();
    for (const QJsonValue &value : creatures) {
        const QJsonObject block = value.toObject();
        const QString id = block.value(QLatin1String("id")).toString();
        if (block.value(QLatin1String("hero")).toBool() || block.contains(QLatin1String("heroSheet"))) {
            changes.append({QStringLiteral("removeHero"), id, withoutCreature(encounter, id)});
            continue;
        }
        changes.append({QStringLiteral("removeMonster"), id, withoutCreature(encounter, id)});
        if (auto up = withLevelShift(encounter, id, 2))
            changes.append({QStringLiteral("monsterUp2"), id, *up});
        if (auto down = withLevelShift(encounter, id, -2))
            changes.append({QStringLiteral("monsterDown2"), id, *down});
    }
    return changes;
}

} // namespace battlemat::EncounterChanges
