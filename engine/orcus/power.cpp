#include "orcus/power.h"

#include <array>

namespace battlemat {

namespace {
constexpr std::array<const char *, 8> actionNames{"standard", "move",     "swift",       "free",
                                                  "counter",  "reaction", "opportunity", "none"};
constexpr std::array<const char *, 5> originNames{"melee", "ranged", "near", "far", "self"};

template<typename Enum, size_t N>
std::optional<Enum> fromNames(const std::array<const char *, N> &names, const QString &name)
{
    const QString lower = name.trimmed().toLower();
    for (size_t i = 0; i < N; ++i) {
        if (lower == QLatin1String(names[i]))
            return static_cast<Enum>(i);
    }
    return std::nullopt;
}
} // namespace

QString powerActionName(Power::Action action)
{
    return QString::fromLatin1(actionNames[static_cast<size_t>(action)]);
}

std::optional<Power::Action> powerActionFromName(const QString &name)
{
    return fromNames<Power::Action>(actionNames, name);
}

QString powerOriginName(Power::Origin origin)
{
    return QString::fromLatin1(originNames[static_cast<size_t>(origin)]);
}

std::optional<Power::Origin> powerOriginFromName(const QString &name)
{
    return fromNames<Power::Origin>(originNames, name);
}

QString PowerDamage::expressionAt(int level) const
{
    QString result = expression;
    int bestLevel = 0;
    for (const auto &[fromLevel, text] : fromLevel) {
        if (level >= fromLevel && fromLevel > bestLevel) {
            bestLevel = fromLevel;
            result = text;
        }
    }
    return result;
}

bool PowerOutcome::isEmpty() const
{
    return !damage && !persistent && conditions.isEmpty() && !forcedMovement && healing.isEmpty() &&
           temporaryHitPoints.isEmpty() && statChanges.isEmpty() && text.isEmpty() && secondaryAttacks.empty();
}

} // namespace battlemat
