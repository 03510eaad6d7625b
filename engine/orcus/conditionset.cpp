#include "orcus/conditionset.h"

namespace battlemat {

namespace {
// Conditions whose definitions say "You are <other condition>".
QList<Condition> impliedBy(Condition condition)
{
    switch (condition) {
    case Condition::Controlled:
        return {Condition::Dazed};
    case Condition::Dying:
        return {Condition::Unconscious};
    default:
        return {};
    }
}
} // namespace

int ConditionSet::add(Condition condition, ConditionDuration duration, const QString &sourceId, const QString &origin)
{
    if (condition == Condition::Marked) {
        // "Only one creature can mark you at a time": the newest mark replaces older marks by others.
        m_instances.removeIf([&](const ConditionInstance &old) {
            return old.condition == Condition::Marked && old.sourceId != sourceId;
        });
    }
    ConditionInstance instance;
    instance.id = m_nextId++;
    instance.condition = condition;
    instance.duration = duration;
    instance.sourceId = sourceId;
    instance.origin = origin;
    m_instances.append(instance);
    return instance.id;
}

bool ConditionSet::remove(int instanceId)
{
    return m_instances.removeIf([&](const ConditionInstance &instance) { return instance.id == instanceId; }) > 0;
}

int ConditionSet::removeAll(Condition condition)
{
    return int(
        m_instances.removeIf([&](const ConditionInstance &instance) { return instance.condition == condition; }));
}

bool ConditionSet::hasDirect(Condition condition) const
{
    for (const ConditionInstance &instance : m_instances) {
        if (instance.condition == condition)
            return true;
    }
    return false;
}

bool ConditionSet::has(Condition condition) const
{
    return !reasonsFor(condition).isEmpty();
}

QStringList ConditionSet::reasonsFor(Condition condition) const
{
    QStringList reasons;
    for (const ConditionInstance &instance : m_instances) {
        const QString name = conditionName(instance.condition);
        if (reasons.contains(name))
            continue;
        if (instance.condition == condition || impliedBy(instance.condition).contains(condition))
            reasons.append(name);
        // Implication chains are one step deep except Controlled -> Dazed; Dying -> Unconscious has no further step.
    }
    return reasons;
}

QString ConditionSet::markerId() const
{
    for (const ConditionInstance &instance : m_instances) {
        if (instance.condition == Condition::Marked)
            return instance.sourceId;
    }
    return {};
}

const ConditionInstance *ConditionSet::instance(int instanceId) const
{
    for (const ConditionInstance &instance : m_instances) {
        if (instance.id == instanceId)
            return &instance;
    }
    return nullptr;
}

QJsonArray ConditionSet::toJson() const
{
    QJsonArray array;
    for (const ConditionInstance &instance : m_instances)
        array.append(instance.toJson());
    return array;
}

Result<ConditionSet> ConditionSet::fromJson(const QJsonArray &array, const JsonContext &context)
{
    ConditionSet set;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const JsonContext here = context.at(i);
        // A bare name is accepted for hand-written files: it lasts until resolved.
        if (array.at(i).isString()) {
            const auto condition = conditionFromName(array.at(i).toString());
            if (!condition)
                return here.error(QStringLiteral("unknown condition '%1' (expected one of %2)")
                                      .arg(array.at(i).toString(), conditionNameList()));
            set.add(*condition, ConditionDuration::UntilResolved);
            continue;
        }
        if (!array.at(i).isObject())
            return here.error(QStringLiteral("expected a condition name or object"));
        const QJsonObject object = array.at(i).toObject();
        auto name = here.requireString(object, QStringLiteral("condition"));
        if (!name)
            return name.error();
        const auto condition = conditionFromName(*name);
        if (!condition)
            return here.child(QStringLiteral("condition"))
                .error(QStringLiteral("unknown condition '%1' (expected one of %2)").arg(*name, conditionNameList()));
        auto durationName = here.optionalString(object, QStringLiteral("duration"),
                                                conditionDurationName(ConditionDuration::UntilResolved));
        if (!durationName)
            return durationName.error();
        const auto duration = conditionDurationFromName(*durationName);
        if (!duration)
            return here.child(QStringLiteral("duration"))
                .error(QStringLiteral("unknown duration '%1' (expected one of %2)")
                           .arg(*durationName, conditionDurationNameList()));
        auto source = here.optionalString(object, QStringLiteral("source"));
        if (!source)
            return source.error();
        auto origin = here.optionalString(object, QStringLiteral("origin"));
        if (!origin)
            return origin.error();
        set.add(*condition, *duration, *source, *origin);
    }
    return set;
}

} // namespace battlemat
