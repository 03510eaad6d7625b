#include "encounter/effectspec.h"

#include <QJsonArray>

#include <array>
#include <utility>

namespace battlemat {

namespace {

const std::array<std::pair<EffectDuration, const char *>, 8> durationNames{{
    {EffectDuration::SaveEnds, "saveEnds"},
    {EffectDuration::EndOfTargetNextTurn, "endOfTargetNextTurn"},
    {EffectDuration::EndOfSourceNextTurn, "endOfSourceNextTurn"},
    {EffectDuration::StartOfTargetNextTurn, "startOfTargetNextTurn"},
    {EffectDuration::StartOfSourceNextTurn, "startOfSourceNextTurn"},
    {EffectDuration::Encounter, "encounter"},
    {EffectDuration::UntilResolved, "untilResolved"},
    {EffectDuration::MaintainSwift, "maintainSwift"},
}};

// The conditions of orcus-gaps-filled.md section 7 plus the statuses the encounter tracks as conditions.
const QStringList knownConditions{
    QStringLiteral("blinded"),     QStringLiteral("controlled"),  QStringLiteral("dazed"),
    QStringLiteral("helpless"),    QStringLiteral("immobilized"), QStringLiteral("marked"),
    QStringLiteral("prone"),       QStringLiteral("rattled"),     QStringLiteral("restrained"),
    QStringLiteral("slowed"),      QStringLiteral("stunned"),     QStringLiteral("surprised"),
    QStringLiteral("unconscious"), QStringLiteral("weakened"),    QStringLiteral("off-guard"),
    QStringLiteral("grappled"),    QStringLiteral("invisible"),
};

const QStringList damageTypes{QStringLiteral("acid"),
                              QStringLiteral("cold"),
                              QStringLiteral("fire"),
                              QStringLiteral("force"),
                              QStringLiteral("lightning"),
                              QStringLiteral("necrotic"),
                              QStringLiteral("poison"),
                              QStringLiteral("psychic"),
                              QStringLiteral("radiant"),
                              QStringLiteral("thunder"),
                              QString()};

} // namespace

const QStringList &effectConditionNames()
{
    return knownConditions;
}

QString effectDurationName(EffectDuration duration)
{
    for (const auto &[value, name] : durationNames) {
        if (value == duration)
            return QString::fromLatin1(name);
    }
    return {};
}

QString effectDurationWords(EffectDuration duration)
{
    switch (duration) {
    case EffectDuration::SaveEnds:
        return QStringLiteral("save ends");
    case EffectDuration::EndOfTargetNextTurn:
        return QStringLiteral("until the end of its next turn");
    case EffectDuration::EndOfSourceNextTurn:
        return QStringLiteral("until the end of its source's next turn");
    case EffectDuration::StartOfTargetNextTurn:
        return QStringLiteral("until the start of its next turn");
    case EffectDuration::StartOfSourceNextTurn:
        return QStringLiteral("until the start of its source's next turn");
    case EffectDuration::Encounter:
        return QStringLiteral("until the end of the encounter");
    case EffectDuration::UntilResolved:
        return QStringLiteral("until resolved");
    case EffectDuration::MaintainSwift:
        return QStringLiteral("while maintained");
    }
    return {};
}

QString EffectSpec::describe() const
{
    QString what = condition;
    if (persistentDamage > 0)
        what = QStringLiteral("persistent %1 %2damage")
                   .arg(persistentDamage)
                   .arg(damageType.isEmpty() ? QString() : damageType + QLatin1Char(' '));
    if (defenseBonus != 0)
        what = QStringLiteral("%1%2 to %3")
                   .arg(defenseBonus > 0 ? QStringLiteral("+") : QString())
                   .arg(defenseBonus)
                   .arg(defenses.isEmpty() ? QStringLiteral("defenses") : defenses.join(QStringLiteral(", ")));
    if (speedChange != 0)
        what = QStringLiteral("speed %1%2").arg(speedChange > 0 ? QStringLiteral("+") : QString()).arg(speedChange);
    if (resist > 0)
        what =
            QStringLiteral("resist %1 %2").arg(damageType.isEmpty() ? QStringLiteral("all") : damageType).arg(resist);
    if (losesResistances)
        what = QStringLiteral("no resistances");
    if (attackPenalty != 0)
        what = QStringLiteral("-%1 to attack rolls").arg(attackPenalty);
    if (attackBonus != 0)
        what = QStringLiteral("+%1 to attack rolls").arg(attackBonus);
    if (!negatesAura.isEmpty())
        what = QStringLiteral("aura negated");
    if (forbiddenAction == QLatin1String("step"))
        what = QStringLiteral("cannot shift");
    else if (!forbiddenAction.isEmpty())
        what = QStringLiteral("cannot take a %1 action").arg(forbiddenAction);
    return what + QStringLiteral(" (") + effectDurationName(duration) + QLatin1Char(')');
}

Result<EffectSpec> effectSpecFromJson(const QJsonObject &object, const JsonContext &context)
{
    EffectSpec spec;
    auto condition = context.optionalString(object, QStringLiteral("condition"));
    auto persistent = context.optionalInt(object, QStringLiteral("persistent"), 0, 0, 1000);
    auto damageType = context.optionalString(object, QStringLiteral("damageType"));
    auto defenseBonus = context.optionalInt(object, QStringLiteral("defenseBonus"), 0, -20, 20);
    auto attackPenalty = context.optionalInt(object, QStringLiteral("attackPenalty"), 0, 0, 20);
    auto attackBonus = context.optionalInt(object, QStringLiteral("attackBonus"), 0, 0, 20);
    auto forbidden = context.optionalString(object, QStringLiteral("forbiddenAction"));
    auto whileInAura = context.optionalString(object, QStringLiteral("whileInAura"));
    auto negatesAura = context.optionalString(object, QStringLiteral("negatesAura"));
    auto duration = context.optionalString(object, QStringLiteral("duration"), QStringLiteral("saveEnds"));
    auto defenses = context.optionalArray(object, QStringLiteral("defenses"));
    auto speed = context.optionalInt(object, QStringLiteral("speed"), 0, -20, 20);
    auto resist = context.optionalInt(object, QStringLiteral("resist"), 0, 0, 100);
    auto losesResistances = context.optionalBool(object, QStringLiteral("losesResistances"), false);
    for (const Status &status : {Status(defenses ? success() : defenses.error()),
                                 Status(speed ? success() : speed.error()), Status(resist ? success() : resist.error()),
                                 Status(losesResistances ? success() : losesResistances.error())}) {
        if (!status)
            return status.error();
    }
    static const QStringList defenseKeys{QStringLiteral("ac"), QStringLiteral("fortitude"), QStringLiteral("reflex"),
                                         QStringLiteral("will")};
    for (qsizetype i = 0; i < defenses->size(); ++i) {
        const QString key = defenses->at(i).toString();
        if (!defenseKeys.contains(key))
            return context.child(QStringLiteral("defenses"))
                .at(i)
                .error(QStringLiteral("'%1' is not a defense (ac, fortitude, reflex, will)").arg(key));
        spec.defenses.append(key);
    }
    spec.speedChange = *speed;
    spec.resist = *resist;
    spec.losesResistances = *losesResistances;
    for (const Status &status :
         {Status(condition ? success() : condition.error()), Status(persistent ? success() : persistent.error()),
          Status(damageType ? success() : damageType.error()), Status(defenseBonus ? success() : defenseBonus.error()),
          Status(attackPenalty ? success() : attackPenalty.error()),
          Status(attackBonus ? success() : attackBonus.error()), Status(forbidden ? success() : forbidden.error()),
          Status(duration ? success() : duration.error()), Status(whileInAura ? success() : whileInAura.error()),
          Status(negatesAura ? success() : negatesAura.error())}) {
        if (!status)
            return status.error();
    }
    spec.condition = *condition;
    spec.persistentDamage = *persistent;
    spec.damageType = *damageType;
    spec.defenseBonus = *defenseBonus;
    spec.attackPenalty = *attackPenalty;
    spec.attackBonus = *attackBonus;
    spec.forbiddenAction = *forbidden;
    spec.whileInAura = *whileInAura;
    spec.negatesAura = *negatesAura;
    if (!spec.condition.isEmpty() && !knownConditions.contains(spec.condition))
        return context.child(QStringLiteral("condition"))
            .error(QStringLiteral("'%1' is not a condition (%2)")
                       .arg(spec.condition, knownConditions.join(QStringLiteral(", "))));
    if (!damageTypes.contains(spec.damageType))
        return context.child(QStringLiteral("damageType"))
            .error(QStringLiteral("'%1' is not a damage type").arg(spec.damageType));
    if (!spec.forbiddenAction.isEmpty() && spec.forbiddenAction != QLatin1String("standard") &&
        spec.forbiddenAction != QLatin1String("move") && spec.forbiddenAction != QLatin1String("swift") &&
        spec.forbiddenAction != QLatin1String("step"))
        return context.child(QStringLiteral("forbiddenAction"))
            .error(QStringLiteral("must be standard, move, swift or step"));
    if (spec.condition.isEmpty() && spec.persistentDamage == 0 && spec.defenseBonus == 0 && spec.attackPenalty == 0 &&
        spec.attackBonus == 0 && spec.forbiddenAction.isEmpty() && spec.negatesAura.isEmpty() &&
        spec.speedChange == 0 && spec.resist == 0 && !spec.losesResistances)
        return context.error(QStringLiteral("an effect needs a condition, persistent damage, defenseBonus, "
                                            "attackPenalty, attackBonus, forbiddenAction, negatesAura, speed, resist "
                                            "or losesResistances"));
    if (!spec.defenses.isEmpty() && spec.defenseBonus == 0)
        return context.child(QStringLiteral("defenses")).error(QStringLiteral("names the defenses of a defenseBonus"));
    bool durationKnown = false;
    for (const auto &[value, name] : durationNames) {
        if (*duration == QLatin1String(name)) {
            spec.duration = value;
            durationKnown = true;
        }
    }
    if (!durationKnown)
        return context.child(QStringLiteral("duration")).error(QStringLiteral("'%1' is not a duration").arg(*duration));
    for (const QString key : {QStringLiteral("aftereffect"), QStringLiteral("firstFailedSave")}) {
        if (!object.contains(key))
            continue;
        if (!object.value(key).isObject())
            return context.child(key).error(QStringLiteral("must be an effect object"));
        auto rider = effectSpecFromJson(object.value(key).toObject(), context.child(key));
        if (!rider)
            return rider.error();
        auto shared = std::make_shared<const EffectSpec>(std::move(rider).value());
        if (key == QLatin1String("aftereffect"))
            spec.aftereffect = shared;
        else
            spec.firstFailedSave = shared;
    }
    if ((spec.aftereffect || spec.firstFailedSave) && spec.duration != EffectDuration::SaveEnds && !spec.aftereffect)
        return context.error(QStringLiteral("firstFailedSave needs a save-ends effect"));
    return spec;
}

QJsonObject effectSpecToJson(const EffectSpec &spec)
{
    QJsonObject object;
    if (!spec.condition.isEmpty())
        object.insert(QStringLiteral("condition"), spec.condition);
    if (spec.persistentDamage != 0) {
        object.insert(QStringLiteral("persistent"), spec.persistentDamage);
        object.insert(QStringLiteral("damageType"), spec.damageType);
    }
    if (spec.defenseBonus != 0)
        object.insert(QStringLiteral("defenseBonus"), spec.defenseBonus);
    if (!spec.defenses.isEmpty())
        object.insert(QStringLiteral("defenses"), QJsonArray::fromStringList(spec.defenses));
    if (spec.speedChange != 0)
        object.insert(QStringLiteral("speed"), spec.speedChange);
    if (spec.resist != 0) {
        object.insert(QStringLiteral("resist"), spec.resist);
        if (!spec.damageType.isEmpty())
            object.insert(QStringLiteral("damageType"), spec.damageType);
    }
    if (spec.losesResistances)
        object.insert(QStringLiteral("losesResistances"), true);
    if (spec.attackPenalty != 0)
        object.insert(QStringLiteral("attackPenalty"), spec.attackPenalty);
    if (spec.attackBonus != 0)
        object.insert(QStringLiteral("attackBonus"), spec.attackBonus);
    if (!spec.forbiddenAction.isEmpty())
        object.insert(QStringLiteral("forbiddenAction"), spec.forbiddenAction);
    if (spec.onlyAgainstSource)
        object.insert(QStringLiteral("onlyAgainstSource"), true);
    if (!spec.whileInAura.isEmpty())
        object.insert(QStringLiteral("whileInAura"), spec.whileInAura);
    if (!spec.negatesAura.isEmpty())
        object.insert(QStringLiteral("negatesAura"), spec.negatesAura);
    object.insert(QStringLiteral("duration"), effectDurationName(spec.duration));
    if (spec.aftereffect)
        object.insert(QStringLiteral("aftereffect"), effectSpecToJson(*spec.aftereffect));
    if (spec.firstFailedSave)
        object.insert(QStringLiteral("firstFailedSave"), effectSpecToJson(*spec.firstFailedSave));
    return object;
}

} // namespace battlemat
