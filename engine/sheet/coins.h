#pragma once

namespace battlemat {

/** A purse in the four coins of "Coinage": 1 pp = 100 gp, 1 gp = 10 sp, 1 sp = 10 cp; fifty coins weigh a pound. */
struct Coins
{
    int platinum = 0;
    int gold = 0;
    int silver = 0;
    int copper = 0;

    int count() const { return platinum + gold + silver + copper; }
    /** The whole purse in gold pieces ("Table – Exchange Rates"). */
    double valueInGold() const { return platinum * 100.0 + gold + silver / 10.0 + copper / 100.0; }
    /** "A standard coin weighs about a third of an ounce, so fifty coins weigh a pound." */
    double weightInPounds() const { return count() / 50.0; }

    bool operator==(const Coins &other) const = default;
};

} // namespace battlemat
