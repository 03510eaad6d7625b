#pragma once

namespace battlemat::ftd {

/**
 * Load against STR: a character carries up to their STR score in loads; each load above it costs 5 ft of speed and
 * gives disadvantage on all checks; at 0 ft they cannot move at all ("Movement Actions",
 * ../shared/rules/checks-actions-combat-gritty.txt: a 10 STR, 30 ft PC carrying 11 loads moves 25 ft).
 */
struct Encumbrance
{
    int loads = 0;
    int strength = 10;
    int baseSpeedFeet = 30;

    int loadsOver() const { return loads > strength ? loads - strength : 0; }
    int speedFeet() const;
    bool disadvantage() const { return loadsOver() > 0; }
    /** Completely encumbered: 0 ft, cannot move. */
    bool helpless() const { return speedFeet() == 0; }
};

} // namespace battlemat::ftd
