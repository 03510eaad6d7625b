#include "encounter/diceformula.h"

#include <QRegularExpression>

namespace battlemat {

Result<DiceFormula> DiceFormula::parse(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(?:(\\d{0,3})[dD](\\d{1,4}))?\\s*(?:([+-])?\\s*(\\d{1,6}))?\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (text.trimmed().isEmpty() || !match.hasMatch())
        return Error{QStringLiteral("'%1' is not a dice expression like 2d6+3").arg(text)};
    DiceFormula formula;
    if (match.capturedLength(2) > 0) {
        formula.count = match.capturedLength(1) > 0 ? match.captured(1).toInt() : 1;
        formula.sides = match.captured(2).toInt();
        if (formula.count < 1 || formula.count > 100 || formula.sides < 2)
            return Error{QStringLiteral("'%1': needs 1 to 100 dice of at least 2 sides").arg(text)};
        if (match.capturedLength(4) > 0 && match.capturedLength(3) == 0)
            return Error{QStringLiteral("'%1': a number after the dice needs + or -").arg(text)};
    }
    if (match.capturedLength(4) > 0) {
        formula.bonus = match.captured(4).toInt();
        if (match.captured(3) == QLatin1String("-"))
            formula.bonus = -formula.bonus;
    }
    return formula;
}

QString DiceFormula::toString() const
{
    QString text;
    if (count > 0)
        text = QStringLiteral("%1d%2").arg(count).arg(sides);
    if (bonus != 0 || text.isEmpty())
        text += (bonus >= 0 && !text.isEmpty() ? QStringLiteral("+") : QString()) + QString::number(bonus);
    return text;
}

} // namespace battlemat
