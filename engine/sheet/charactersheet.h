#pragma once

#include "orcus/derivedstats.h"
#include "orcus/monstertables.h"
#include "sheet/herocharacter.h"

#include <QJsonObject>

namespace battlemat {

/** One skill row of the sheet: the check modifier and how it is made up. */
struct SkillLine
{
    Skill skill = Skill::Acrobatics;
    bool trained = false;
    int modifier = 0;
    int armorCheckPenalty = 0; // already in modifier; shown so the player sees why
};

/** One weapon row: the basic attack with it ("Weapons"; Strength for melee, Dexterity for ranged). */
struct WeaponLine
{
    QString id;
    QString name;
    bool wielded = false;
    bool proficient = true;
    Ability ability = Ability::Strength;
    int attackBonus = 0;
    QString damage;         // the Basic Attack with it: "2d8+9" (2dW + level + modifier)
    QString range;          // "melee", "reach 2", "20/40", "melee or thrown 5/10"
    QString criticalBonus;  // "+2dW" for Improved Critical at level 11 ("Weapon properties"); empty otherwise
    QStringList properties; // as the table names them
    QString category;
    QString hands;
    int proficiencyBonus = 0;
    // The same facts as data, for a sheet in another language than the English words above.
    QStringList propertyIds; // "thrown-heavy", ...
    Weapon::Hands handsKind = Weapon::Hands::One;
    bool ranged = false;
    int reach = 0;      // a reach weapon's reach in squares; 0 without the Reach property
    int shortRange = 0; // ranged, or thrown
    int longRange = 0;
    bool thrown = false;
};

/** One power card: the power plus the numbers the hero adds to it. */
struct PowerLine
{
    Power power;
    QString attackLine; // "Int +5 vs Fortitude"; empty without an attack
    int attackBonus = 0;
    QString rangeLine;        // "Melee weapon", "Ranged 10", "Far burst 1 within 10", "Near spray 3", "Self"
    int weaponShortRange = 0; // a ranged Weapon power's range with the wielded ranged weapon, 0 otherwise
    int weaponLongRange = 0;
    std::optional<Ability> attackAbility; // the ability the attack adds; none when the power prints its bonus
    QString hitDamage;                    // the expression that applies at this level
    QString hitDamageResolved;            // the same with weapon dice, level and modifiers filled in: "1d8 + 4"
};

/** Strength-based loads ("Lifting and Carrying"), in pounds. */
struct CarryingCapacity
{
    int mediumLoad = 0;
    int heavyLoad = 0;
    int pushOrDrag = 0;
};

/**
 * Every number a hero's character sheet prints, derived from the same engine the fight uses (DerivedStats for
 * defenses, hit points, recoveries, speed and initiative) plus skills, passive scores, weapon attacks, power
 * attacks, loads and the XP table. Recomputed from scratch on every change: it is cheap and never stale.
 */
struct CharacterSheet
{
    DerivedStats stats;
    int currentHitPoints = 0;
    int recoveriesLeft = 0;
    int nextLevelXp = -1; // cumulative XP of the next level; -1 at level 30
    int currentLevelXp = 0;
    int armorCheckPenalty = 0;
    QString armorName;
    QString shieldName;
    QList<SkillLine> skills;
    int passivePerception = 10;
    int passiveInsight = 10;
    QList<WeaponLine> weapons;
    QList<PowerLine> powers;
    CarryingCapacity carrying;
    double carriedWeight = 0; // pounds: gear, coins, worn armor and shield, wielded and carried weapons
    RulesVersion rulesVersion = RulesVersion::BasicRules01; // what the basic attacks' damage follows

    const SkillLine &skill(Skill skill) const { return skills[static_cast<qsizetype>(skill)]; }
    /** The melee basic attack with the wielded weapon (or an unarmed strike if it wields none). */
    const WeaponLine &meleeAttack() const;

    static Result<CharacterSheet> of(const HeroCharacter &hero, const EquipmentCatalog &catalog,
                                     const MonsterTables &tables, const OrcusSettings &settings = {});
    /** With the engine's built-in tables. */
    static Result<CharacterSheet> of(const HeroCharacter &hero, const OrcusSettings &settings = {});

    QJsonObject toJson() const;
};

/** "+3", "-1", "+0": how sheets print a modifier. */
QString signedNumber(int value);

} // namespace battlemat
