#include "simulation/tacticsprofile.h"

namespace battlemat {

TacticsProfile TacticsProfile::brute()
{
    TacticsProfile p;
    p.name = QStringLiteral("brute");
    p.opportunityAttackWeight = 0.35; // a brute walks past enemies to reach the one it wants
    p.flankingBonus = 0.5;
    p.staggeredFocus = 0.4;
    p.rallyBelow = 0.25;
    p.dailyThreshold = 1.0; // its best power as soon as it is the best
    p.actionPointsEarly = true;
    return p;
}

TacticsProfile TacticsProfile::cautious()
{
    TacticsProfile p;
    p.name = QStringLiteral("cautious");
    p.opportunityAttackWeight = 2.0;
    p.flankingBonus = 0.5;
    p.staggeredFocus = 0.25;
    p.rallyBelow = 0.5; // at the staggered value
    p.dailyThreshold = 1.6;
    p.actionPointsEarly = false;
    p.stepBeforeRanged = true;
    return p;
}

TacticsProfile TacticsProfile::skirmisher()
{
    TacticsProfile p;
    p.name = QStringLiteral("skirmisher");
    p.opportunityAttackWeight = 1.2;
    p.flankingBonus = 2.0; // worth a square or two of detour
    p.staggeredFocus = 0.5;
    p.rallyBelow = 0.4;
    p.dailyThreshold = 1.3;
    p.actionPointsEarly = true;
    p.stepBeforeRanged = true;
    return p;
}

std::optional<TacticsProfile> TacticsProfile::named(const QString &name)
{
    if (name == QLatin1String("brute"))
        return brute();
    if (name == QLatin1String("cautious"))
        return cautious();
    if (name == QLatin1String("skirmisher"))
        return skirmisher();
    return std::nullopt;
}

QStringList TacticsProfile::names()
{
    return {QStringLiteral("brute"), QStringLiteral("cautious"), QStringLiteral("skirmisher")};
}

} // namespace battlemat
