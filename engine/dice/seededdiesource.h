#pragma once

#include "dice/diesource.h"
#include "dice/xoshiro256starstar.h"

namespace battlemat {

/** The encounter's dice: a seeded xoshiro256** generator, reproducible from its seed. */
class SeededDieSource : public DieSource
{
public:
    explicit SeededDieSource(quint64 seed);

    Result<int> roll(int sides) override;

    quint64 seed() const { return m_seed; }
    /** How many die results were drawn since seeding (a replay check compares it). */
    quint64 rollsDrawn() const { return m_rollsDrawn; }
    const Xoshiro256StarStar &generator() const { return m_generator; }

private:
    quint64 m_seed;
    quint64 m_rollsDrawn = 0;
    Xoshiro256StarStar m_generator;
};

} // namespace battlemat
