#include "orcus/attackresolution.h"

#include <QJsonArray>

namespace battlemat {

QJsonObject AttackResolution::Target::toJson() const
{
    QJsonArray modifierArray;
    for (const AttackModifier &modifier : modifiers)
        modifierArray.append(modifier.toJson());
    QString outcome =
        hit ? (critical ? QStringLiteral("critical hit") : QStringLiteral("hit")) : QStringLiteral("miss");
    if (choseToBeHit)
        outcome = QStringLiteral("hit (chose to be hit)");
    else if (coupDeGrace)
        outcome = QStringLiteral("critical hit (coup de grace)");
    else if (fumble)
        outcome = QStringLiteral("miss (natural 1)");
    QJsonObject object{
        {QStringLiteral("target"), targetId},           {QStringLiteral("defense"), defenseName(defense)},
        {QStringLiteral("defenseValue"), defenseValue}, {QStringLiteral("modifiers"), modifierArray},
        {QStringLiteral("outcome"), outcome},           {QStringLiteral("hit"), hit},
        {QStringLiteral("critical"), critical}};
    if (attackRoll) {
        object.insert(QStringLiteral("natural"), natural);
        object.insert(QStringLiteral("total"), total);
        object.insert(QStringLiteral("roll"), attackRoll->toJson());
    }
    if (hitDamage > 0 || critical) {
        QJsonObject damageObject{{QStringLiteral("amount"), hitDamage}};
        if (critical) {
            damageObject.insert(QStringLiteral("maximum"), criticalMaximum);
            if (criticalDice)
                damageObject.insert(QStringLiteral("improvedCritical"), criticalDice->toJson());
        }
        object.insert(QStringLiteral("attackDamage"), damageObject);
    }
    QJsonArray reports;
    for (const DamageReport &report : damage)
        reports.append(report.toJson());
    if (!reports.isEmpty())
        object.insert(QStringLiteral("damage"), reports);
    QJsonArray conditions;
    for (const ConditionInstance &instance : conditionsApplied)
        conditions.append(instance.toJson());
    if (!conditions.isEmpty())
        object.insert(QStringLiteral("conditionsApplied"), conditions);
    if (!conditionsPrevented.isEmpty())
        object.insert(QStringLiteral("conditionsPrevented"), QJsonArray::fromStringList(conditionsPrevented));
    if (persistentApplied)
        object.insert(QStringLiteral("persistentDamage"),
                      QJsonObject{{QStringLiteral("amount"), persistentApplied->amount},
                                  {QStringLiteral("type"), damageTypeName(persistentApplied->type)}});
    if (knockOut)
        object.insert(QStringLiteral("knockOut"), true);
    object.insert(QStringLiteral("hitPoints"), hitPointsAfter);
    object.insert(QStringLiteral("statuses"), QJsonArray::fromStringList(statusesAfter));
    return object;
}

QJsonObject AttackResolution::toJson() const
{
    QJsonArray targetArray;
    for (const Target &target : targets)
        targetArray.append(target.toJson());
    QJsonObject object{{QStringLiteral("type"), QStringLiteral("attack")},
                       {QStringLiteral("attacker"), attackerId},
                       {QStringLiteral("power"), power},
                       {QStringLiteral("targets"), targetArray}};
    if (!weapon.isEmpty())
        object.insert(QStringLiteral("weapon"), weapon);
    if (attackerWeakened)
        object.insert(QStringLiteral("attackerWeakened"), true);
    auto putDamage = [&object](const char *key, const QString &expression, const std::optional<RollRecord> &roll,
                               DamageType type) {
        if (expression.isEmpty())
            return;
        QJsonObject damage{{QStringLiteral("expression"), expression}, {QStringLiteral("type"), damageTypeName(type)}};
        if (roll)
            damage.insert(QStringLiteral("roll"), roll->toJson());
        object.insert(QString::fromLatin1(key), damage);
    };
    putDamage("hitDamage", hitDamageExpression, hitDamageRoll, hitDamageType);
    putDamage("missDamage", missDamageExpression, missDamageRoll, missDamageType);
    putDamage("effectDamage", effectDamageExpression, effectDamageRoll, effectDamageType);
    if (!pendingSecondaryAttacks.isEmpty())
        object.insert(QStringLiteral("pendingSecondaryAttacks"), QJsonArray::fromStringList(pendingSecondaryAttacks));
    return object;
}

} // namespace battlemat
