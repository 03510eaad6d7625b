#pragma once

#include "orcus/statblock.h"
#include "sheet/carriedweapon.h"
#include "sheet/coins.h"
#include "sheet/gearitem.h"
#include "sheet/skill.h"

#include <QList>
#include <QMap>

namespace battlemat {

/** The skill-check numbers the Basic Rules never give (shared rules README, "Known unknowns"): editable. */
inline constexpr int defaultTrainingBonus = 5;

/**
 * A player's hero as the character sheet holds it: the stat block the fight uses (abilities, level, armor,
 * powers) plus what only the sheet keeps (player, XP, coins, gear, trained skills, notes, damage carried over).
 */
struct HeroCharacter
{
    StatBlock creature; // kind == Hero
    QString player;
    int experience = 0;
    bool trackExperience = true; // the level must be reached by the XP ("Experience, levels and tiers")
    int actionPoints = 1;        // reset to 1 by a long rest ("Action points")
    int damageTaken = 0;         // hit points lost and not yet healed (from an encounter or by hand)
    int recoveriesSpent = 0;
    QList<CarriedWeapon> otherWeapons;
    Coins coins;
    QList<GearItem> gear;
    QList<Skill> trainedSkills;
    int trainingBonus = defaultTrainingBonus;
    QMap<Skill, int> skillBonuses; // feats and items, on top of the derivation
    QString notes;

    bool isTrained(Skill skill) const { return trainedSkills.contains(skill); }
};

} // namespace battlemat
