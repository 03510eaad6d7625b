#pragma once

#include "orcus/monstertables.h"
#include "orcus/statblock.h"

namespace battlemat {

/** What to build: level, role and rank, and optionally names and ability scores (default 10 each). */
struct MonsterRequest
{
    int level = 1;
    MonsterRole role = MonsterRole::Striker;
    MonsterRank rank = MonsterRank::Standard;
    QString id;   // default "<role>-<rank>-<level>"
    QString name; // default "Level <L> <rank> <role>"
    AbilityScores abilities;
    bool leader = false;
};

/**
 * Builds a monster stat block from the "Creating new monsters" tables: defenses, hit points (elite x2, boss x4,
 * mook 1), attack bonuses, damage of its level (wrecker bonus added, halved for mooks), initiative and XP, plus a
 * basic attack power using its at-will single-target damage.
 */
class MonsterBuilder
{
public:
    explicit MonsterBuilder(const MonsterTables &tables);

    /** Refuses a level outside 1..30 (the XP table's range). */
    Result<StatBlock> build(const MonsterRequest &request) const;

    /** Wrecker bonus damage for this role and rank: the table's value, half (rounded down) for mooks, else 0. */
    int bonusDamage(int level, MonsterRole role, MonsterRank rank) const;

private:
    const MonsterTables &m_tables;
};

} // namespace battlemat
