#pragma once

#include "orcus/damageadjustment.h"

#include "core/jsonreader.h"
#include "core/result.h"
#include "encounter/combataura.h"
#include "encounter/combatpower.h"
#include "grid/creaturesize.h"
#include "grid/lightlevel.h"
#include "grid/square.h"
#include "orcus/monsterrank.h"
#include "orcus/staggered.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <array>
#include <optional>

namespace battlemat {

/**
 * A creature in an encounter: its stat block (defenses, hit points, powers, skills) and its running state (hit
 * points, recoveries, action points, powers used, death saves, position). Plain value: the encounter state copies
 * it for undo.
 */
struct Combatant
{
    // From the map file.
    QString id;
    QString name;
    QString side;
    Square position;
    CreatureSize size = CreatureSize::Medium;
    int speed = 6;
    QMap<QString, int> movementModes; // "fly" -> 8: Orcus "Special movement modes", used with MoveCommand's "using"
    // Orcus "Senses": the map token's, unless the stat block (or the hero's sheet) names its own. How the creature
    // sees the fight's light, so what it perceives as obscured when it attacks (docs/vision.md).
    Senses senses = Senses::Normal;

    // From the stat block.
    bool hero = false;
    QString group; // identical monsters share one initiative roll (Orcus "Initiative")
    int level = 1;
    MonsterRank rank = MonsterRank::Standard;
    int maxHp = 1;
    int recoveryValue = 0;
    int maxRecoveries = 0;
    std::array<int, 4> defenses{10, 10, 10, 10}; // AC, Fortitude, Reflex, Will
    int initiativeBonus = 0;
    int saveBonus = 0;
    int regeneration = 0;
    QHash<QString, int> resist; // damage type -> amount; negative = weakness
    QStringList immune;
    int resistAll = 0;          // "Resist all N": the larger of it and a typed resistance counts
    bool incorporeal = false;   // half damage from attacks (the Ghost template)
    QStringList immuneTo;       // effects: condition names ("prone") or keywords ("charm", "fear")
    QHash<QString, int> skills; // total bonuses; an untrained skill is half level
    int strength = 0;           // ability modifiers used by Bull Rush, Grapple and Escape
    int dexterity = 0;
    QList<CombatPower> powers;
    QList<CombatAura> auras; // those the encounter plays (AuraRules); other auras stay on the stat block
    // An aura's "living creatures" spares undead and constructs (the stat block's tags); its "other than a ghoul
    // worm" spares creatures of that kind (the stat block's name, lower case).
    bool living = true;
    QString kind;
    QStringList tags; // the stat block's tags, lower case ("water"): an aura may spare those "that have the Water tag"
    int xp = 0;
    // The abyssal mummy's Soul Harvest trait ("If the abyssal mummy reduces a creature to 0 HP or below, it gains one
    // ward"): a ward for each creature its damage drops (Wards).
    bool wardOnDrop = false;

    // Running state.
    int hp = 1;
    int tempHp = 0;
    int wards = 0; // what a power with spendsWard spends (Protected by Death); the stat block may start it with some
    int recoveries = 0;
    int actionPoints = 0;
    bool actionPointUsedThisEncounter = false;
    int actionPointRound = -1;  // round of the last action point spent (monsters: one per round)
    QStringList expendedPowers; // encounter, daily and uncharged recharge powers
    bool rallyUsed = false;     // Rally is an encounter action
    bool freeRally = false;     // Rally Ally succeeded: the next Rally costs no action
    int deathSaveFailures = 0;
    bool dead = false;
    bool knockedOut = false; // Orcus "Knocking a creature out": unconscious but not dying
    bool stabilized = false;
    bool opportunityAttackUsed = false; // this turn (Orcus "Opportunity attacks": one per turn)
    bool immediateActionUsed = false;   // since the end of its own last turn
    int pendingSaveBonus = 0;           // Grant Save: +2 on a saving throw at the end of its next turn
    int squaresMovedThisTurn = 0;
    // The highest bonus its attack rolls had in round attackBonusRound (power bonus and circumstance modifiers):
    // an action die's extra attack is "at the same bonus or penalty as your highest attack that round".
    int attackBonusRound = -1;
    int highestAttackBonus = 0;

    int skill(const QString &name) const { return skills.value(name, level / 2); }
    /** Counts an attack roll's bonus toward its highest attack of the round. */
    void noteAttackBonus(int round, int bonus)
    {
        if (attackBonusRound != round || bonus > highestAttackBonus)
            highestAttackBonus = bonus;
        attackBonusRound = round;
    }
    /** Its highest attack bonus in this round, or nothing when it has not attacked in it. */
    std::optional<int> highestAttackBonusIn(int round) const
    {
        return attackBonusRound == round ? std::optional<int>(highestAttackBonus) : std::nullopt;
    }
    int staggeredValue() const { return battlemat::staggeredValue(maxHp); }
    /** What it has against damage, for the one damage adjustment (adjustDamage). */
    DamageDefenses damageDefenses() const;
    /** The first of these conditions or keywords it is immune to ("Immune: charm"), or empty. */
    QString immunityTo(const QStringList &conditionsOrKeywords) const;
    bool isDying() const { return !dead && !knockedOut && hp <= 0; }
    const CombatPower *power(const QString &powerId) const;
    const CombatPower *basicMeleeAttack() const;
    int xpValue() const;
};

/** Reads a stat block from an encounter file onto a combatant that already has its map fields. */
Status readStatBlock(Combatant &combatant, const QJsonObject &object, const JsonContext &context);
QJsonObject combatantToJson(const Combatant &combatant);

/** Orcus "Experience Points": XP of one monster by level (1-30) and rank, from the data table (MonsterTables). */
int monsterXp(int level, MonsterRank rank);
/** Orcus "Levels and Their Benefits": the level a hero with this cumulative XP has, from the data table. */
int levelForXp(int xp);

} // namespace battlemat
