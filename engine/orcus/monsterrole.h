#pragma once

#include <QString>

#include <array>
#include <optional>

namespace battlemat {

/** The monster roles of "Creating new monsters" (Leader is a rider on a role, kept as a flag on the stat block). */
enum class MonsterRole : quint8
{
    Archer,
    Blocker,
    Skulker,
    Spoiler,
    Striker,
    Wrecker
};

inline constexpr std::array<MonsterRole, 6> allMonsterRoles{MonsterRole::Archer,  MonsterRole::Blocker,
                                                            MonsterRole::Skulker, MonsterRole::Spoiler,
                                                            MonsterRole::Striker, MonsterRole::Wrecker};

QString monsterRoleName(MonsterRole role); // "archer", ...
std::optional<MonsterRole> monsterRoleFromName(const QString &name);

} // namespace battlemat
