#include "diceexpression.h"

namespace battlemat {

DiceExpression::DiceExpression(QString source, QList<DiceTerm> terms)
    : m_source(std::move(source))
    , m_terms(std::move(terms))
{
    QString out;
    for (const DiceTerm &term : m_terms) {
        if (term.sign < 0)
            out += QLatin1Char('-');
        else if (!out.isEmpty())
            out += QLatin1Char('+');
        out += term.text();
    }
    m_text = out;
}

int DiceExpression::diceCount() const
{
    int dice = 0;
    for (const DiceTerm &term : m_terms)
        dice += term.isDice() ? term.count : 0;
    return dice;
}

bool DiceExpression::hasDice() const
{
    return diceCount() > 0;
}

bool DiceExpression::hasExplosion() const
{
    for (const DiceTerm &term : m_terms) {
        if (term.isDice() && term.explosion != Explosion::None)
            return true;
    }
    return false;
}

} // namespace battlemat
