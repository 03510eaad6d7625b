#pragma once

#include "monsters/monstertemplate.h"
#include "orcus/monstertables.h"

namespace battlemat {

/**
 * A monster moved to another level by the tables of "Creating new monsters" (../shared/rules/orcus-basic-rules.txt),
 * the way the tables themselves grow with level: defenses and attack bonuses +1 a level; hit points by the role's
 * per-level hit points (x2 elite, x4 boss; a mook keeps 1); initiative, skills and Perception by the change in half
 * the level; XP the table's for the new level and rank. A power's damage that is a cell of the old level's damage
 * table (at-will or surge, one or several targets, the mook column) becomes the same cell at the new level; any other
 * dice keep their dice and move their flat part by the change of the at-will single-target average. What the tables
 * do not scale (resistances, auras, traits, the printed text) is kept as printed and said so in the changes. The
 * printed differences from the tables (a published block's own numbers) are kept: only the level's share moves.
 */
class MonsterRelevel
{
public:
    explicit MonsterRelevel(const MonsterTables &tables);

    /** The block at level (1 to 30, the XP table's range) under a new id and name ("balor-level-25"). */
    Result<AdjustedMonster> apply(const StatBlock &block, int level) const;

private:
    const MonsterTables &m_tables;
};

} // namespace battlemat
