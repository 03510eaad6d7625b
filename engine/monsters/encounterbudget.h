#pragma once

#include "orcus/encountergrades.h"
#include "orcus/statblock.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace battlemat {

class MonsterTables;

/**
 * The XP budget of an encounter against a party (Orcus Basic Rules, "Monsters", "Level"): a party should survive
 * four encounters of one standard monster of its level per hero, so the budget is the party's size times a standard
 * monster's XP at the party's level (resources/data/experience.json). Easy, standard, hard and deadly are
 * Battlemat's reading at 0.75, 1, 1.5 and 2 times that by default (the rules name no such grades; a campaign may
 * change the factors: EncounterGrades). A monster four or more levels off the party is flagged with the rules' advice.
 */
class EncounterBudget
{
public:
    struct Entry
    {
        StatBlock monster;
        int count = 1;
        // Orcus "Initiative": one roll for the whole group of these identical monsters (the builder's choice).
        bool initiativeGroup = false;
    };

    EncounterBudget(const MonsterTables &tables, int partySize, int partyLevel, EncounterGrades grades = {});

    void add(const StatBlock &monster, int count = 1);

    int budget() const;
    int total() const;
    /** "easy" (at most 0.75 x budget), "standard" (1), "hard" (1.5), "deadly" (2), "beyond deadly", or "" empty. */
    QString difficulty() const;
    /** The XP a grade reaches up to: the budget times its factor, rounded. */
    int gradeXp(double factor) const;
    const EncounterGrades &grades() const { return m_grades; }
    /** Per monster four or more levels off the party: the rules' advice ("Level"). */
    QStringList warnings() const;
    /** {"partySize", "partyLevel", "budget", "grades": {easy, standard, hard, deadly}, "total", "difficulty",
     *  "monsters": [{id, name, level, rank, count, xp}], "warnings"} */
    QJsonObject toJson() const;

private:
    const MonsterTables &m_tables;
    int m_partySize;
    int m_partyLevel;
    EncounterGrades m_grades;
    QList<Entry> m_entries;
};

} // namespace battlemat
