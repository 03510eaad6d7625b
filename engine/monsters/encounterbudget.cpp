#include "monsters/encounterbudget.h"

#include "orcus/monstertables.h"

#include <QJsonArray>

#include <cmath>

namespace battlemat {

EncounterBudget::EncounterBudget(const MonsterTables &tables, int partySize, int partyLevel)
    : m_tables(tables)
    , m_partySize(partySize)
    , m_partyLevel(partyLevel)
{}

void EncounterBudget::add(const StatBlock &monster, int count)
{
    m_entries.append({monster, count});
}

int EncounterBudget::budget() const
{
    return m_partySize * m_tables.monsterXp(m_partyLevel, MonsterRank::Standard);
}

int EncounterBudget::total() const
{
    int sum = 0;
    // The printed XP of each block: the library keeps what the book prints.
    for (const Entry &entry : m_entries)
        sum += entry.count * entry.monster.monster.xp;
    return sum;
}

QString EncounterBudget::difficulty() const
{
    if (m_entries.isEmpty() || budget() <= 0)
        return {};
    const double ratio = double(total()) / budget();
    if (ratio <= easy)
        return QStringLiteral("easy");
    if (ratio <= 1.0)
        return QStringLiteral("standard");
    if (ratio <= hard)
        return QStringLiteral("hard");
    if (ratio <= deadly)
        return QStringLiteral("deadly");
    return QStringLiteral("beyond deadly");
}

QStringList EncounterBudget::warnings() const
{
    QStringList list;
    for (const Entry &entry : m_entries) {
        const int difference = entry.monster.level - m_partyLevel;
        if (difference >= 4)
            list.append(QStringLiteral("%1 (level %2) is %3 levels above the party: recreate it as a lower-level "
                                       "elite or boss monster")
                            .arg(entry.monster.name)
                            .arg(entry.monster.level)
                            .arg(difference));
        else if (difference <= -4)
            list.append(QStringLiteral("%1 (level %2) is %3 levels below the party: recreate it as a higher-level "
                                       "mook")
                            .arg(entry.monster.name)
                            .arg(entry.monster.level)
                            .arg(-difference));
    }
    return list;
}

QJsonObject EncounterBudget::toJson() const
{
    const int full = budget();
    QJsonArray monsters;
    for (const Entry &entry : m_entries)
        monsters.append(QJsonObject{{QStringLiteral("id"), entry.monster.id},
                                    {QStringLiteral("name"), entry.monster.name},
                                    {QStringLiteral("level"), entry.monster.level},
                                    {QStringLiteral("rank"), monsterRankName(entry.monster.monster.rank)},
                                    {QStringLiteral("count"), entry.count},
                                    {QStringLiteral("xp"), entry.count * entry.monster.monster.xp}});
    QJsonObject object{
        {QStringLiteral("partySize"), m_partySize},
        {QStringLiteral("partyLevel"), m_partyLevel},
        {QStringLiteral("budget"), full},
        {QStringLiteral("grades"), QJsonObject{{QStringLiteral("easy"), int(std::lround(full * easy))},
                                               {QStringLiteral("standard"), full},
                                               {QStringLiteral("hard"), int(std::lround(full * hard))},
                                               {QStringLiteral("deadly"), int(std::lround(full * deadly))}}},
        {QStringLiteral("total"), total()},
        {QStringLiteral("monsters"), monsters}};
    if (!m_entries.isEmpty())
        object.insert(QStringLiteral("difficulty"), difficulty());
    const QStringList advice = warnings();
    if (!advice.isEmpty())
        object.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(advice));
    return object;
}

} // namespace battlemat
