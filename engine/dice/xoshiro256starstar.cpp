#include "xoshiro256starstar.h"

namespace battlemat {

namespace {

quint64 rotateLeft(quint64 x, int k)
{
    return (x << k) | (x >> (64 - k));
}

quint64 splitMix64(quint64 &x)
{
    quint64 z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace

Xoshiro256StarStar::Xoshiro256StarStar(quint64 seed)
{
    // splitmix64 spreads any seed (even 0) into a state that is not all zero, as the authors recommend.
    quint64 x = seed;
    for (quint64 &word : m_state)
        word = splitMix64(x);
}

quint64 Xoshiro256StarStar::next()
{
    const quint64 result = rotateLeft(m_state[1] * 5, 7) * 9;
    const quint64 t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotateLeft(m_state[3], 45);
    return result;
}

quint32 Xoshiro256StarStar::below(quint32 range)
{
    // Lemire, "Fast Random Integer Generation in an Interval" (2019): multiply a 32-bit value by the range and
    // take the high half; reject the few low halves that would make some results more likely.
    quint32 x = quint32(next() >> 32);
    quint64 m = quint64(x) * range;
    quint32 low = quint32(m);
    if (low < range) {
        const quint32 threshold = quint32(-range) % range;
        while (low < threshold) {
            x = quint32(next() >> 32);
            m = quint64(x) * range;
            low = quint32(m);
        }
    }
    return quint32(m >> 32);
}

} // namespace battlemat
