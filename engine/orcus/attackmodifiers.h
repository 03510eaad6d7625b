#pragma once

#include "orcus/attackcircumstances.h"
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
     * the key the encounter log uses. The encounter's attack, its targeting preview and `battlemat-cli attack` all
     * come here; they differ only in how they learn the situation.
     */
    static QList<AttackModifier> circumstances(const AttackSituation &situation);

    /**
     * The circumstances against one target, the situation read from the creatures' conditions and the given
     * facts. includesMarker: whether any target of this attack is the creature that marked the attacker
     * ("Marked": attacks that do not include the marker take -2).
     */
    static QList<AttackModifier> circumstances(const Creature &attacker, const Creature &target, const Power &power,
                                               const AttackCircumstances &circumstances, bool includesMarker);
    static AttackSituation situation(const Creature &attacker, const Creature &target, const Power &power,
                                     const AttackCircumstances &circumstances, bool includesMarker);

    /** The ability a Weapon power without its own uses: Str in melee and for heavy thrown, Dex for ranged. */
    static Ability weaponAbility(const Power &power, const Weapon *weapon);
};

} // namespace battlemat
