#include "orcus/ability.h"

namespace battlemat {

namespace {
constexpr std::array<const char *, 6> keys{"strength",     "constitution", "dexterity",
                                           "intelligence", "wisdom",       "charisma"};
constexpr std::array<const char *, 6> abbreviations{"Str", "Con", "Dex", "Int", "Wis", "Cha"};
} // namespace

QString abilityKey(Ability ability)
{
    return QString::fromLatin1(keys[static_cast<size_t>(ability)]);
}

QString abilityAbbreviation(Ability ability)
{
    return QString::fromLatin1(abbreviations[static_cast<size_t>(ability)]);
}

std::optional<Ability> abilityFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    for (size_t i = 0; i < keys.size(); ++i) {
        if (lower == QLatin1String(keys[i]) || lower == QString::fromLatin1(abbreviations[i]).toLower())
            return static_cast<Ability>(i);
    }
    return std::nullopt;
}

Result<int> abilityModifier(int score)
{
    if (score < minAbilityScore || score > maxAbilityScore)
        return Error{QStringLiteral("ability score %1 is outside the table (%2 to %3)")
                         .arg(score)
                         .arg(minAbilityScore)
                         .arg(maxAbilityScore)};
    // "Round down" (Other general rules): floor division, not C++'s truncation towards zero.
    const int difference = score - 10;
    return difference >= 0 ? difference / 2 : -((-difference + 1) / 2);
}

} // namespace battlemat
