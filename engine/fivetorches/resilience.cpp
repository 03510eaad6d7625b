#include "fivetorches/resilience.h"

#include <algorithm>

namespace battlemat::ftd {

Result<CheckResult> Resilience::rollCheck(DieSource &dice, Edge edge)
{
    auto check = ftd::rollCheck(dice, abilityModifier(constitution), checkDc(), edge);
    if (!check)
        return check.error();
    apply(*check);
    return check;
}

void Resilience::apply(const CheckResult &check)
{
    if (!check.success())
        exhausted = true;
}

void Resilience::rest(bool safe)
{
    hoursAdventured = 0;
    if (safe)
        exhausted = false;
}

int restHealing(int level, bool safe)
{
    return safe ? std::max(level, 1) : 1;
}

int hitPointsAfterRest(int current, int maximum, int level, bool safe)
{
    return std::min(maximum, std::max(current, 0) + restHealing(level, safe));
}

} // namespace battlemat::ftd
