#include "orcus/monsterrole.h"

namespace battlemat {

namespace {
constexpr std::array<const char *, 6> names{"archer", "blocker", "skulker", "spoiler", "striker", "wrecker"};
}

QString monsterRoleName(MonsterRole role)
{
    return QString::fromLatin1(names[static_cast<size_t>(role)]);
}

std::optional<MonsterRole> monsterRoleFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    for (size_t i = 0; i < names.size(); ++i) {
        if (lower == QLatin1String(names[i]))
            return static_cast<MonsterRole>(i);
    }
    return std::nullopt;
}

} // namespace battlemat
