#pragma once

#include "core/result.h"
#include "encounter/combataura.h"
#include "orcus/statblock.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace battlemat {

/**
 * A monster's Orcus stat block (as the library and the importer hold it) as an encounter combatant: the printed
 * defenses, hit points, initiative, XP, saving throw bonus, action points, skills, resistances (resist all and
 * incorporeal too), every power the encounter can resolve (an attack with a printed bonus and dice it can roll) and
 * every aura whose whole text is who, when and a damage (AuraRules), and the trait it keeps (Soul Harvest's wards).
 * What the encounter cannot play (other traits, other auras, powers whose damage is not dice, several attacks in one
 * power) stays on the stat block for the game master; tableParts() names those parts.
 */
class MonsterCombatant
{
public:
    /** The encounter stat block (docs/file-formats.md, "Encounter file"); its id is creatureId when given. */
    static Result<QJsonObject> statBlock(const StatBlock &block, const QString &creatureId = {});
    /** The parts of the block the encounter does not play: "power 'Net'", "trait 'Feel No Pain'", "aura ...". */
    static QStringList tableParts(const StatBlock &block);
    /** Whether the encounter plays this trait, always whole: the abyssal mummy's Soul Harvest (`wardOnDrop`). */
    static bool playsTrait(const Trait &trait);
    /** Whether the encounter resolves this power (an attack it can roll, or a power on the user itself). */
    static bool playsPower(const Power &power);
    /**
     * Whether the encounter plays all of a power it plays: no Miss or Effect entry, and a Hit without healing,
     * temporary hit points, text or secondary attacks (a push, pull or slide is played), its trigger one the encounter
     * watches for. The library's "whole" against "in part".
     */
    static bool playsWhole(const Power &power);
    /** How many of the block's auras, traits and powers the encounter plays whole, in part, or leaves to the table. */
    struct Parts
    {
        int whole = 0;
        int partly = 0;
        int table = 0;
    };
    static Parts parts(const StatBlock &block);
    /** Whether the encounter plays this aura (AuraRules), in whole or in part: the importer read it into fields. */
    static bool playsAura(const Aura &aura);
    /** Whether it plays the whole aura: no sentence of it is left to the table. */
    static bool playsAuraWhole(const Aura &aura);
    /** The aura as the encounter stat block holds it. */
    static CombatAura combatAura(const Aura &aura);
    /** The auras the encounter plays, as the encounter stat block's "auras". */
    static QJsonArray auras(const MonsterDetails &details);
};

} // namespace battlemat
