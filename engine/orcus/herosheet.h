#pragma once

#include "orcus/defenses.h"

#include <QString>

namespace battlemat {

/**
 * The parts of a hero's sheet the Basic Rules leave to a class they do not contain (shared rules README, "Known
 * unknowns"): class hit points and recoveries, other defense bonuses; plus the armor, shield and weapon worn.
 */
struct HeroSheet
{
    int classHitPoints = 12;                // level-1 base; the Constitution score is added ("Constitution")
    int hitPointsPerLevel = 5;              // added for each level after the first
    int baseRecoveries = 6;                 // the Constitution modifier is added
    Defenses defenseBonuses{0, 0, 0, 0};    // feats, items, class: added on top of the derivation
    QString armor = QStringLiteral("none"); // id from armor.json ("none", "cloth", "chainmail", ...)
    QString shield;                         // "", "light-shield" or "heavy-shield"
    bool armorProficient = true;            // false: -2 to attack rolls and Reflex ("Armor Proficiency")
    QString weapon;                         // id from weapons.json, the weapon wielded for Weapon powers
    bool weaponProficient = true;           // adds the weapon's proficiency bonus to attack rolls
    int baseSpeed = 6;                      // before armor speed penalties
    int otherAttackBonus = 0;
};

} // namespace battlemat
