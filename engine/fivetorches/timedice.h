#pragma once

#include "core/result.h"
#include "dice/diesource.h"

#include <QList>
#include <QString>

namespace battlemat::ftd {

/**
 * The hour of day shown as up to four d6 "time dice" whose faces add up to the hour, each die a quarter of the day
 * (pre-dawn, morning, afternoon, night), per "Timekeeping" (../shared/rules/checks-actions-combat-gritty.txt):
 * 6, 1 is 07:00h; 6, 6, 6, 2 is 20:00h. Hours run 1 to 24: four dice cannot show 0, so midnight is 24 (6, 6, 6, 6).
 */
class TimeDice
{
public:
    static constexpr int maxDice = 4;
    static constexpr int hoursPerDay = 24;

    /** The faces showing an hour: full dice of 6 first, then the rest (7 is 6, 1). Refused outside 1 to 24. */
    static Result<QList<int>> facesForHour(int hour);
    /** The hour a set of faces shows; refused unless 1 to 4 faces of 1 to 6, every die before the last showing 6. */
    static Result<int> hourFromFaces(const QList<int> &faces);
    /** "pre-dawn" (1-6), "morning" (7-12), "afternoon" (13-18), "night" (19-24). */
    static QString quarterName(int hour);
    /** "05:00h" */
    static QString clockText(int hour);

    /** Rolls 1 to 4 time dice for a random hour: the more dice, the later (the text's 2d6 rolled 3, 2: 05:00h). */
    static Result<int> rollHour(DieSource &dice, int count, QList<int> *rolled = nullptr);
};

} // namespace battlemat::ftd
