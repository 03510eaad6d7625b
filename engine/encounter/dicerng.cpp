#include "encounter/dicerng.h"

namespace battlemat {

void DiceRng::seed(quint64 seedValue)
{
    m_generator = Xoshiro256StarStar(seedValue);
}

int DiceRng::roll(int sides)
{
    if (sides <= 1)
        return 1;
    if (m_fixedNext < m_fixed.size())
        return qBound(1, m_fixed[m_fixedNext++], sides);
    // Rejection sampling: drop the top partial block of the 64-bit range so every face is equally likely.
    const quint64 range = quint64(sides);
    const quint64 limit = ~quint64(0) - (~quint64(0) % range);
    quint64 value = m_generator.next();
    while (value >= limit)
        value = m_generator.next();
    return int(value % range) + 1;
}

} // namespace battlemat
