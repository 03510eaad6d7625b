#include "boostodds.h"

#include <cmath>

namespace battlemat {

namespace {

__extension__ typedef unsigned __int128 Wide;

/** Ways that `count` dice with faces 1..faces sum to count + i, for every i. */
std::vector<Wide> waysToSum(int count, int faces)
{
    std::vector<Wide> ways{1}; // zero dice: one way to sum to 0
    for (int die = 0; die < count; ++die) {
        std::vector<Wide> next(ways.size() + size_t(faces) - 1, 0);
        for (size_t total = 0; total < ways.size(); ++total) {
            for (int face = 0; face < faces; ++face)
                next[total + size_t(face)] += ways[total];
        }
        ways = std::move(next);
    }
    return ways;
}

Wide power(Wide base, int exponent)
{
    Wide result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= base;
    return result;
}

Wide gcdWide(Wide a, Wide b)
{
    while (b != 0) {
        const Wide rest = a % b;
        a = b;
        b = rest;
    }
    return a;
}

/** How an exploding die's continuation reaches m: numerator (S + 1 - r) over S^exponent (m <= 1: 1/1). */
struct Tail
{
    int numerator = 1;
    int exponent = 0;
};

Tail tailAtLeast(int m, int sides)
{
    if (m <= 1)
        return {};
    const int q = (m - 1) / sides;
    const int r = m - sides * q;
    return {sides + 1 - r, q + 1};
}

} // namespace

BoostOdds::BoostOdds(int count, int sides)
    : m_count(count)
    , m_sides(sides)
{
    const std::vector<Wide> all = waysToSum(count, sides);
    const std::vector<Wide> lower = waysToSum(count, sides - 1);
    m_noMaximum.assign(all.size(), 0.0);
    m_withMaximum.assign(all.size(), 0.0);
    for (size_t i = 0; i < all.size(); ++i) {
        const Wide none = i < lower.size() ? lower[i] : 0;
        m_noMaximum[i] = double(none);
        m_withMaximum[i] = double(all[i] - none);
    }
}

Result<BoostOdds> BoostOdds::create(int count, int sides)
{
    if (count < 1 || count > maxDice)
        return Error{QStringLiteral("%1 action dice: spend 1 to %2 at a time").arg(count).arg(maxDice)};
    if (sides < 2 || sides > maxSides)
        return Error{QStringLiteral("a d%1 cannot be an action die: it needs 2 to %2 sides").arg(sides).arg(maxSides)};
    // Every way to roll the dice is counted in 128 bits; sides^count must stay well inside them.
    if (double(count) * std::log2(double(sides)) > 100.0)
        return Error{QStringLiteral("%1d%2: too many action dice to count exactly").arg(count).arg(sides)};
    return BoostOdds(count, sides);
}

double BoostOdds::chanceAtLeast(int need) const
{
    if (need <= m_count)
        return 1.0;
    long double chance = 0;
    const long double outcomes = std::pow((long double)m_sides, m_count);
    for (size_t i = 0; i < m_noMaximum.size(); ++i) {
        const int total = m_count + int(i);
        if (total >= need)
            chance += m_noMaximum[i] / outcomes;
        if (m_withMaximum[i] == 0)
            continue;
        const Tail tail = tailAtLeast(need - total, m_sides);
        chance += m_withMaximum[i] / outcomes * tail.numerator / std::pow((long double)m_sides, tail.exponent);
    }
    return double(std::min<long double>(chance, 1.0L));
}

std::optional<ExactChance> BoostOdds::exactChanceAtLeast(int need) const
{
    if (need <= m_count)
        return ExactChance::certain();
    // Common denominator sides^(count + E), E the longest explosion any total still needs.
    int longest = 0;
    for (size_t i = 0; i < m_withMaximum.size(); ++i) {
        if (m_withMaximum[i] != 0)
            longest = std::max(longest, tailAtLeast(need - m_count - int(i), m_sides).exponent);
    }
    if (double(m_count + longest) * std::log2(double(m_sides)) > 120.0)
        return std::nullopt;
    const std::vector<Wide> all = waysToSum(m_count, m_sides);
    const std::vector<Wide> lower = waysToSum(m_count, m_sides - 1);
    Wide numerator = 0;
    for (size_t i = 0; i < all.size(); ++i) {
        const int total = m_count + int(i);
        const Wide none = i < lower.size() ? lower[i] : 0;
        if (total >= need)
            numerator += none * power(Wide(m_sides), longest);
        const Wide withMaximum = all[i] - none;
        if (withMaximum == 0)
            continue;
        const Tail tail = tailAtLeast(need - total, m_sides);
        numerator += withMaximum * Wide(tail.numerator) * power(Wide(m_sides), longest - tail.exponent);
    }
    Wide denominator = power(Wide(m_sides), m_count + longest);
    const Wide divisor = gcdWide(numerator, denominator);
    if (divisor != 0) {
        numerator /= divisor;
        denominator /= divisor;
    }
    const Wide limit = Wide(~quint64(0));
    if (denominator > limit)
        return std::nullopt;
    return ExactChance(quint64(numerator), quint64(denominator));
}

QString BoostOdds::percentAtLeast(int need) const
{
    if (const auto exact = exactChanceAtLeast(need))
        return exact->percent();
    const double chance = chanceAtLeast(need);
    return chance > 0 && chance < 0.005 ? QStringLiteral("<1%") : QStringLiteral("%1%").arg(std::lround(chance * 100));
}

} // namespace battlemat
