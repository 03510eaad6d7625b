#pragma once

#include "orcus/ability.h"

#include <QString>

#include <array>
#include <optional>

namespace battlemat {

/**
 * The Orcus skills ("Abilities and skills", The skills): the sixteen of the table plus Nature, which the same
 * section lists among the lore skills and describes but the table leaves out (it goes with Wisdom, as
 * Dungeoneering does).
 */
enum class Skill : quint8
{
    Acrobatics,
    Arcana,
    Athletics,
    Bluff,
    Diplomacy,
    Dungeoneering,
    Endure,
    Heal,
    History,
    Insight,
    Intimidate,
    Nature,
    Perception,
    Religion,
    SleightOfHand,
    Stealth,
    Streetwise
};

inline constexpr int skillCount = 17;
extern const std::array<Skill, skillCount> allSkills;

/** "Sleight of Hand", as the table prints it. */
QString skillName(Skill skill);
/** "sleightOfHand": the JSON key. */
QString skillKey(Skill skill);
/** Accepts the key or the printed name in any letter case. */
std::optional<Skill> skillFromName(const QString &name);
/** The ability whose modifier the skill adds (the table's "Ability" column). */
Ability skillAbility(Skill skill);
/** The table's "Armor Check Penalty" column. */
bool skillHasArmorCheckPenalty(Skill skill);

} // namespace battlemat
