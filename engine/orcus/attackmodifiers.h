#pragma once

#include "orcus/attacksituation.h"
#include "orcus/creature.h"
#include "orcus/weapon.h"

namespace battlemat {

/**
 * The modifiers of an attack roll, each named with its cause: the user's own bonus (ability and half level or the
 * printed bonus, weapon proficiency, armor without proficiency) and every line of the rules' "Circumstance Attack
 * Roll Modifier" table that applies, plus marked and rattled from the condition definitions.
 */
class AttackModifiers
{
public:
    /** The attacker's own bonus for this power; weapon is the wielded weapon for Weapon powers (or nullptr). */
    static QList<AttackModifier> base(const Creature &attacker, const Power &power, const Weapon *weapon);

    /**
     * The one place that decides an attack roll's circumstance modifiers, each with its name, value, cause and
     * the key the encounter log uses. The encounter's attack, its targeting preview and `battlemat-cli attack` (a
     * one-command encounter) all come here, through AttackRules::modifiers.
     */
    static QList<AttackModifier> circumstances(const AttackSituation &situation);
    /** The sum of circumstances(): what they add to the roll, without naming each (the tactics policy's question). */
    static int circumstanceTotal(const AttackSituation &situation);
    /** circumstanceTotal, and whether it counts the off-guard bonus (circumstances()' "offGuard"). */
    static int circumstanceTotal(const AttackSituation &situation, bool *offGuard);

    /** The ability a Weapon power without its own uses: Str in melee and for heavy thrown, Dex for ranged. */
    static Ability weaponAbility(const Power &power, const Weapon *weapon);
};

} // namespace battlemat
