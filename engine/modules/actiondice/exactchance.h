#pragma once

#include <QString>
#include <QtGlobal>

namespace battlemat {

/**
 * A probability held as a reduced fraction of whole numbers, so an action die's odds are shown as they are
 * (5/36), not as a sampled or rounded estimate. value() is the nearest double, for sums and display.
 */
class ExactChance
{
public:
    /** 0/1. */
    ExactChance() = default;
    /** numerator / denominator, reduced; denominator > 0 and numerator <= denominator. */
    ExactChance(quint64 numerator, quint64 denominator);

    static ExactChance certain() { return ExactChance(1, 1); }

    quint64 numerator() const { return m_numerator; }
    quint64 denominator() const { return m_denominator; }
    double value() const { return double(m_numerator) / double(m_denominator); }
    bool isZero() const { return m_numerator == 0; }
    bool isCertain() const { return m_numerator == m_denominator; }

    /** "5/36", "1/2", "0", "1". */
    QString fraction() const;
    /**
     * The chance in whole percent for a person ("14%"); a chance that is neither impossible nor certain never
     * reads 0% or 100% ("<1%", ">99%"), so the table is not told a possible outcome cannot happen.
     */
    QString percent() const;

    friend bool operator==(const ExactChance &a, const ExactChance &b) = default;

private:
    quint64 m_numerator = 0;
    quint64 m_denominator = 1;
};

} // namespace battlemat
