#pragma once

#include <QList>
#include <QtGlobal>

#include <array>

namespace battlemat {

/**
 * The encounter's seeded random generator (xoshiro256**, seeded through splitmix64). It is a plain value inside
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

    friend bool operator==(const DiceRng &, const DiceRng &) = default;

private:
    quint64 next();
    std::array<quint64, 4> m_state{};
    QList<int> m_fixed;
    qsizetype m_fixedNext = 0;
};

} // namespace battlemat
