#pragma once

#include "dice/diceterm.h"

#include <QList>
#include <QString>

namespace battlemat {

/**
 * A parsed dice expression: the root sum node of the expression tree and its signed leaves (constants and
 * dice terms). The notation has only + and -, so the tree is one level deep. Built by DiceParser, which
 * guarantees the DiceLimits; rolled by DiceRoller, turned into exact odds by DiceOdds.
 */
class DiceExpression
{
public:
    DiceExpression() = default;
    DiceExpression(QString source, QList<DiceTerm> terms);

    /** The text as the person typed it ("3dW+2"). */
    const QString &source() const { return m_source; }
    /** Canonical notation with weapon dice resolved ("6d6+2"); built once, every roll record copies it. */
    const QString &text() const { return m_text; }
    const QList<DiceTerm> &terms() const { return m_terms; }

    int diceCount() const;
    bool hasDice() const;
    bool hasExplosion() const;

private:
    QString m_source;
    QList<DiceTerm> m_terms;
    QString m_text;
};

} // namespace battlemat
