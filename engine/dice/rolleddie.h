#pragma once

namespace battlemat {

/**
 * One die as it came up in a roll. An explosion chain is recorded die by die: the die that showed its maximum
 * has `exploded`, the die rolled because of it has `bonus`; keep rules keep or drop a whole chain.
 */
struct RolledDie
{
    int term = 0; // index of the dice term in the expression
    int sides = 0;
    int value = 0;
    bool kept = true;
    bool exploded = false;
    bool bonus = false;

    bool operator==(const RolledDie &other) const = default;
};

} // namespace battlemat
