#pragma once

#include "core/result.h"
#include "monsters/monstertemplate.h"
#include "orcus/power.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace battlemat {

/** One power the game master gives the adventurer: typed, or copied from a hero's sheet (its class's power). */
struct AdventurerPower
{
    QString name;
    QString kind;                   // "at-will", "encounter", "daily", "utility": the template's lists
    int level = 1;                  // the power's level (a class's powers come by level)
    QString text;                   // as printed: "Melee 1; +8 vs AC; 2d8+4 damage."; from a sheet, its description
    QString usage;                  // "standard, encounter": the action and recharge, as a stat block prints them
    std::optional<Power> fromSheet; // copied from a hero: the hero's power, its attack taking the monster's bonus
};

/**
 * The class the game master supplies for the Adventurer template (../shared/rules/orcus-monsters-1.0.md,
 * "Adventurer"): the Basic Rules have no classes (../shared/rules/README.md, "Known unknowns"), so its name, its
 * defense bonuses ("As per the class"), its class features and its powers are the game master's, and the template's
 * own rule checks the choice.
 */
struct AdventurerClass
{
    QString name;
    QMap<Defense, int> defenseBonuses;
    QStringList trainedSkills; // Orcus skill names ("Athletics", "Sleight of Hand")
    QString features;          // class features, the table's
    QList<AdventurerPower> powers;
};

/**
 * Applies the Adventurer template: one elite step, the class's defense bonuses, its trained skills (half the level
 * plus the ability modifier plus the training bonus, or the printed bonus if higher), its features as a trait and its
 * powers. check() is the template's rule, read from its record: the number of trained skills, the powers of each
 * kind for the creature's level ("One encounter power (two from level 11)"), "Do not choose two powers of the same
 * frequency and level", and "of the creature's level or lower". A wrong choice is refused saying which rule.
 */
class AdventurerTemplate
{
public:
    static constexpr int maxDefenseBonus = 10; // a class's defense bonus; beyond it is a typo, not a class

    static Status check(const MonsterTemplateRecord &record, const AdventurerClass &chosen, int level);
    static Result<AdjustedMonster> apply(const StatBlock &block, const MonsterTemplateRecord &record,
                                         const AdventurerClass &chosen);
    /** The bundled record, for callers that have no campaign. */
    static const MonsterTemplateRecord *bundledRecord();
};

} // namespace battlemat
