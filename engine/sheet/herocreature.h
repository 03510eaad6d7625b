#pragma once

#include "orcus/creature.h"
#include "sheet/herocharacter.h"

namespace battlemat {

/**
 * The bridge between the character sheet and the fight: a hero enters an encounter as the Creature its sheet
 * describes, with the hit points and recoveries it has left, and after the fight the damage and the recoveries it
 * spent go back onto the sheet ("Hit points and healing"; current HP = maximum - damage taken, down to negative
 * values).
 */
class HeroCreature
{
public:
    /** The creature for an encounter token: the sheet's stat block at its current hit points and recoveries. */
    static Result<Creature> enter(const HeroCharacter &hero);
    /** The sheet after the encounter: damage taken and recoveries spent as the creature ends it. */
    static HeroCharacter leave(HeroCharacter hero, const Creature &creature);
};

} // namespace battlemat
