#include "attackodds.h"

#include <algorithm>

namespace battlemat {

int AttackOdds::maximumDamage(const DiceExpression &damage)
{
    int total = 0;
    for (const DiceTerm &term : damage.terms()) {
        if (!term.isDice())
            total += term.sign * term.constant;
        else
            total += term.sign > 0 ? term.keptCount() * term.sides : -term.keptCount();
    }
    return total;
}

Result<AttackOdds> AttackOdds::compute(const DiceExpression &attack, int defense,
                                       const std::optional<DiceExpression> &damage, const OddsLimits &limits)
{
    int naturalIndex = -1;
    for (int i = 0; i < int(attack.terms().size()); ++i) {
        const DiceTerm &term = attack.terms().at(i);
        if (!term.isDice() || term.sides != 20)
            continue;
        if (naturalIndex >= 0) {
            return Error{QStringLiteral("'%1' has more than one d20 term; the natural roll would be ambiguous")
                             .arg(attack.source())};
        }
        naturalIndex = i;
    }
    if (naturalIndex < 0)
        return Error{QStringLiteral("'%1' has no d20 to decide the natural roll").arg(attack.source())};
    const DiceTerm &natural = attack.terms().at(naturalIndex);
    if (natural.sign < 0 || natural.keptCount() != 1 || natural.explosion != Explosion::None) {
        return Error{QStringLiteral("'%1': the attack's d20 must be one kept die (1d20, 2d20kh1 or 2d20kl1)")
                         .arg(attack.source())};
    }
    auto naturalOdds = DiceOdds::termDistribution(natural, limits);
    if (!naturalOdds)
        return naturalOdds.error();
    QList<DiceTerm> bonusTerms = attack.terms();
    bonusTerms.removeAt(naturalIndex);
    auto bonus = DiceOdds::distribution(DiceExpression(attack.source(), bonusTerms), limits);
    if (!bonus)
        return bonus.error();

    AttackOdds odds;
    for (int face = 1; face <= 20; ++face) {
        const double chance = naturalOdds->probability(face);
        if (face == 20) {
            odds.critical = chance;
            odds.hit += chance;
        } else if (face > 1) {
            odds.hit += chance * bonus->probabilityAtLeast(defense - face);
        }
    }
    // Rounding of long sums can leave 1 + 2e-16; a chance above 1 or below 0 must never be shown.
    odds.hit = std::clamp(odds.hit, 0.0, 1.0);
    odds.critical = std::clamp(odds.critical, 0.0, odds.hit);
    odds.miss = 1.0 - odds.hit;
    if (damage) {
        auto damageOdds = DiceOdds::distribution(*damage, limits);
        if (!damageOdds)
            return damageOdds.error();
        odds.damageOnHit = damageOdds->mean();
        odds.damageOnCritical = maximumDamage(*damage);
        odds.expectedDamage = (odds.hit - odds.critical) * odds.damageOnHit + odds.critical * odds.damageOnCritical;
    }
    return odds;
}

} // namespace battlemat
