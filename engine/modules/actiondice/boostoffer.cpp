#include "boostoffer.h"

namespace battlemat {

Result<BoostOffer> BoostOffer::make(int dice, int sides, int need, const QString &failure, const QString &success)
{
    auto odds = BoostOdds::create(dice, sides);
    if (!odds)
        return odds.error();
    if (need <= 0)
        return Error{QStringLiteral("the roll is a %1 already: no action die can change it").arg(success)};
    BoostOffer offer;
    offer.dice = dice;
    offer.sides = sides;
    offer.need = need;
    offer.value = odds->chanceAtLeast(need);
    if (const auto exact = odds->exactChanceAtLeast(need))
        offer.chance = *exact;
    offer.failure = failure;
    offer.success = success;
    return offer;
}

QString BoostOffer::text() const
{
    // The exact fraction gives the percent when it fits; a need far past any table's falls back to the double.
    const QString percent =
        chance.isZero() && value > 0 ? BoostOdds::create(dice, sides)->percentAtLeast(need) : chance.percent();
    return QStringLiteral("spend %1d%2: %3 to turn this %4 into a %5")
        .arg(dice)
        .arg(sides)
        .arg(percent, failure, success);
}

} // namespace battlemat
