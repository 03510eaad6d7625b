#include "ladderroll.h"

namespace battlemat {

LadderRoll LadderRoll::shifted(int ranks) const
{
    const RankShift shift = die.shifted(ranks);
    return {shift.die, levels + shift.levels};
}

QString LadderRoll::notation() const
{
    const int net = levels.net();
    if (net == 0)
        return QStringLiteral("1d%1").arg(die.sides());
    return QStringLiteral("%1d%2%3")
        .arg(levels.diceRolled())
        .arg(die.sides())
        .arg(net > 0 ? QLatin1String("kh1") : QLatin1String("kl1"));
}

DiceExpression LadderRoll::expression() const
{
    DiceTerm term;
    term.kind = DiceTerm::Kind::Dice;
    term.count = levels.diceRolled();
    term.sides = die.sides();
    const int net = levels.net();
    if (net != 0) {
        term.keep = net > 0 ? KeepRule::Highest : KeepRule::Lowest;
        term.keepCount = 1;
    }
    term.position = 1;
    const QString text = notation();
    term.length = int(text.size());
    return DiceExpression(text, {term});
}

Result<LadderRoll> LadderRoll::fromExpression(const DiceExpression &expression)
{
    const auto refuse = [&expression] {
        return Error{QStringLiteral("'%1' is not a ladder roll: write one die such as d8, 3d8kh1 (advantage) or "
                                    "2d8kl1 (disadvantage)")
                         .arg(expression.source())};
    };
    if (expression.terms().size() != 1)
        return refuse();
    const DiceTerm &term = expression.terms().constFirst();
    if (!term.isDice() || term.sign < 0 || term.explosion != Explosion::None)
        return refuse();
    if (term.count > 1 && !(term.keep != KeepRule::All && term.keepCount == 1))
        return refuse();
    auto die = DieRank::fromSides(term.sides);
    if (!die)
        return Error{QStringLiteral("'%1': %2").arg(expression.source(), die.errorMessage())};
    const int extra = term.count - 1;
    return LadderRoll{*die, AdvantageLevels::fromNet(term.keep == KeepRule::Lowest ? -extra : extra)};
}

} // namespace battlemat
