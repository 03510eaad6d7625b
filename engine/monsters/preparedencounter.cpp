#include "monsters/preparedencounter.h"

#include "orcus/statblockjson.h"

#include <QJsonArray>

namespace battlemat {

Result<PreparedEncounter> PreparedEncounter::fromJson(const QJsonObject &document, const JsonContext &context)
{
    PreparedEncounter encounter;
    auto name = context.optionalString(document, QStringLiteral("name"));
    if (!name)
        return name.error();
    auto prepared = context.requireObject(document, QStringLiteral("prepared"));
    if (!prepared)
        return Error{QStringLiteral("%1: not a prepared encounter (no \"prepared\")").arg(context.where())};
    const JsonContext inside = context.child(QStringLiteral("prepared"));
    auto size = inside.optionalInt(*prepared, QStringLiteral("partySize"), 4, 1, 20);
    if (!size)
        return size.error();
    auto level = inside.optionalInt(*prepared, QStringLiteral("partyLevel"), 1, 1, 30);
    if (!level)
        return level.error();
    auto simulationMap = inside.optionalString(*prepared, QStringLiteral("simulationMap"));
    if (!simulationMap)
        return simulationMap.error();
    auto monsters = inside.requireArray(*prepared, QStringLiteral("monsters"));
    if (!monsters)
        return monsters.error();
    const JsonContext list = inside.child(QStringLiteral("monsters"));
    for (qsizetype i = 0; i < monsters->size(); ++i) {
        const QJsonObject entry = monsters->at(i).toObject();
        auto count = list.at(i).optionalInt(entry, QStringLiteral("count"), 1, 1, 100);
        if (!count)
            return count.error();
        auto block = list.at(i).requireObject(entry, QStringLiteral("monster"));
        if (!block)
            return block.error();
        auto monster = statBlockFromJson(*block, list.at(i).child(QStringLiteral("monster")));
        if (!monster)
            return monster.error();
        auto grouped = list.at(i).optionalBool(entry, QStringLiteral("initiativeGroup"), false);
        if (!grouped)
            return grouped.error();
        encounter.monsters.append({*monster, *count, *grouped});
    }
    if (encounter.monsters.isEmpty())
        return list.error(QStringLiteral("a prepared encounter needs at least one monster"));
    encounter.name = *name;
    encounter.partySize = *size;
    encounter.partyLevel = *level;
    encounter.simulationMap = *simulationMap;
    return encounter;
}

QJsonObject PreparedEncounter::toJson() const
{
    QJsonArray list;
    for (const EncounterBudget::Entry &entry : monsters) {
        QJsonObject item{{QStringLiteral("id"), entry.monster.id},
                         {QStringLiteral("count"), entry.count},
                         {QStringLiteral("monster"), statBlockToJson(entry.monster)}};
        if (entry.initiativeGroup)
            item.insert(QStringLiteral("initiativeGroup"), true);
        list.append(item);
    }
    QJsonObject prepared{{QStringLiteral("partySize"), partySize},
                         {QStringLiteral("partyLevel"), partyLevel},
                         {QStringLiteral("monsters"), list}};
    if (!simulationMap.isEmpty())
        prepared.insert(QStringLiteral("simulationMap"), simulationMap);
    return {{QStringLiteral("name"), name}, {QStringLiteral("prepared"), prepared}};
}

EncounterBudget PreparedEncounter::budget(const MonsterTables &tables) const
{
    EncounterBudget budget(tables, partySize, partyLevel, grades);
    for (const EncounterBudget::Entry &entry : monsters)
        budget.add(entry.monster, entry.count);
    return budget;
}

} // namespace battlemat
