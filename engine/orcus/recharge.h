#pragma once

#include "core/result.h"

#include <QString>

namespace battlemat {

/**
 * When a used power can be used again ("Action recharge", orcus-gaps-filled.md section 4, "Unusual recharge
 * conditions"): at-will, encounter, daily, "Recharge X-Y" (a d6 at the start of each of the monster's turns) or
 * "Recharge if <condition>".
 */
struct Recharge
{
    enum class Kind : quint8
    {
        AtWill,
        Encounter,
        Daily,
        OnRoll,     // Recharge X-Y
        OnCondition // Recharge if ...
    };

    Kind kind = Kind::AtWill;
    int rollMin = 0; // OnRoll: the power recharges on a d6 roll from rollMin to rollMax
    int rollMax = 0;
    QString condition; // OnCondition: the text after "if"

    /** True when a d6 roll at the start of the turn recharges the power. */
    bool rechargesOn(int d6) const { return kind == Kind::OnRoll && d6 >= rollMin && d6 <= rollMax; }

    /** "at-will", "encounter", "daily", "recharge 5-6", "recharge 6", "recharge if it is bloodied". */
    QString toString() const;
    /** Accepts those forms in any letter case, with a hyphen or an en dash between the numbers. */
    static Result<Recharge> fromString(const QString &text);
};

} // namespace battlemat
