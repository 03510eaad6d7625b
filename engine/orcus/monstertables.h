#pragma once

#include "core/jsonreader.h"
#include "orcus/defenses.h"
#include "orcus/monsterrank.h"
#include "orcus/monsterrole.h"

#include <QList>

#include <array>

namespace battlemat {

/** One role of "Creating new monsters": each number is added to the monster's level. */
struct MonsterRoleRow
{
    MonsterRole role = MonsterRole::Archer;
    Defenses defenses;     // AC / Fort / Ref / Will before adding the level
    int hitPointsBase = 0; // HP = base + perLevel x level (standard rank)
    int hitPointsPerLevel = 0;
    int attackVsAc = 5;       // + level
    int attackVsOther = 3;    // + level, against Fortitude, Reflex or Will
    bool bonusDamage = false; // wreckers add the wrecker bonus to all damage
};

/** One cell of the damage table, "2d8+4": dice count, die size and the flat bonus. */
struct MonsterDamageCell
{
    int dice = 1;
    int sides = 6;
    int bonus = 0;

    /** "2d8+4", with extra added to the flat part (the wrecker bonus). */
    QString expression(int extra = 0) const
    {
        return QStringLiteral("%1d%2+%3").arg(dice).arg(sides).arg(bonus + extra);
    }
};

/** One line of "Table - Monster Level and Damage". */
struct MonsterDamageRow
{
    int level = 1;
    int mook = 0; // mooks deal this static damage
    MonsterDamageCell atWillSingle;
    MonsterDamageCell atWillMulti;
    MonsterDamageCell surgeSingle;
    MonsterDamageCell surgeMulti;
    int wreckerBonus = 0;
};

/** XP per rank for one level ("Experience Points"). */
struct MonsterXpRow
{
    int level = 1;
    std::array<int, 4> xp{}; // indexed by MonsterRank
};

/**
 * The monster-creation tables (roles, damage by level 1-35, XP by level 1-30), read from
 * resources/data/monster-roles.json, monster-damage.json and experience.json (Qt resources :/battlemat/data/).
 */
class MonsterTables
{
public:
    static const Result<MonsterTables> &standard();
    static Result<MonsterTables> fromJson(const QJsonObject &roles, const QJsonObject &damage,
                                          const QJsonObject &experience, const QString &rolesSource,
                                          const QString &damageSource, const QString &experienceSource);

    const MonsterRoleRow &role(MonsterRole role) const { return m_roles[static_cast<size_t>(role)]; }
    /** nullptr outside the table (1 to 35). */
    const MonsterDamageRow *damage(int level) const;
    /** nullptr outside the table (1 to 30). */
    const MonsterXpRow *xp(int level) const;
    /** Cumulative XP needed to reach a hero level (Levels and Their Benefits); -1 outside 1..30. */
    int cumulativeXpForLevel(int level) const;
    /** XP of one monster ("Experience Points"), its level held to the table's 1..30. */
    int monsterXp(int level, MonsterRank rank) const;
    /** The level a hero with this cumulative XP has reached (Levels and Their Benefits). */
    int heroLevelForXp(int xp) const;
    int maxDamageLevel() const { return int(m_damage.size()); }
    int maxXpLevel() const { return int(m_xp.size()); }

private:
    std::array<MonsterRoleRow, 6> m_roles;
    QList<MonsterDamageRow> m_damage; // index = level - 1
    QList<MonsterXpRow> m_xp;         // index = level - 1
    QList<int> m_heroLevelXp;         // index = level - 1
};

} // namespace battlemat
