#include "monsters/encounterbudget.h"

#include "orcus/monstertables.h"

#include <QJsonArray>

#include <cmath>

namespace battlemat {

EncounterBudget::EncounterBudget(const MonsterTables &tables, int partySize, int partyLevel, EncounterGrades grades)
    : m_tables(tables)
    , m_partySize(partySize)
    , m_partyLevel(partyLevel)
    , m_grades(grades)
{}

int EncounterBudget::gradeXp(double factor) const
{
    return int(std::lround(budget() * factor));
}

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
    // Compared in whole XP, as the grades are shown: 450 of a 600 budget is easy at 0.75.
    const int sum = total();
    if (sum <= gradeXp(m_grades.easy))
        return QStringLiteral("easy");
    if (sum <= gradeXp(m_grades.standard))
        return QStringLiteral("standard");
    if (sum <= gradeXp(m_grades.hard))
        return QStringLiteral("hard");
    if (sum <= gradeXp(m_grades.deadly))
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
    QJsonObject object{{QStringLiteral("partySize"), m_partySize},
                       {QStringLiteral("partyLevel"), m_partyLevel},
                       {QStringLiteral("budget"), full},
                       {QStringLiteral("grades"), QJsonObject{{QStringLiteral("easy"), gradeXp(m_grades.easy)},
                                                              {QStringLiteral("standard"), gradeXp(m_grades.standard)},
                                                              {QStringLiteral("hard"), gradeXp(m_grades.hard)},
                                                              {QStringLiteral("deadly"), gradeXp(m_grades.deadly)}}},
                       {QStringLiteral("factors"), QJsonObject{{QStringLiteral("easy"), m_grades.easy},
                                                               {QStringLiteral("standard"), m_grades.standard},
                                                               {QStringLiteral("hard"), m_grades.hard},
                                                               {QStringLiteral("deadly"), m_grades.deadly}}},
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
