#include "orcus/staggered.h"

namespace battlemat {

int staggeredValue(int maxHitPoints)
{
    return maxHitPoints / 2;
}

bool isStaggered(int hitPoints, int maxHitPoints)
{
    return hitPoints <= staggeredValue(maxHitPoints);
}

} // namespace battlemat
