#include "orcus/recharge.h"

#include <QRegularExpression>

namespace battlemat {

QString Recharge::toString() const
{
    switch (kind) {
    case Kind::AtWill:
        return QStringLiteral("at-will");
    case Kind::Encounter:
        return QStringLiteral("encounter");
    case Kind::Daily:
        return QStringLiteral("daily");
    case Kind::OnRoll:
        return rollMin == rollMax ? QStringLiteral("recharge %1").arg(rollMin)
                                  : QStringLiteral("recharge %1-%2").arg(rollMin).arg(rollMax);
    case Kind::OnCondition:
        return QStringLiteral("recharge if ") + condition;
    }
    return {};
}

Result<Recharge> Recharge::fromString(const QString &text)
{
    const QString lower = text.trimmed().toLower();
    Recharge recharge;
    if (lower == QLatin1String("at-will") || lower == QLatin1String("at will")) {
        recharge.kind = Kind::AtWill;
        return recharge;
    }
    if (lower == QLatin1String("encounter")) {
        recharge.kind = Kind::Encounter;
        return recharge;
    }
    if (lower == QLatin1String("daily")) {
        recharge.kind = Kind::Daily;
        return recharge;
    }
    static const QRegularExpression roll(QStringLiteral("^recharge\\s+([1-6])(?:\\s*[-\\x{2013}]\\s*([1-6]))?$"));
    const auto rollMatch = roll.match(lower);
    if (rollMatch.hasMatch()) {
        recharge.kind = Kind::OnRoll;
        recharge.rollMin = rollMatch.captured(1).toInt();
        recharge.rollMax = rollMatch.captured(2).isEmpty() ? recharge.rollMin : rollMatch.captured(2).toInt();
        if (recharge.rollMax < recharge.rollMin)
            return Error{QStringLiteral("recharge '%1': the range runs backwards").arg(text)};
        return recharge;
    }
    if (lower.startsWith(QLatin1String("recharge if "))) {
        recharge.kind = Kind::OnCondition;
        recharge.condition = text.trimmed().mid(QStringLiteral("recharge if ").size()).trimmed();
        if (!recharge.condition.isEmpty())
            return recharge;
    }
    return Error{QStringLiteral("unknown recharge '%1' (expected at-will, encounter, daily, \"recharge X-Y\" with X "
                                "and Y from 1 to 6, or \"recharge if ...\")")
                     .arg(text)};
}

} // namespace battlemat
