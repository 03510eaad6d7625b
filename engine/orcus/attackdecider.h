#pragma once

#include "orcus/creature.h"

#include <QCoroTask>

namespace battlemat {

/**
 * The people's choices during an attack: whether a target chooses to be hit ("Choosing to be hit") and whether the
 * attacker knocks a target out instead of a killing blow ("Knocking a creature out"). The table asks the players
 * and the GM; tests and the CLI answer from a script or with the defaults below.
 */
class AttackDecider
{
public:
    virtual ~AttackDecider() = default;
    /** Asked before the roll, for each target. Default: no one chooses to be hit. */
    virtual QCoro::Task<bool> choosesToBeHit(const Creature &target, const Creature &attacker, const Power &power);
    /** Asked when the damage would drop the target to 0 HP or below. Default: no knock-out. */
    virtual QCoro::Task<bool> knocksOut(const Creature &attacker, const Creature &target);
};

} // namespace battlemat
