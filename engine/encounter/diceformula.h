#pragma once

#include "core/result.h"

#include <QString>

namespace battlemat {

/**
 * A damage or check expression of the form NdM+K ("2d6+3", "1d20", "5"), as stat blocks write it. Kept to what
 * encounter rules need until the dice module's full expressions are wired in.
 */
struct DiceFormula
{
    int count = 0;
    int sides = 0;
    int bonus = 0;

    static Result<DiceFormula> parse(const QString &text);
    QString toString() const;
    int maximum() const { return count * sides + bonus; }
    friend bool operator==(const DiceFormula &, const DiceFormula &) = default;
};

} // namespace battlemat
