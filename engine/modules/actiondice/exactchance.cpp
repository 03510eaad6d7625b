#include "exactchance.h"

#include <cmath>
#include <numeric>

namespace battlemat {

ExactChance::ExactChance(quint64 numerator, quint64 denominator)
{
    Q_ASSERT(denominator > 0 && numerator <= denominator);
    const quint64 divisor = std::gcd(numerator, denominator);
    m_numerator = divisor == 0 ? 0 : numerator / divisor;
    m_denominator = divisor == 0 ? 1 : denominator / divisor;
}

QString ExactChance::fraction() const
{
    if (m_numerator == 0)
        return QStringLiteral("0");
    if (m_denominator == 1)
        return QStringLiteral("1");
    return QStringLiteral("%1/%2").arg(m_numerator).arg(m_denominator);
}

QString ExactChance::percent() const
{
    if (isZero())
        return QStringLiteral("0%");
    if (isCertain())
        return QStringLiteral("100%");
    const double percentValue = std::round(value() * 100.0);
    if (percentValue < 1.0)
        return QStringLiteral("<1%");
    if (percentValue > 99.0)
        return QStringLiteral(">99%");
    return QStringLiteral("%1%").arg(int(percentValue));
}

} // namespace battlemat
