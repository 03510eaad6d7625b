#pragma once

#include "orcus/ability.h"
#include "orcus/auraplay.h"
#include "orcus/poweroutcome.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace battlemat {

/**
 * An aura ("Auras" in ../shared/rules/orcus-monsters-1.0.md, e.g. "Aura of Flame (Fire) aura 2: A creature that
 * enters or begins its turn in the aura takes 20 fire damage"): the squares within radius of the monster. When the
 * text names who it hits, when, and what it does, those are data (startOfTurn, onEnter, damage, play); the printed
 * sentence is always kept in text, and the sentences no field holds (tableText) are the game master's.
 */
struct Aura
{
    QString name;
    int radius = 1;
    QStringList keywords;     // "Fire", "Psychic", "Fear"
    QString affects;          // "enemies", "creatures", "allies" or "" when the text does not say
    bool startOfTurn = false; // applies to a creature that starts its turn in it
    bool onEnter = false;     // applies to a creature that enters it
    std::optional<PowerDamage> damage;
    AuraPlay play;          // the other triggers, filters, strikes and modifiers the encounter plays
    QString text;           // the printed effect
    bool automated = false; // the encounter plays it: at least one sentence of text is in the fields above
    QString tableText;      // the sentences of text no field holds (empty: the whole text is played)
};

/**
 * A trait: a rule of this monster that is not an action ("Marked Strike", "Feel No Pain"). The table's, but for the
 * one the encounter keeps (MonsterCombatant::playsTrait).
 */
struct Trait
{
    QString name;
    QString text;
};

/**
 * What published Orcus 1.0 stat blocks print beyond the numbers of MonsterSheet: skills and Perception, movement
 * modes, action points and saving throws, effect immunities, auras, traits, the resistances that are not one damage
 * type, and scores beyond the tables. Fields the engine reads are typed; what only a game master can judge is text.
 */
struct MonsterDetails
{
    std::optional<int> perception; // "Perception +4"
    QMap<QString, int> skills;     // "Bluff +13"
    QStringList languages;
    // Movement ("Special movement modes"): the same keys as a map creature's movement modes (fly, climb, swim,
    // burrow), so a token placed from the block moves with them.
    QMap<QString, int> movementModes;
    bool hover = false;    // "fly 6 (hover)": stays aloft without moving
    bool phasing = false;  // moves through obstacles and creatures
    bool walks = true;     // false when the block prints no land speed ("Speed: fly 6 (hover), phasing")
    QString movementNotes; // "water walk", "can't shift", "overland flight 10": for the game master
    int actionPoints = 0;
    int savingThrowBonus = 0;
    QStringList immuneTo;     // effects, not damage types: condition names the engine knows, or keywords (charm, fear)
    int resistAll = 0;        // "Resist: all 10", against damage of every type
    bool incorporeal = false; // "half damage from all attacks" (Ghost template)
    QStringList
        defenseNotes; // resistances and vulnerabilities no field holds ("Melee and Ranged attacks (half damage)")
    QList<Aura> auras;
    QList<Trait> traits;
    QMap<Ability, int> scoresAbove30; // printed ability scores past the table (1..30); abilities hold 30
    int printedStaggered = 0;         // when the block prints a Staggered value that is not half its hit points
    QString equipment;

    bool isEmpty() const;
    /** True when the effect (a condition name or a keyword such as "charm") is one it is immune to. */
    bool isImmuneTo(const QString &effect) const;
};

} // namespace battlemat
