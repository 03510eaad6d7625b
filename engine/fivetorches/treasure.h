#pragma once

#include "fivetorches/ftdcheck.h"

namespace battlemat::ftd {

/** Coins: 100 to the pound and 500 to the load, copper to silver to gold by tens ("Treasure",
 * ../shared/rules/checks-actions-combat-gritty.txt). */
struct Coins
{
    static constexpr int perPound = 100;
    static constexpr int perLoad = 500;
    /** Loads a purse of coins takes: any part of 500 coins is a load (a purse of 1 coin still takes room). */
    static int loads(int coins);
    /** Copper, silver and gold in gold pieces (10 cp = 1 sp, 10 sp = 1 gp). */
    static double goldValue(int copper, int silver, int gold);
};

/** An enemy's carried loot: 1d20 gp per HD, apart from any hoard. */
struct Loot
{
    QList<int> dice;
    int gold = 0;
    static Result<Loot> roll(DieSource &dice, int hitDice);
};

/** What the party brought back, for XP: gold recovered and magic items by fair value, unless sold or unearned. */
struct Haul
{
    double goldRecovered = 0;
    double magicItemValue = 0; // captured, not sold; the gold from a later sale earns nothing more
    double unearnedGold = 0;   // inherited or given: no XP
};

/** XP of a haul: (gold + magic items) x XP per gold piece (a data setting, default 1). */
double experienceFor(const Haul &haul, double xpPerGold);

} // namespace battlemat::ftd
