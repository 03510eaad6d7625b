#include "orcus/damageadjustments.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

static QJsonObject amountsToJson(const QMap<DamageType, int> &amounts)
{
    QJsonObject object;
    for (auto it = amounts.begin(); it != amounts.end(); ++it)
        object.insert(damageTypeName(it.key()), it.value());
    return object;
}

QJsonObject DamageAdjustments::toJson() const
{
    QJsonObject object;
    if (!immunities.isEmpty()) {
        QList<DamageType> sorted(immunities.begin(), immunities.end());
        std::sort(sorted.begin(), sorted.end());
        QJsonArray array;
        for (DamageType type : sorted)
            array.append(damageTypeName(type));
        object.insert(QStringLiteral("immune"), array);
    }
    if (!resistances.isEmpty())
        object.insert(QStringLiteral("resist"), amountsToJson(resistances));
    if (!weaknesses.isEmpty())
        object.insert(QStringLiteral("weak"), amountsToJson(weaknesses));
    return object;
}

static Result<QMap<DamageType, int>> amountsFromJson(const QJsonObject &parent, const QString &key,
                                                     const JsonContext &context)
{
    QMap<DamageType, int> amounts;
    if (!parent.contains(key))
        return amounts;
    const JsonContext here = context.child(key);
    if (!parent.value(key).isObject())
        return here.error(QStringLiteral("expected an object of damage type to amount, e.g. {\"fire\": 5}"));
    const QJsonObject object = parent.value(key).toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const auto type = damageTypeFromName(it.key());
        if (!type)
            return here.child(it.key()).error(
                QStringLiteral("unknown damage type (expected one of %1)").arg(damageTypeNameList()));
        auto amount = here.requireInt(object, it.key(), 1, 1000);
        if (!amount)
            return amount.error();
        amounts.insert(*type, *amount);
    }
    return amounts;
}

Result<DamageAdjustments> DamageAdjustments::fromJson(const QJsonObject &object, const JsonContext &context)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() != QLatin1String("immune") && it.key() != QLatin1String("resist") &&
            it.key() != QLatin1String("weak"))
            return context.child(it.key()).error(QStringLiteral("unknown field (expected immune, resist or weak)"));
    }
    DamageAdjustments result;
    auto immune = context.optionalArray(object, QStringLiteral("immune"));
    if (!immune)
        return immune.error();
    for (qsizetype i = 0; i < immune->size(); ++i) {
        const JsonContext here = context.child(QStringLiteral("immune")).at(i);
        const auto type = damageTypeFromName(immune->at(i).toString());
        if (!immune->at(i).isString() || !type)
            return here.error(QStringLiteral("expected a damage type (one of %1)").arg(damageTypeNameList()));
        result.immunities.insert(*type);
    }
    auto resist = amountsFromJson(object, QStringLiteral("resist"), context);
    if (!resist)
        return resist.error();
    result.resistances = *resist;
    auto weak = amountsFromJson(object, QStringLiteral("weak"), context);
    if (!weak)
        return weak.error();
    result.weaknesses = *weak;
    return result;
}

} // namespace battlemat
