#include "orcus/statchange.h"

#include <QJsonArray>

#include <array>
#include <utility>

namespace battlemat {

namespace {

const std::array<std::pair<StatChange::Kind, const char *>, 4> kindNames{{
    {StatChange::Kind::Defense, "defense"},
    {StatChange::Kind::Speed, "speed"},
    {StatChange::Kind::Resistance, "resistance"},
    {StatChange::Kind::LosesResistances, "losesResistances"},
}};

} // namespace

QString statChangeKindName(StatChange::Kind kind)
{
    for (const auto &[value, name] : kindNames) {
        if (value == kind)
            return QString::fromLatin1(name);
    }
    return {};
}

QJsonObject statChangeToJson(const StatChange &change)
{
    QJsonObject object{{QStringLiteral("kind"), statChangeKindName(change.kind)},
                       {QStringLiteral("duration"), conditionDurationName(change.duration)}};
    if (change.kind != StatChange::Kind::LosesResistances)
        object.insert(QStringLiteral("amount"), change.amount);
    QJsonArray defenses;
    for (Defense defense : change.defenses)
        defenses.append(defenseKey(defense));
    if (!defenses.isEmpty())
        object.insert(QStringLiteral("defenses"), defenses);
    if (change.powerBonus)
        object.insert(QStringLiteral("powerBonus"), true);
    if (change.kind == StatChange::Kind::Resistance && change.damageType != DamageType::Untyped)
        object.insert(QStringLiteral("damageType"), damageTypeName(change.damageType));
    return object;
}

Result<StatChange> statChangeFromJson(const QJsonObject &object, const JsonContext &context)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        static const QStringList keys{QStringLiteral("kind"),       QStringLiteral("amount"),
                                      QStringLiteral("defenses"),   QStringLiteral("powerBonus"),
                                      QStringLiteral("damageType"), QStringLiteral("duration")};
        if (!keys.contains(it.key()))
            return context.child(it.key()).error(
                QStringLiteral("unknown field (expected one of %1)").arg(keys.join(QStringLiteral(", "))));
    }
    StatChange change;
    auto kind = context.requireString(object, QStringLiteral("kind"));
    if (!kind)
        return kind.error();
    bool known = false;
    for (const auto &[value, name] : kindNames) {
        if (*kind == QLatin1String(name)) {
            change.kind = value;
            known = true;
        }
    }
    if (!known)
        return context.child(QStringLiteral("kind"))
            .error(QStringLiteral("'%1' is not a kind of change (defense, speed, resistance, losesResistances)")
                       .arg(*kind));
    auto amount = context.optionalInt(object, QStringLiteral("amount"), 0, -50, 100);
    if (!amount)
        return amount.error();
    change.amount = *amount;
    if (change.kind != StatChange::Kind::LosesResistances && change.amount == 0)
        return context.child(QStringLiteral("amount")).error(QStringLiteral("must be a number other than 0"));
    if (change.kind == StatChange::Kind::Resistance && change.amount < 0)
        return context.child(QStringLiteral("amount")).error(QStringLiteral("a resistance is at least 1"));
    auto defenses = context.optionalArray(object, QStringLiteral("defenses"));
    if (!defenses)
        return defenses.error();
    for (qsizetype i = 0; i < defenses->size(); ++i) {
        const auto defense = defenseFromName(defenses->at(i).toString());
        if (!defense)
            return context.child(QStringLiteral("defenses"))
                .at(i)
                .error(QStringLiteral("'%1' is not a defense (ac, fortitude, reflex, will)")
                           .arg(defenses->at(i).toString()));
        change.defenses.append(*defense);
    }
    auto powerBonus = context.optionalBool(object, QStringLiteral("powerBonus"), false);
    if (!powerBonus)
        return powerBonus.error();
    change.powerBonus = *powerBonus;
    auto type = context.optionalString(object, QStringLiteral("damageType"), QStringLiteral("untyped"));
    if (!type)
        return type.error();
    const auto damageType = damageTypeFromName(*type);
    if (!damageType)
        return context.child(QStringLiteral("damageType"))
            .error(QStringLiteral("unknown damage type '%1' (expected one of %2)").arg(*type, damageTypeNameList()));
    change.damageType = *damageType;
    auto durationName =
        context.optionalString(object, QStringLiteral("duration"), conditionDurationName(change.duration));
    if (!durationName)
        return durationName.error();
    const auto duration = conditionDurationFromName(*durationName);
    if (!duration)
        return context.child(QStringLiteral("duration"))
            .error(QStringLiteral("unknown duration '%1' (expected one of %2)")
                       .arg(*durationName, conditionDurationNameList()));
    change.duration = *duration;
    return change;
}

} // namespace battlemat
