#pragma once

#include "orcus/power.h"
#include "orcus/rulesversion.h"
#include "orcus/weapon.h"

namespace battlemat {

/**
 * The universal Basic Attack ("Universal actions"): a Weapon power against AC, 2dW + level damage, 3dW + level from
 * level 21; under Orcus 1.0 1dW at every level (../shared/rules/README.md, "Rules versions"). The ability modifier is
 * added to the damage as "Attack Rolls and Damage" under Strength and Dexterity say for basic attacks (Str in melee and
 * with heavy thrown weapons, Dex with ranged and light thrown weapons).
 */
class BasicAttack
{
public:
    /** A melee basic attack with the weapon, or a ranged one (ranged weapons and thrown melee weapons). */
    static Power with(const Weapon &weapon, bool ranged, RulesVersion version = RulesVersion::BasicRules01);
};

} // namespace battlemat
