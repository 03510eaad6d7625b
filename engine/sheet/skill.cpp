#include "sheet/skill.h"

namespace battlemat {

const std::array<Skill, skillCount> allSkills{
    Skill::Acrobatics, Skill::Arcana,   Skill::Athletics,     Skill::Bluff,   Skill::Diplomacy,  Skill::Dungeoneering,
    Skill::Endure,     Skill::Heal,     Skill::History,       Skill::Insight, Skill::Intimidate, Skill::Nature,
    Skill::Perception, Skill::Religion, Skill::SleightOfHand, Skill::Stealth, Skill::Streetwise};

namespace {

struct SkillRow
{
    const char *name;
    const char *key;
    Ability ability;
    bool armorCheckPenalty;
};

// "The skills" table: skill, ability, armor check penalty.
constexpr std::array<SkillRow, skillCount> skillTable{{
    {"Acrobatics", "acrobatics", Ability::Dexterity, true},
    {"Arcana", "arcana", Ability::Intelligence, false},
    {"Athletics", "athletics", Ability::Strength, true},
    {"Bluff", "bluff", Ability::Charisma, false},
    {"Diplomacy", "diplomacy", Ability::Charisma, false},
    {"Dungeoneering", "dungeoneering", Ability::Wisdom, false},
    {"Endure", "endure", Ability::Constitution, true},
    {"Heal", "heal", Ability::Wisdom, false},
    {"History", "history", Ability::Intelligence, false},
    {"Insight", "insight", Ability::Wisdom, false},
    {"Intimidate", "intimidate", Ability::Charisma, false},
    {"Nature", "nature", Ability::Wisdom, false},
    {"Perception", "perception", Ability::Wisdom, false},
    {"Religion", "religion", Ability::Intelligence, false},
    {"Sleight of Hand", "sleightOfHand", Ability::Dexterity, true},
    {"Stealth", "stealth", Ability::Dexterity, true},
    {"Streetwise", "streetwise", Ability::Charisma, false},
}};

const SkillRow &row(Skill skill)
{
    return skillTable[static_cast<size_t>(skill)];
}

} // namespace

QString skillName(Skill skill)
{
    return QString::fromLatin1(row(skill).name);
}

QString skillKey(Skill skill)
{
    return QString::fromLatin1(row(skill).key);
}

std::optional<Skill> skillFromName(const QString &name)
{
    const QString wanted = name.trimmed();
    for (Skill skill : allSkills) {
        if (wanted.compare(skillKey(skill), Qt::CaseInsensitive) == 0 ||
            wanted.compare(skillName(skill), Qt::CaseInsensitive) == 0)
            return skill;
    }
    return std::nullopt;
}

Ability skillAbility(Skill skill)
{
    return row(skill).ability;
}

bool skillHasArmorCheckPenalty(Skill skill)
{
    return row(skill).armorCheckPenalty;
}

} // namespace battlemat
