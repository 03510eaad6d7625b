#pragma once

#include <QString>

#include <array>
#include <optional>

namespace battlemat {

/** A monster's rank ("Monsters", Rank): how many heroes of its level it is a match for. */
enum class MonsterRank : quint8
{
    Mook,
    Standard,
    Elite,
    Boss
};

inline constexpr std::array<MonsterRank, 4> allMonsterRanks{MonsterRank::Mook, MonsterRank::Standard,
                                                            MonsterRank::Elite, MonsterRank::Boss};

QString monsterRankName(MonsterRank rank); // "mook", "standard", "elite", "boss"
std::optional<MonsterRank> monsterRankFromName(const QString &name);

} // namespace battlemat
