#include "orcus/monsterrank.h"

namespace battlemat {

namespace {
constexpr std::array<const char *, 4> names{"mook", "standard", "elite", "boss"};
}

QString monsterRankName(MonsterRank rank)
{
    return QString::fromLatin1(names[static_cast<size_t>(rank)]);
}

std::optional<MonsterRank> monsterRankFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    for (size_t i = 0; i < names.size(); ++i) {
        if (lower == QLatin1String(names[i]))
            return static_cast<MonsterRank>(i);
    }
    return std::nullopt;
}

} // namespace battlemat
