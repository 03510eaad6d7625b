#include "encounter/dicerng.h"

namespace battlemat {

namespace {
quint64 rotl(quint64 x, int k)
{
    return (x << k) | (x >> (64 - k));
}
} // namespace

void DiceRng::seed(quint64 seedValue)
{
    quint64 z = seedValue;
    for (quint64 &word : m_state) {
        z += 0x9e3779b97f4a7c15ULL;
        quint64 mixed = z;
        mixed = (mixed ^ (mixed >> 30)) * 0xbf58476d1ce4e5b9ULL;
        mixed = (mixed ^ (mixed >> 27)) * 0x94d049bb133111ebULL;
        word = mixed ^ (mixed >> 31);
    }
}

quint64 DiceRng::next()
{
    const quint64 result = rotl(m_state[1] * 5, 7) * 9;
    const quint64 t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
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
    quint64 value = next();
    while (value >= limit)
        value = next();
    return int(value % range) + 1;
}

} // namespace battlemat
