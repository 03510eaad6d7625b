#pragma once

#include "core/jsonreader.h"
#include "fivetorches/ftdactions.h"
#include "fivetorches/ftdmonster.h"
#include "fivetorches/ftdweapon.h"
#include "fivetorches/lightlevel.h"
#include "fivetorches/morale.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QStringList>

namespace battlemat::ftd {

/** Where a combatant of a Five Torches Deep fight stands ("Death & Injury", "Morale",
 * ../shared/rules/checks-actions-combat-gritty.txt). */
enum class FighterStatus
{
    Fighting,
    Incapacitated, // at 0 HP, unable to act, dying unless stabilized
    Stable,        // a monster stabilized at 0 HP (the injury table is the PCs')
    Dead,
    Fled,
    Surrendered
};

QString fighterStatusName(FighterStatus status);
FighterStatus fighterStatusFromName(const QString &name);

/**
 * One combatant of a Five Torches Deep fight on the grid: a map creature (by its id) with the numbers the fight
 * reads, taken from a PC's sheet, a monster's stat block or typed in by the game master. A PC's attack bonuses
 * already hold the ability modifier and proficiency ("PC Attacks": melee STR, ranged DEX), a monster's its attack.
 */
struct FtdFighter
{
    QString id;
    QString name;
    QString side;
    bool pc = false;
    int dexterity = 10;
    int armorClass = 10;
    int hitPoints = 1;
    int maxHitPoints = 1;
    int speedFeet = 30;
    int meleeBonus = 0;
    DamageDice meleeDamage;
    int rangedBonus = 0;
    DamageDice rangedDamage;
    int rangeFeet = 0;           // 0: no ranged attack
    QList<WeaponAttack> weapons; // a PC's weapons from the sheet; an attack may name one
    int wisdomModifier = 0;
    int proficiency = 0; // added to morale where fitting (PCs)
    int moraleBonus = 0; // monsters, by HD
    int hitDice = 0;     // a monster's HD (its carried loot is 1d20 gp per HD); 0 when not known
    bool leader = false;
    bool darksight = false;
    bool disadvantageOnAllChecks = false; // over their load, exhausted, or shaken by an injury until rest
    QString character;                    // the campaign hero whose sheet this is (empty for monsters)
    QString sheet;   // the campaign's stored Five Torches Deep sheet it fights with (its fate is written back)
    QString follows; // a retainer's PC: when that PC retreats, the retainer checks morale ("Retreat")

    FighterStatus status = FighterStatus::Fighting;
    int downAtRound = 0;
    bool stealth = false;
    // This turn: the actions spent (one active, one movement, one quick; trades down) and the feet moved of those
    // the movement actions allow.
    bool activeUsed = false;
    bool movementUsed = false;
    bool quickUsed = false;
    int movedFeet = 0;
    int movementFeet = 0;
    QStringList injuries; // "feeble: STR -3", "lost body part", ...

    bool canAct() const { return status == FighterStatus::Fighting; }
    /** Still in the fight for its side (morale's tide): not fallen, fled or surrendered. */
    bool standing() const { return status == FighterStatus::Fighting; }
    FtdActionBudget budget() const;
    void setBudget(const FtdActionBudget &budget);
    void newTurn();
    /** The weapon of that name (case does not matter), or nullptr. */
    const WeaponAttack *weapon(const QString &name) const;

    QJsonObject toJson() const;
    static FtdFighter fromJson(const QJsonObject &object);
};

/** A suggestion of the tracker to check morale ("When To Check Morale"): the moment and the side it concerns. */
struct MoraleSuggestion
{
    MoraleTrigger trigger = MoraleTrigger::BattleBegins;
    QString side; // empty: every side (the battle begins)
};

/**
 * A Five Torches Deep fight on the battle map: the fixed DEX order, the round and whose turn it is, the light the
 * fight is in, the combatants, and the morale checks the tracker suggests. Kept as JSON in the ruleset's state, so
 * the session stores it with every step and undo restores it.
 */
struct FtdFight
{
    int round = 1;
    int turn = 0; // index into order
    QStringList order;
    LightLevel light = LightLevel::WellLit;
    QList<FtdFighter> fighters;
    QList<MoraleSuggestion> suggestions;
    bool anyFallen = false;
    QStringList tideTurnedFor;           // sides whose tide was already suggested
    QMap<QString, int> startingStrength; // standing combatants per side at the start
    bool over = false;

    FtdFighter *fighter(const QString &id);
    const FtdFighter *fighter(const QString &id) const;
    QString current() const { return order.value(turn); }
    /** Standing combatants of a side. */
    int standingOf(const QString &side) const;
    void suggest(MoraleTrigger trigger, const QString &side);
    /** Drops the suggestions a check answered (the same trigger, or any for its side). */
    void answer(MoraleTrigger trigger, const QString &side);

    QJsonObject toJson() const;
    static FtdFight fromJson(const QJsonObject &object);
};

} // namespace battlemat::ftd
