#pragma once

#include "dice/xoshiro256starstar.h"

#include <QList>
#include <QtGlobal>

namespace battlemat {

/**
 * The encounter's seeded random generator: the dice module's xoshiro256** (seeded through splitmix64) with the
 * fixed faces typed in at the table. It is a plain value inside
 * the encounter state, so a state snapshot also fixes every later roll, and the same seed gives the same rolls on
 * every platform (no std:: distributions, whose output differs between standard libraries).
 */
class DiceRng
{
public:
    DiceRng() { seed(0); }
    explicit DiceRng(quint64 seedValue) { seed(seedValue); }

    void seed(quint64 seedValue);
    /**
     * Faces to return before any random ones (each clamped to the die rolled): dice rolled at the table and typed
     * in, and tests that need exact rolls.
     */
    void setFixedFaces(QList<int> faces)
    {
        m_fixed = std::move(faces);
        m_fixedNext = 0;
    }
    qsizetype fixedFacesLeft() const { return m_fixed.size() - m_fixedNext; }
    /** A uniform integer in 1..sides, without modulo bias. */
    int roll(int sides);

    friend bool operator==(const DiceRng &a, const DiceRng &b)
    {
        return a.m_generator.state() == b.m_generator.state() && a.m_fixed == b.m_fixed &&
               a.m_fixedNext == b.m_fixedNext;
    }

private:
    Xoshiro256StarStar m_generator;
    QList<int> m_fixed;
    qsizetype m_fixedNext = 0;
};

} // namespace battlemat
