#pragma once

#include <QtGlobal>

#include <array>

namespace battlemat {

/**
 * xoshiro256** (Blackman and Vigna), seeded through splitmix64, with Lemire's unbiased range reduction.
 * Small, fast and fully reproducible across platforms, unlike std::uniform_int_distribution.
 */
class Xoshiro256StarStar
{
public:
    using State = std::array<quint64, 4>;

    explicit Xoshiro256StarStar(quint64 seed = 0);

    quint64 next();
    /** A uniform value in [0, range) for 1 <= range <= 2^32, without modulo bias (Lemire 2019). */
    quint32 below(quint32 range);

    /** The whole state, so that a generator can be saved and restored mid-encounter. */
    const State &state() const { return m_state; }
    void setState(const State &state) { m_state = state; }

private:
    State m_state{};
};

} // namespace battlemat
