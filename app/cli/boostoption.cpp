#include "boostoption.h"

#include "dice/diceparser.h"
#include "modules/actiondice/boostoffer.h"

using namespace battlemat;

namespace {

/** 12 significant digits, as every other probability battlemat-cli prints. */
double printable(double value)
{
    return QString::number(value, 'g', 12).toDouble();
}

} // namespace

Result<BoostOdds> readBoostOption(const QString &text)
{
    auto expression = DiceParser().parse(text);
    if (!expression)
        return Error{QStringLiteral("--boost '%1': %2").arg(text, expression.errorMessage())};
    const QList<DiceTerm> &terms = expression->terms();
    if (terms.size() != 1 || !terms.constFirst().isDice() || terms.constFirst().sign < 0 ||
        terms.constFirst().keep != KeepRule::All) {
        return Error{QStringLiteral("--boost '%1': give the action dice alone, as NdS! (1d6!, 2d4!)").arg(text)};
    }
    const DiceTerm &term = terms.constFirst();
    if (term.explosion == Explosion::None) {
        return Error{QStringLiteral("--boost '%1': action dice always explode; write %2d%3!")
                         .arg(text)
                         .arg(term.count)
                         .arg(term.sides)};
    }
    auto odds = BoostOdds::create(term.count, term.sides);
    if (!odds)
        return Error{QStringLiteral("--boost '%1': %2").arg(text, odds.errorMessage())};
    return odds;
}

QJsonObject boostJson(const BoostOdds &boost, const BoostedRollOdds &odds, const QString &failure,
                      const QString &success, std::optional<int> onlyTotal, int target)
{
    QJsonObject byTotal;
    for (auto it = odds.byTotal.constBegin(); it != odds.byTotal.constEnd(); ++it)
        byTotal.insert(QString::number(it.key()), printable(it.value()));
    QJsonObject exact;
    for (auto it = odds.exactByTotal.constBegin(); it != odds.exactByTotal.constEnd(); ++it)
        exact.insert(QString::number(it.key()), it.value());
    QJsonObject object{{QStringLiteral("dice"), QStringLiteral("%1d%2!").arg(boost.count()).arg(boost.sides())},
                       {QStringLiteral("p_success"), printable(odds.successWith)},
                       {QStringLiteral("p_turned"), printable(odds.turned)},
                       {QStringLiteral("by_total"), byTotal},
                       {QStringLiteral("exact_by_total"), exact}};
    if (onlyTotal && *onlyTotal < target) {
        auto offer = BoostOffer::make(boost.count(), boost.sides(), target - *onlyTotal, failure, success);
        if (offer)
            object.insert(QStringLiteral("offer"), offer->text());
    }
    return object;
}
