#include "sheet/sheettext.h"

#include "orcus/power.h"

#include <QStringList>

namespace battlemat {

QString powerOutcomeText(const PowerOutcome &outcome, int level)
{
    QStringList parts;
    if (outcome.damage) {
        QString damage = outcome.damage->expressionAt(level);
        if (outcome.damage->type != DamageType::Untyped)
            damage += QLatin1Char(' ') + damageTypeName(outcome.damage->type);
        parts.append(damage + QStringLiteral(" damage"));
    }
    if (outcome.persistent)
        parts.append(QStringLiteral("persistent %1 damage %2")
                         .arg(damageTypeName(outcome.persistent->type))
                         .arg(outcome.persistent->amount));
    for (const AppliedCondition &applied : outcome.conditions)
        parts.append(
            QStringLiteral("%1 (%2)").arg(conditionName(applied.condition), conditionDurationName(applied.duration)));
    QString text = parts.join(QStringLiteral("; "));
    if (!outcome.text.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral(". ")) + outcome.text;
    for (const Power &secondary : outcome.secondaryAttacks)
        text +=
            QStringLiteral(" Secondary attack (%1): %2").arg(secondary.targets, powerOutcomeText(secondary.hit, level));
    return text;
}

QString damageAdjustmentsText(const DamageAdjustments &adjustments)
{
    QStringList parts;
    for (auto it = adjustments.resistances.begin(); it != adjustments.resistances.end(); ++it)
        parts.append(QStringLiteral("resist %1 %2").arg(damageTypeName(it.key())).arg(it.value()));
    QStringList immune;
    for (DamageType type : adjustments.immunities)
        immune.append(damageTypeName(type));
    immune.sort();
    for (const QString &type : immune)
        parts.append(QStringLiteral("immune %1").arg(type));
    for (auto it = adjustments.weaknesses.begin(); it != adjustments.weaknesses.end(); ++it)
        parts.append(QStringLiteral("weak %1 %2").arg(damageTypeName(it.key())).arg(it.value()));
    return parts.join(QStringLiteral(", "));
}

QString powerUsageText(const Power &power)
{
    QString text =
        power.recharge.toString() + QStringLiteral(" · ") + powerActionName(power.action) + QStringLiteral(" action");
    if (!power.tags.isEmpty())
        text += QStringLiteral(" · ") + power.tags.join(QStringLiteral(", "));
    return text;
}

QString coinsText(const Coins &coins)
{
    QStringList parts;
    for (auto [amount, unit] :
         {std::pair{coins.platinum, "pp"}, {coins.gold, "gp"}, {coins.silver, "sp"}, {coins.copper, "cp"}}) {
        if (amount != 0)
            parts.append(QStringLiteral("%1 %2").arg(amount).arg(QLatin1String(unit)));
    }
    return parts.isEmpty() ? QStringLiteral("none") : parts.join(QStringLiteral(", "));
}

} // namespace battlemat
