#include "dierank.h"

#include <algorithm>

namespace battlemat {

Result<DieRank> DieRank::fromSides(int sides)
{
    const auto found = std::find(ladder.begin(), ladder.end(), sides);
    if (found == ladder.end()) {
        return Error{QStringLiteral("d%1 is not on the die ladder (D2 D3 D4 D6 D8 D10 D12 D16 D20 D24 D30 D36 D48 D60)")
                         .arg(sides)};
    }
    return DieRank(int(found - ladder.begin()));
}

Result<DieRank> DieRank::fromText(const QString &text)
{
    QString digits = text.trimmed();
    if (digits.startsWith(QLatin1Char('d'), Qt::CaseInsensitive))
        digits.remove(0, 1);
    bool ok = false;
    const int sides = digits.toInt(&ok);
    if (!ok || digits.isEmpty() || !digits.at(0).isDigit())
        return Error{QStringLiteral("'%1' is not a die such as D8").arg(text)};
    return fromSides(sides);
}

DieRank DieRank::fromIndex(int index)
{
    return DieRank(std::clamp(index, lowestIndex, highestIndex));
}

QString DieRank::name() const
{
    return QStringLiteral("D%1").arg(sides());
}

RankShift DieRank::shifted(int ranks) const
{
    // 64-bit so that a huge shift cannot overflow before clamping.
    const qint64 target = qint64(m_index) + ranks;
    if (target > highestIndex)
        return {DieRank(highestIndex), AdvantageLevels{int(target - highestIndex), 0}};
    if (target < lowestIndex)
        return {DieRank(lowestIndex), AdvantageLevels{0, int(lowestIndex - target)}};
    return {DieRank(int(target)), {}};
}

} // namespace battlemat
