#include "grid/falling.h"

#include <algorithm>

namespace battlemat {

QString fallingDamage(int feet)
{
    const int dice = std::clamp(feet / 10, 0, 20);
    return dice == 0 ? QStringLiteral("no") : QStringLiteral("%1d10").arg(dice);
}

} // namespace battlemat
