#include "dicedistribution.h"

#include <algorithm>
#include <cstddef>

namespace battlemat {

DiceDistribution::DiceDistribution()
    : m_probabilities{1.0}
{}

DiceDistribution::DiceDistribution(int minimum, std::vector<double> probabilities)
    : m_minimum(minimum)
    , m_probabilities(std::move(probabilities))
{
    if (m_probabilities.empty())
        m_probabilities.push_back(0.0);
    trim();
}

DiceDistribution DiceDistribution::constant(int value)
{
    return DiceDistribution(value, {1.0});
}

DiceDistribution DiceDistribution::uniform(int sides)
{
    return DiceDistribution(1, std::vector<double>(size_t(std::max(sides, 1)), 1.0 / std::max(sides, 1)));
}

double DiceDistribution::probability(int total) const
{
    if (total < minimum() || total > maximum())
        return 0.0;
    return m_probabilities[size_t(total - m_minimum)];
}

double DiceDistribution::probabilityAtLeast(int total) const
{
    if (total <= minimum())
        return mass();
    double sum = 0;
    // Summed from the top so that small tail probabilities keep their precision.
    for (int value = maximum(); value >= total; --value)
        sum += m_probabilities[size_t(value - m_minimum)];
    return sum;
}

double DiceDistribution::probabilityAtMost(int total) const
{
    double sum = 0;
    for (int value = minimum(); value <= std::min(total, maximum()); ++value)
        sum += m_probabilities[size_t(value - m_minimum)];
    return sum;
}

double DiceDistribution::mean() const
{
    double sum = 0;
    for (size_t i = 0; i < m_probabilities.size(); ++i)
        sum += m_probabilities[i] * (m_minimum + double(i));
    return sum;
}

double DiceDistribution::mass() const
{
    double sum = 0;
    for (double p : m_probabilities)
        sum += p;
    return sum;
}

DiceDistribution DiceDistribution::convolved(const DiceDistribution &other) const
{
    const std::vector<double> &a = m_probabilities;
    const std::vector<double> &b = other.m_probabilities;
    std::vector<double> out(a.size() + b.size() - 1, 0.0);
    for (size_t i = 0; i < a.size(); ++i) {
        if (a[i] == 0.0)
            continue;
        for (size_t j = 0; j < b.size(); ++j)
            out[i + j] += a[i] * b[j];
    }
    return DiceDistribution(m_minimum + other.m_minimum, std::move(out));
}

DiceDistribution DiceDistribution::negated() const
{
    std::vector<double> reversed(m_probabilities.rbegin(), m_probabilities.rend());
    return DiceDistribution(-maximum(), std::move(reversed));
}

DiceDistribution DiceDistribution::shifted(int offset) const
{
    return DiceDistribution(m_minimum + offset, m_probabilities);
}

void DiceDistribution::trim()
{
    size_t first = 0;
    while (first + 1 < m_probabilities.size() && m_probabilities[first] <= 0.0)
        ++first;
    size_t last = m_probabilities.size();
    while (last > first + 1 && m_probabilities[last - 1] <= 0.0)
        --last;
    if (first > 0 || last < m_probabilities.size()) {
        m_probabilities = std::vector<double>(m_probabilities.begin() + std::ptrdiff_t(first),
                                              m_probabilities.begin() + std::ptrdiff_t(last));
        m_minimum += int(first);
    }
    for (double &p : m_probabilities)
        p = std::max(p, 0.0); // subtraction in DiceOdds can leave -1e-18 where 0 is meant
}

} // namespace battlemat
