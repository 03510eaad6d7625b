#pragma once

#include "core/jsonreader.h"
#include "fivetorches/abilityscores.h"
#include "fivetorches/ftdmonster.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace battlemat::ftd {

/**
 * A weapon on a Five Torches Deep sheet: its name, its damage dice, melee or ranged and, when ranged, its range in
 * feet ("Range", "PC Attacks", "Dealing Damage", ../shared/rules/checks-actions-combat-gritty.txt). The chapter
 * lists no weapons, so the sheet says what each does; finesse and other properties of the full SRD's weapon table
 * are not in this text and are not modelled.
 */
struct FtdWeapon
{
    QString name;
    DamageDice damage;      // the weapon's dice (and a magic bonus); the ability modifier is added when attacking
    bool ranged = false;    // melee: close range (5-10 ft); ranged: up to rangeFeet, at disadvantage in melee
    int rangeFeet = 0;      // ranged weapons only, steps of 5 ft
    bool proficient = true; // adds the proficiency bonus to the attack

    QJsonObject toJson() const;
    /** Refuses an empty name, dice that are not NdS[+B], a ranged weapon without a range or a melee one with one. */
    static Result<FtdWeapon> fromJson(const QJsonObject &object, const JsonContext &context);
    /** A "weapons" array; names must differ (the attack picks a weapon by name). */
    static Result<QList<FtdWeapon>> listFromJson(const QJsonArray &array, const JsonContext &context);
};

/**
 * What attacking with a weapon adds up to for a PC ("PC Attacks"): d20 + STR mod in melee or DEX mod at range, plus
 * proficiency when proficient; the damage is the weapon's dice + the same ability modifier ("Dealing Damage", e.g.
 * 1d8 + STR mod). The sheet, the printed page and the fight all read this one function.
 */
struct WeaponAttack
{
    QString name;
    bool ranged = false;
    int rangeFeet = 0;
    int bonus = 0;
    DamageDice damage;

    /** "Longsword +5, 1d8+3, close" or "Shortbow +4, 1d6+2, 80 ft". */
    QString text() const;
    QJsonObject toJson() const;
    static WeaponAttack fromJson(const QJsonObject &object);
};

WeaponAttack weaponAttack(const FtdWeapon &weapon, const AbilityScores &abilities, int proficiency);

} // namespace battlemat::ftd
