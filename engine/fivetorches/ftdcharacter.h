#pragma once

#include "core/jsonreader.h"
#include "fivetorches/abilityscores.h"
#include "fivetorches/encumbrance.h"
#include "fivetorches/ftdtables.h"
#include "fivetorches/ftdweapon.h"

#include <QJsonObject>
#include <QList>

namespace battlemat::ftd {

/** A carried item and its loads (from the item load table when the file leaves them out). */
struct CarriedItem
{
    QString name;
    int loads = 1;
    int count = 1;
};

/**
 * A Five Torches Deep PC: abilities, level and proficiency, HP, AC, speed in feet, what they carry, coins, and their
 * resilience (= CON) spent so far. File format "battlemat-ftd-character" (docs/five-torches-deep.md).
 */
struct FtdCharacter
{
    QString name;
    int level = 1;
    AbilityScores abilities;
    int proficiency = 2;
    int maxHitPoints = 1;
    int hitPoints = 1;
    int armorClass = 10;
    int baseSpeedFeet = 30;
    QList<CarriedItem> items;
    QList<FtdWeapon> weapons; // what the fight's attack offers
    int coins = 0;            // any metal: every coin weighs the same
    int hoursAdventured = 0;
    bool exhausted = false;
    int xp = 0; // "Treasure": gold recovered and captured magic items' value

    int itemLoads() const;
    /** Items and coins together: 500 coins to a load. */
    Encumbrance encumbrance() const;
    /** Speed after load; exhaustion makes it 0 ft. */
    int speedFeet() const;
    /** Disadvantage on all checks from load or exhaustion. */
    bool disadvantageOnAllChecks() const;
    int resilience() const { return abilities.score(QStringLiteral("CON")); }
    /** The best ability modifier plus proficiency: what the roll to return adds. */
    int bestModifier() const { return abilities.bestModifier() + proficiency; }
    /** Each weapon's attack bonus and damage with this character's modifiers ("PC Attacks"). */
    QList<WeaponAttack> weaponAttacks() const;

    QJsonObject toJson() const;
    static Result<FtdCharacter> fromJson(const QJsonObject &object, const JsonContext &context,
                                         const FtdTables &tables);
    static Result<FtdCharacter> fromFile(const QString &fileName, const FtdTables &tables);
};

} // namespace battlemat::ftd
