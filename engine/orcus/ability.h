#pragma once

#include "core/result.h"

#include <QString>

#include <array>
#include <optional>

namespace battlemat {

/** The six Orcus abilities, in the order the rules list them ("Abilities and skills"). */
enum class Ability : quint8
{
    Strength,
    Constitution,
    Dexterity,
    Intelligence,
    Wisdom,
    Charisma
};

inline constexpr std::array<Ability, 6> allAbilities{Ability::Strength,     Ability::Constitution, Ability::Dexterity,
                                                     Ability::Intelligence, Ability::Wisdom,       Ability::Charisma};

/** Lowest and highest score of the "Ability Scores and Modifiers" table. */
inline constexpr int minAbilityScore = 1;
inline constexpr int maxAbilityScore = 30;

/** "strength", "constitution", ... (the JSON keys). */
QString abilityKey(Ability ability);
/** "Str", "Con", ... as stat blocks abbreviate them. */
QString abilityAbbreviation(Ability ability);
/** Accepts the key, the abbreviation and the full name, in any letter case. */
std::optional<Ability> abilityFromName(const QString &name);

/**
 * The modifier of a score: (score - 10) / 2 rounded down, which reproduces the table from -5 (score 1) to +10
 * (score 30). Refuses scores outside the table.
 */
Result<int> abilityModifier(int score);

} // namespace battlemat
