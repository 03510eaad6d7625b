#include "fivetorches/encumbrance.h"

#include <algorithm>

namespace battlemat::ftd {

int Encumbrance::speedFeet() const
{
    return std::max(0, baseSpeedFeet - 5 * loadsOver());
}

} // namespace battlemat::ftd
