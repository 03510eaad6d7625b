#include "boostedrollodds.h"

#include "dice/attackodds.h"

#include <algorithm>

namespace battlemat {

namespace {

void noteTotal(BoostedRollOdds &odds, int total, int target, const BoostOdds &boost)
{
    if (odds.byTotal.contains(total))
        return;
    odds.byTotal.insert(total, boost.chanceAtLeast(target - total));
    const auto exact = boost.exactChanceAtLeast(target - total);
    if (exact)
        odds.exactByTotal.insert(total, exact->fraction());
}

} // namespace

Result<BoostedRollOdds> BoostedRollOdds::againstDc(const DiceDistribution &roll, int dc, const BoostOdds &boost)
{
    BoostedRollOdds odds;
    for (int total = roll.minimum(); total <= roll.maximum(); ++total) {
        const double chance = roll.probability(total);
        if (chance <= 0)
            continue;
        if (total >= dc) {
            odds.successWithout += chance;
            continue;
        }
        noteTotal(odds, total, dc, boost);
        odds.turned += chance * odds.byTotal.value(total);
    }
    odds.successWith = std::min(odds.successWithout + odds.turned, 1.0);
    return odds;
}

Result<BoostedRollOdds> BoostedRollOdds::againstDefense(const DiceExpression &attack, int defense,
                                                        const BoostOdds &boost, const OddsLimits &limits)
{
    // AttackOdds checks the expression's one natural d20 and gives the plain chance to hit.
    auto plain = AttackOdds::compute(attack, defense, std::nullopt, limits);
    if (!plain)
        return plain.error();
    int naturalIndex = 0;
    for (int i = 0; i < int(attack.terms().size()); ++i) {
        if (attack.terms().at(i).isDice() && attack.terms().at(i).sides == 20)
            naturalIndex = i;
    }
    auto natural = DiceOdds::termDistribution(attack.terms().at(naturalIndex), limits);
    if (!natural)
        return natural.error();
    QList<DiceTerm> bonusTerms = attack.terms();
    bonusTerms.removeAt(naturalIndex);
    auto bonus = DiceOdds::distribution(DiceExpression(attack.source(), bonusTerms), limits);
    if (!bonus)
        return bonus.error();

    BoostedRollOdds odds;
    odds.successWithout = plain->hit;
    // Natural 1 misses and natural 20 hits whatever is added: only 2..19 can be turned.
    for (int face = 2; face <= 19; ++face) {
        const double faceChance = natural->probability(face);
        if (faceChance <= 0)
            continue;
        for (int extra = bonus->minimum(); extra <= bonus->maximum(); ++extra) {
            const double chance = faceChance * bonus->probability(extra);
            const int total = face + extra;
            if (chance <= 0 || total >= defense)
                continue;
            noteTotal(odds, total, defense, boost);
            odds.turned += chance * odds.byTotal.value(total);
        }
    }
    odds.successWith = std::min(odds.successWithout + odds.turned, 1.0);
    return odds;
}

} // namespace battlemat
