#pragma once

#include "core/jsonreader.h"
#include "core/result.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace battlemat {

/**
 * What an aura does beyond "who, at the start of their turn or on entering, takes this damage" (the fields Aura and
 * CombatAura already had), read from the printed sentence (../shared/rules/orcus-monsters-1.0.md "Auras") and played
 * by AuraRules with the encounter's own rules: when else it strikes (end of turn, leaving), whom it spares (not
 * living, the owner's kind), what a strike does besides damage (persistent damage, conditions, a push, the owner's
 * basic melee attack), and what being in it changes (saving throws, defenses, attack rolls, combat advantage to the
 * owner, healing). The stat block's Aura and the encounter's CombatAura both carry it, in the same JSON keys.
 */
struct AuraPlay
{
    bool endOfTurn = false; // "A living creature that ends its turn in the aura suffers 3 necrotic damage"
    bool onLeave = false;   // "A creature that leaves the aura takes 15 damage"
    // Events of the encounter in the aura (docs/encounter.md "Auras"): a creature in it misses on an attack ("Each
    // time a creature in the aura misses on an attack, it takes 1d8+4 psychic damage"), fails a saving throw, or the
    // owner uses one of the powers named ("when the fire magician uses their scorching ray or fire wall attacks").
    bool onMiss = false;
    bool onFailedSave = false;
    QStringList ownerUses;      // power names, lower case
    bool includesOwner = false; // "including the frenzy demon itself": the owner counts as in its aura
    bool livingOnly = false;    // "living creatures": not undead, not constructs
    QString except;             // "other than a ghoul worm": creatures of this kind are spared ("ghoul worm")
    QString exceptTag;          // "creatures that don't have the Water tag": creatures with this tag are spared
    bool persistent = false;    // the damage is persistent damage (save ends), not dealt at once
    QStringList conditions;     // imposed on a strike ("rattled", "deafened", "off-guard")
    QString until;              // how long: "saveEnds", "leaveAura", "endOfNextTurn"
    int push = 0;               // "and are pushed 4": pushed away from the owner
    bool basicAttack = false;   // Swarm Violence: the owner makes its basic melee attack against the creature
    // Sleep When You're Dead: "Each time an ally in the aura suffers damage that causes them to become staggered or
    // be reduced to 0 hit points or below, the ally may immediately make a basic attack" (AuraRules::lastStrike).
    bool lastStrike = false;
    bool cannotShift = false; // "... and cannot shift until the start of its next turn"
    int ownerAttackBonus = 0; // "the frenzy demon gets a +2 power bonus on attack rolls until the end of its next turn"
    QString negatedBy;        // "If the specter of sorrow takes radiant damage, the aura is negated ...": "radiant"
    // While in the aura (passive): applied by the one rule function each affects.
    int saveModifier = 0;               // "+2 power bonus on saving throws", "-1 penalty on saving throws"
    int defenseModifier = 0;            // "-2 penalty to Will defense", "-2 penalty to defenses"
    QString defense;                    // "" all defenses, else "ac", "fortitude", "reflex" or "will"
    int attackModifier = 0;             // "-2 penalty ... on attack rolls"
    bool grantsCombatAdvantage = false; // "Creatures grant combat advantage to the worm that walks"
    int ownerDefenseBonus = 0; // "The couatl has a +2 power bonus to all defenses against attacks from enemies in aura"
    QString healing;           // "none" (cannot heal) or "half" (regain half), "" unchanged
    // Difficult terrain for the creatures it affects, paid by the grid's path cost for them alone (AuraMoveCosts):
    // "all" ("Enemies treat all squares in the aura as difficult terrain"), "water" (the water in it that is in the
    // same body of water as its owner: the water elemental's Vortex), "" none.
    QString difficultTerrain;
    // "Allies in the aura receive a +2 power bonus to speed" (the jinushigami's Terrain Manipulation, whose other
    // sentence is for its enemies): the owner's allies in it, whatever `affects` says (AuraRules::allySpeedBonus).
    int allySpeedBonus = 0;
    // Light and obscurement that move with the owner (docs/vision.md "Auras of light and obscurement"): "The flash
    // beetle casts bright light" lights the aura's squares ("bright" or "dim"), "Squares in aura are heavily
    // obscured" / "Lightly obscured" obscures them ("lightly", "heavily", "totally") to every viewer but the owner
    // when it "can see through its aura".
    QString light;
    QString obscured;
    bool ownerSeesThrough = false;

    /** Something happens when a trigger fires besides damage. */
    bool strikes() const
    {
        return persistent || !conditions.isEmpty() || push > 0 || basicAttack || cannotShift || ownerAttackBonus > 0 ||
               lastStrike;
    }
    /** It strikes on an event of the encounter rather than at a turn's start or end or on a move. */
    bool onEvent() const { return onMiss || onFailedSave || !ownerUses.isEmpty() || lastStrike; }
    /** Something changes for a creature while it is in the aura. */
    bool passive() const
    {
        return saveModifier != 0 || defenseModifier != 0 || attackModifier != 0 || grantsCombatAdvantage ||
               ownerDefenseBonus != 0 || !healing.isEmpty() || !difficultTerrain.isEmpty() || !light.isEmpty() ||
               !obscured.isEmpty() || allySpeedBonus != 0;
    }

    friend bool operator==(const AuraPlay &, const AuraPlay &) = default;
};

/** The JSON keys of AuraPlay, for a reader's list of allowed keys. */
const QStringList &auraPlayKeys();
/** Adds the fields that are set to object. */
void auraPlayToJson(const AuraPlay &play, QJsonObject *object);
/** Reads the fields from object (every key optional); an error names the key and what it expects. */
Result<AuraPlay> auraPlayFromJson(const QJsonObject &object, const JsonContext &context);

} // namespace battlemat
