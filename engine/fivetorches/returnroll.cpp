#include "fivetorches/returnroll.h"

#include <algorithm>
#include <numeric>

namespace battlemat::ftd {

QString returnPathName(ReturnPath path)
{
    return path == ReturnPath::Arduous ? QStringLiteral("arduous") : QStringLiteral("dangerous");
}

Result<ReturnPath> returnPathFromName(const QString &name)
{
    if (name == QLatin1String("dangerous"))
        return ReturnPath::Dangerous;
    if (name == QLatin1String("arduous"))
        return ReturnPath::Arduous;
    return Error{QStringLiteral("'%1' is not a path (dangerous, arduous)").arg(name)};
}

int ReturnResult::dcFor(int travelTurns)
{
    return std::min(20, 10 + std::max(travelTurns, 0));
}

Result<ReturnResult> ReturnResult::resolve(const CheckResult &check, ReturnPath path, DieSource &dice)
{
    ReturnResult result;
    result.check = check;
    result.path = path;
    const int under = check.shortfall();
    if (path == ReturnPath::Arduous) {
        result.loadsLost = under;
        return result;
    }
    auto faces = rollDice(dice, under, 6);
    if (!faces)
        return faces.error();
    result.damageDice = *faces;
    result.damage = std::accumulate(faces->cbegin(), faces->cend(), 0);
    return result;
}

Result<ReturnResult> ReturnResult::roll(DieSource &dice, int bestModifier, int travelTurns, ReturnPath path, Edge edge)
{
    auto check = rollCheck(dice, bestModifier, dcFor(travelTurns), edge);
    if (!check)
        return check.error();
    return resolve(*check, path, dice);
}

} // namespace battlemat::ftd
