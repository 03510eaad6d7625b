#include "fivetorches/treasure.h"

#include <numeric>

namespace battlemat::ftd {

int Coins::loads(int coins)
{
    return coins <= 0 ? 0 : (coins + perLoad - 1) / perLoad;
}

double Coins::goldValue(int copper, int silver, int gold)
{
    return gold + silver / 10.0 + copper / 100.0;
}

Result<Loot> Loot::roll(DieSource &dice, int hitDice)
{
    if (hitDice < 1 || hitDice > 100)
        return Error{QStringLiteral("a monster has 1 to 100 HD, not %1").arg(hitDice)};
    auto faces = rollDice(dice, hitDice, 20);
    if (!faces)
        return faces.error();
    return Loot{*faces, std::accumulate(faces->cbegin(), faces->cend(), 0)};
}

double experienceFor(const Haul &haul, double xpPerGold)
{
    // Unearned gold is carried in the haul so the sheet can show it, and counts for nothing here.
    return (haul.goldRecovered + haul.magicItemValue) * xpPerGold;
}

} // namespace battlemat::ftd
