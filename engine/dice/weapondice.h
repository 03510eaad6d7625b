#pragma once

namespace battlemat {

/** The damage dice of the wielded weapon, which "dW" stands for: 3dW with a 2d6 weapon is 6d6. */
struct WeaponDice
{
    int count = 1;
    int sides = 6;
};

} // namespace battlemat
