#include "fivetorches/timedice.h"

#include "fivetorches/ftdcheck.h"

#include <numeric>

namespace battlemat::ftd {

Result<QList<int>> TimeDice::facesForHour(int hour)
{
    if (hour < 1 || hour > hoursPerDay)
        return Error{QStringLiteral("the hour %1 is outside 1 to 24 (time dice cannot show 0)").arg(hour)};
    QList<int> faces;
    int left = hour;
    while (left > 6) {
        faces.append(6);
        left -= 6;
    }
    faces.append(left);
    return faces;
}

Result<int> TimeDice::hourFromFaces(const QList<int> &faces)
{
    if (faces.isEmpty() || faces.size() > maxDice)
        return Error{QStringLiteral("time dice are 1 to 4 dice, not %1").arg(faces.size())};
    for (qsizetype i = 0; i < faces.size(); ++i) {
        const int face = faces.at(i);
        if (face < 1 || face > 6)
            return Error{QStringLiteral("time die %1 shows %2; a d6 shows 1 to 6").arg(i + 1).arg(face)};
        // A quarter is only brought out once the one before it is full: 6, 1 is 07:00h, and 1, 6 shows nothing.
        if (i + 1 < faces.size() && face != 6)
            return Error{
                QStringLiteral("time die %1 shows %2, but every die before the last shows 6").arg(i + 1).arg(face)};
    }
    return std::accumulate(faces.cbegin(), faces.cend(), 0);
}

QString TimeDice::quarterName(int hour)
{
    if (hour <= 6)
        return QStringLiteral("pre-dawn");
    if (hour <= 12)
        return QStringLiteral("morning");
    if (hour <= 18)
        return QStringLiteral("afternoon");
    return QStringLiteral("night");
}

QString TimeDice::clockText(int hour)
{
    return QStringLiteral("%1:00h").arg(hour, 2, 10, QLatin1Char('0'));
}

Result<int> TimeDice::rollHour(DieSource &dice, int count, QList<int> *rolled)
{
    if (count < 1 || count > maxDice)
        return Error{QStringLiteral("roll 1 to 4 time dice, not %1").arg(count)};
    auto faces = rollDice(dice, count, 6);
    if (!faces)
        return faces.error();
    if (rolled)
        *rolled = *faces;
    // Rolled dice are summed as they fall (3, 2 is 05:00h); only set dice must be read 6s first.
    return std::accumulate(faces->cbegin(), faces->cend(), 0);
}

} // namespace battlemat::ftd
