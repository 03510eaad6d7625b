#include "fivetorches/ftdtables.h"

#include "fivetorches/ftdjson.h"

#include <algorithm>

namespace battlemat::ftd {

namespace {

// Rows must run 1, 2, 3, ... so that a level or HD indexes its row.
Status readRows(const QJsonObject &object, const JsonContext &context, const QString &key, const QString &indexKey,
                const QStringList &valueKeys, QList<QList<int>> *columns)
{
    auto rows = context.requireArray(object, key);
    if (!rows)
        return rows.error();
    if (rows->isEmpty())
        return context.child(key).error(QStringLiteral("needs at least one row"));
    columns->resize(valueKeys.size());
    for (qsizetype i = 0; i < rows->size(); ++i) {
        const JsonContext here = context.child(key).at(i);
        if (!rows->at(i).isObject())
            return here.error(QStringLiteral("expected a row object"));
        const QJsonObject row = rows->at(i).toObject();
        auto known = checkKnownKeys(row, here, QStringList{indexKey} + valueKeys);
        if (!known)
            return known;
        auto index = here.requireInt(row, indexKey, 1, 100);
        if (!index)
            return index.error();
        if (*index != i + 1)
            return here.child(indexKey).error(
                QStringLiteral("is %1; rows run 1, 2, 3, ... so this one is %2").arg(*index).arg(i + 1));
        for (qsizetype c = 0; c < valueKeys.size(); ++c) {
            auto value = here.requireInt(row, valueKeys.at(c), 0, 10000);
            if (!value)
                return value.error();
            (*columns)[c].append(*value);
        }
    }
    return success();
}

Result<int> lookup(const QList<int> &column, int index, const QString &what)
{
    if (index < 1 || index > column.size())
        return Error{QStringLiteral("%1 %2 is outside the table's 1 to %3").arg(what).arg(index).arg(column.size())};
    return column.at(index - 1);
}

} // namespace

const Result<FtdTables> &FtdTables::standard()
{
    static const Result<FtdTables> tables = fromFile(QStringLiteral(":/battlemat/data/five-torches-deep.json"));
    return tables;
}

Result<FtdTables> FtdTables::fromFile(const QString &fileName)
{
    auto object = readJsonObjectFile(fileName);
    if (!object)
        return object.error();
    return fromJson(*object, fileName);
}

Result<FtdTables> FtdTables::fromJson(const QJsonObject &object, const QString &source)
{
    const JsonContext context(source);
    auto known = checkKnownKeys(object, context,
                                {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("source"),
                                 QStringLiteral("baseSpeedFeet"), QStringLiteral("secondsPerRound"),
                                 QStringLiteral("travelHoursPerDay"), QStringLiteral("suppliesPerHour"),
                                 QStringLiteral("xpPerGold"), QStringLiteral("proficiencyByLevel"),
                                 QStringLiteral("monstersByHd"), QStringLiteral("itemLoads")});
    if (!known)
        return known.error();
    auto format = checkFormat(object, context, QStringLiteral("battlemat-ftd-tables"));
    if (!format)
        return format.error();
    FtdTables tables;
    struct Setting
    {
        const char *key;
        int *target;
        int min;
        int max;
    };
    const Setting settings[] = {
        {"baseSpeedFeet", &tables.m_baseSpeedFeet, 0, 1000},
        {"secondsPerRound", &tables.m_secondsPerRound, 1, 60},
        {"travelHoursPerDay", &tables.m_travelHoursPerDay, 1, 24},
        {"suppliesPerHour", &tables.m_suppliesPerHour, 0, 100},
        {"xpPerGold", &tables.m_xpPerGold, 0, 1000},
    };
    for (const Setting &setting : settings) {
        auto value = context.requireInt(object, QString::fromLatin1(setting.key), setting.min, setting.max);
        if (!value)
            return value.error();
        *setting.target = *value;
    }
    if (tables.m_baseSpeedFeet % 5 != 0)
        return context.child(QStringLiteral("baseSpeedFeet"))
            .error(QStringLiteral("%1 is not in steps of 5 ft (one square)").arg(tables.m_baseSpeedFeet));
    QList<QList<int>> proficiency;
    auto read = readRows(object, context, QStringLiteral("proficiencyByLevel"), QStringLiteral("level"),
                         {QStringLiteral("bonus")}, &proficiency);
    if (!read)
        return read.error();
    tables.m_proficiency = proficiency.at(0);
    QList<QList<int>> monsters;
    read = readRows(object, context, QStringLiteral("monstersByHd"), QStringLiteral("hd"),
                    {QStringLiteral("hitPoints"), QStringLiteral("moraleBonus")}, &monsters);
    if (!read)
        return read.error();
    tables.m_monsterHitPoints = monsters.at(0);
    tables.m_moraleBonus = monsters.at(1);
    auto loads = context.requireObject(object, QStringLiteral("itemLoads"));
    if (!loads)
        return loads.error();
    const JsonContext loadsContext = context.child(QStringLiteral("itemLoads"));
    for (auto it = loads->constBegin(); it != loads->constEnd(); ++it) {
        auto load = loadsContext.requireInt(*loads, it.key(), 0, 100);
        if (!load)
            return load.error();
        tables.m_itemLoads.insert(it.key(), *load);
    }
    return tables;
}

Result<int> FtdTables::proficiency(int level) const
{
    return lookup(m_proficiency, level, QStringLiteral("level"));
}

Result<int> FtdTables::monsterHitPoints(int hitDice) const
{
    return lookup(m_monsterHitPoints, hitDice, QStringLiteral("HD"));
}

Result<int> FtdTables::moraleBonus(int hitDice) const
{
    return lookup(m_moraleBonus, hitDice, QStringLiteral("HD"));
}

Result<int> FtdTables::itemLoad(const QString &name) const
{
    const auto it = m_itemLoads.constFind(name);
    if (it == m_itemLoads.constEnd())
        return Error{QStringLiteral("'%1' is not in the item load table; give its loads").arg(name)};
    return *it;
}

QStringList FtdTables::itemNames() const
{
    QStringList names = m_itemLoads.keys();
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace battlemat::ftd
