#pragma once

#include "orcus/creature.h"

namespace battlemat {

/**
 * Puts the user's numbers into a power's damage line before it goes to the dice parser: "level" becomes the
 * user's level and Str / Con / Dex / Int / Wis / Cha (or the full names) the ability modifier, so that
 * "2dW + level + Str" by a level 11 hero with Str 18 reads "2dW + 11 + 4". A hero adds the plain modifier; a
 * monster's modifier already includes half its level ("Monsters", Ability Scores). Anything else is left for the
 * dice parser to accept or refuse with its position.
 */
class PowerDamageText
{
public:
    static QString substitute(const QString &expression, const Creature &user);
};

} // namespace battlemat
