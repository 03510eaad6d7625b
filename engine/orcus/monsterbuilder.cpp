#include "orcus/monsterbuilder.h"

namespace battlemat {

MonsterBuilder::MonsterBuilder(const MonsterTables &tables)
    : m_tables(tables)
{}

int MonsterBuilder::bonusDamage(int level, MonsterRole role, MonsterRank rank) const
{
    const MonsterDamageRow *row = m_tables.damage(level);
    if (!row || !m_tables.role(role).bonusDamage)
        return 0;
    // "Mooks with the wrecker role should only add half that number to their damage (round down)."
    return rank == MonsterRank::Mook ? row->wreckerBonus / 2 : row->wreckerBonus;
}

Result<StatBlock> MonsterBuilder::build(const MonsterRequest &request) const
{
    if (request.level < minCreatureLevel || request.level > maxCreatureLevel)
        return Error{QStringLiteral("monster level %1 is outside 1 to 30").arg(request.level)};
    const MonsterDamageRow *damage = m_tables.damage(request.level);
    const MonsterXpRow *xp = m_tables.xp(request.level);
    if (!damage || !xp)
        return Error{QStringLiteral("the monster tables have no row for level %1").arg(request.level)};
    const MonsterRoleRow &role = m_tables.role(request.role);
    const int level = request.level;

    StatBlock block;
    block.kind = StatBlock::Kind::Monster;
    block.level = level;
    block.abilities = request.abilities;
    block.id =
        request.id.isEmpty()
            ? QStringLiteral("%1-%2-%3").arg(monsterRoleName(request.role), monsterRankName(request.rank)).arg(level)
            : request.id;
    block.name = request.name.isEmpty() ? QStringLiteral("Level %1 %2 %3")
                                              .arg(level)
                                              .arg(monsterRankName(request.rank), monsterRoleName(request.role))
                                        : request.name;

    MonsterSheet &monster = block.monster;
    monster.role = request.role;
    monster.rank = request.rank;
    monster.leader = request.leader;
    for (Defense defense : allDefenses)
        monster.defenses.set(defense, role.defenses.value(defense) + level);
    const int standardHp = role.hitPointsBase + role.hitPointsPerLevel * level;
    switch (request.rank) {
    case MonsterRank::Mook:
        monster.maxHitPoints = 1; // "Mooks only ever have 1 HP."
        break;
    case MonsterRank::Standard:
        monster.maxHitPoints = standardHp;
        break;
    case MonsterRank::Elite:
        monster.maxHitPoints = standardHp * 2;
        break;
    case MonsterRank::Boss:
        monster.maxHitPoints = standardHp * 4;
        break;
    }
    monster.attackVsAc = role.attackVsAc + level;
    monster.attackVsOther = role.attackVsOther + level;
    // "Initiative: Half the monster's level plus its Dexterity modifier" (the table modifier; the half level the
    // Ability Scores paragraph adds is this same half level, so it is counted once).
    monster.initiative = level / 2 + request.abilities.modifier(Ability::Dexterity);
    monster.xp = xp->xp[static_cast<size_t>(request.rank)];
    monster.speed = 6; // "A monster that is as fast as a human should have a speed of 6."

    const int bonus = bonusDamage(level, request.role, request.rank);
    if (request.rank == MonsterRank::Mook) {
        // "Mooks deal static damage": every power deals the mook column.
        const QString fixed = QString::number(damage->mook + bonus);
        monster.atWillSingle = monster.atWillMulti = monster.surgeSingle = monster.surgeMulti = fixed;
    } else {
        monster.atWillSingle = damage->atWillSingle.expression(bonus);
        monster.atWillMulti = damage->atWillMulti.expression(bonus);
        monster.surgeSingle = damage->surgeSingle.expression(bonus);
        monster.surgeMulti = damage->surgeMulti.expression(bonus);
    }

    // A basic attack to start from: archers shoot, every other role strikes in melee ("Role" descriptions).
    Power basic;
    basic.basic = true;
    basic.recharge.kind = Recharge::Kind::AtWill;
    basic.action = Power::Action::Standard;
    if (request.role == MonsterRole::Archer) {
        basic.name = QStringLiteral("Basic ranged attack");
        basic.origin = Power::Origin::Ranged;
        basic.range = 10;
    } else {
        basic.name = QStringLiteral("Basic melee attack");
        basic.origin = Power::Origin::Melee;
    }
    basic.targets = QStringLiteral("one creature");
    basic.attack = PowerAttack{std::nullopt, monster.attackVsAc, Defense::AC};
    basic.hit.damage = PowerDamage{monster.atWillSingle, DamageType::Untyped, {}};
    block.powers.append(basic);
    return block;
}

} // namespace battlemat
