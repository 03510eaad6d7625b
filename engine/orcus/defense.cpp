#include "orcus/defense.h"

namespace battlemat {

namespace {
constexpr std::array<const char *, 4> names{"AC", "Fortitude", "Reflex", "Will"};
constexpr std::array<const char *, 4> keys{"ac", "fortitude", "reflex", "will"};
constexpr std::array<const char *, 4> shortNames{"ac", "fort", "ref", "will"};
} // namespace

QString defenseName(Defense defense)
{
    return QString::fromLatin1(names[static_cast<size_t>(defense)]);
}

QString defenseKey(Defense defense)
{
    return QString::fromLatin1(keys[static_cast<size_t>(defense)]);
}

std::optional<Defense> defenseFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    for (size_t i = 0; i < keys.size(); ++i) {
        if (lower == QLatin1String(keys[i]) || lower == QLatin1String(shortNames[i]))
            return static_cast<Defense>(i);
    }
    return std::nullopt;
}

} // namespace battlemat
