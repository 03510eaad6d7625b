#pragma once

#include "core/jsonreader.h"
#include "core/result.h"

#include <QJsonObject>
#include <QList>

namespace battlemat {

/** One row of the Action Dice table: from this level on, this many dice of this type per game night. */
struct ActionDiceTier
{
    int fromLevel = 1;
    int dice = 3;
    int sides = 4;

    bool operator==(const ActionDiceTier &other) const = default;
};

/** A hero's action dice for one game night: how many and of which type. */
struct ActionDicePoolSize
{
    int dice = 0;
    int sides = 0;

    bool operator==(const ActionDicePoolSize &other) const = default;
};

/**
 * The action dice module's settings, each with the default the rules text or ../shared/rules/README.md ("Known
 * unknowns") gives, and the Orcus readings of terms the text takes from another d20 game (docs/modules.md,
 * "Action dice and hero tokens").
 */
struct ActionDiceSettings
{
    /** Action Dice Basics table: levels 1-5 3 x d4, 6 and up 4 x d6; levels past the last row keep it. */
    QList<ActionDiceTier> table{{1, 3, 4}, {6, 4, 6}};
    /** Unspent dice and tokens carried to the next game night (the text: "certain circumstances"); off. */
    bool carryOver = false;
    /** XP per awarded die, per level of the party, given at the game night's end. */
    int xpPerAwardedDie = 25;
    /** Hero tokens each hero gets at the start of a game night (Known unknowns: 1). */
    int heroTokensPerNight = 1;
    /** Action dice one hero token buys (Known unknowns: 1). */
    int actionDicePerToken = 1;
    /** XP per hero token the GM awards, per party level (the text gives no figure; read as an awarded die). */
    int xpPerEarnedToken = 25;
    /**
     * The lowest natural d20 that is a threat. Orcus makes every natural 20 a critical hit already, so with the
     * default 20 activating a threat on an attack has nothing to add and is refused; a table that wants the
     * spend sets 19 (or lower), making a hitting natural 19 a threat the hero may activate.
     */
    int threatMinimum = 20;
    /**
     * "Threatened" (Heal your character): off = no healing while an encounter runs at all; on = healing in an
     * encounter when no conscious enemy is adjacent to the hero (the table answers "threatened").
     */
    bool healInEncounterWhenUnthreatened = false;
    /**
     * An extra attack needs an attack already made this turn (the text: only after a full attack action; Orcus
     * has none, read as the hero's standard action having been an attack). On.
     */
    bool extraAttackNeedsAttack = true;

    /** The pool for a level, plus the levels feats grant "for purposes of Action Dice"; level >= 1. */
    Result<ActionDicePoolSize> poolFor(int level, int bonusLevels = 0) const;

    QJsonObject toJson() const;
    /** Missing keys take their defaults; every value is range-checked, the table must start at level 1 and rise. */
    static Result<ActionDiceSettings> fromJson(const QJsonObject &object, const JsonContext &context);

    bool operator==(const ActionDiceSettings &other) const = default;
};

} // namespace battlemat
