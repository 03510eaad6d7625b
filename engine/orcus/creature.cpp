#include "orcus/creature.h"

#include "orcus/statblockjson.h"

#include <QJsonArray>

namespace battlemat {

Result<Creature> Creature::create(StatBlock block, const OrcusSettings &settings)
{
    const auto &catalog = EquipmentCatalog::standard();
    if (!catalog)
        return catalog.error();
    auto derived = DerivedStats::of(block, *catalog, settings);
    if (!derived)
        return derived.error();
    Creature creature;
    creature.m_block = std::move(block);
    creature.m_derived = *derived;
    creature.m_hitPoints = creature.m_derived.maxHitPoints;
    creature.m_recoveriesLeft = creature.m_derived.recoveries;
    return creature;
}

Defenses Creature::currentDefenses() const
{
    Defenses defenses = m_derived.defenses;
    const ConditionEffects effects = conditionEffects();
    for (Defense defense : allDefenses)
        defenses.set(defense, defenses.value(defense) + effects.defensePenalty);
    return defenses;
}

QStringList Creature::statuses() const
{
    QStringList statuses;
    if (m_dead)
        statuses.append(QStringLiteral("dead"));
    if (isDying())
        statuses.append(QStringLiteral("dying"));
    if (m_knockedOut)
        statuses.append(QStringLiteral("knocked out"));
    if (isStaggered())
        statuses.append(QStringLiteral("staggered"));
    if (m_conditions.has(Condition::Unconscious))
        statuses.append(QStringLiteral("unconscious"));
    if (m_conditions.has(Condition::Prone))
        statuses.append(QStringLiteral("prone"));
    if (conditionEffects().isOffGuardAgainst(false))
        statuses.append(QStringLiteral("off-guard"));
    return statuses;
}

int Creature::addPersistentDamage(DamageType type, int amount)
{
    const int kept = std::max(m_persistentDamage.value(type, 0), amount);
    if (kept > 0)
        m_persistentDamage.insert(type, kept);
    return kept;
}

QJsonObject Creature::stateToJson() const
{
    QJsonObject state{{QStringLiteral("hitPoints"), m_hitPoints},
                      {QStringLiteral("maxHitPoints"), maxHitPoints()},
                      {QStringLiteral("temporaryHitPoints"), m_temporaryHitPoints},
                      {QStringLiteral("recoveriesLeft"), m_recoveriesLeft},
                      {QStringLiteral("statuses"), QJsonArray::fromStringList(statuses())},
                      {QStringLiteral("conditions"), m_conditions.toJson()}};
    if (!m_persistentDamage.isEmpty()) {
        QJsonObject persistent;
        for (auto it = m_persistentDamage.begin(); it != m_persistentDamage.end(); ++it)
            persistent.insert(damageTypeName(it.key()), it.value());
        state.insert(QStringLiteral("persistentDamage"), persistent);
    }
    const QJsonObject effects = conditionEffects().toJson();
    if (!effects.isEmpty())
        state.insert(QStringLiteral("conditionEffects"), effects);
    return state;
}

QJsonObject Creature::toJson() const
{
    QJsonObject object = statBlockToJson(m_block);
    object.insert(QStringLiteral("derived"), m_derived.toJson());
    object.insert(QStringLiteral("state"), stateToJson());
    return object;
}

Result<Creature> Creature::fromJson(const QJsonObject &object, const JsonContext &context,
                                    const OrcusSettings &settings)
{
    auto block = statBlockFromJson(object, context);
    if (!block)
        return block.error();
    auto created = create(*block, settings);
    if (!created)
        return context.error(created.errorMessage());
    Creature creature = *created;
    if (!object.contains(QStringLiteral("state")))
        return creature;
    auto state = context.requireObject(object, QStringLiteral("state"));
    if (!state)
        return state.error();
    const JsonContext here = context.child(QStringLiteral("state"));
    auto hitPoints = here.optionalInt(*state, QStringLiteral("hitPoints"), creature.maxHitPoints(),
                                      -10 * creature.maxHitPoints() - 1000, creature.maxHitPoints());
    if (!hitPoints)
        return hitPoints.error();
    auto temporary = here.optionalInt(*state, QStringLiteral("temporaryHitPoints"), 0, 0, 100000);
    if (!temporary)
        return temporary.error();
    auto recoveries = here.optionalInt(*state, QStringLiteral("recoveriesLeft"), creature.m_recoveriesLeft, 0, 1000);
    if (!recoveries)
        return recoveries.error();
    const QJsonArray statuses = state->value(QStringLiteral("statuses")).toArray();
    auto conditions = here.optionalArray(*state, QStringLiteral("conditions"));
    if (!conditions)
        return conditions.error();
    auto conditionSet = ConditionSet::fromJson(*conditions, here.child(QStringLiteral("conditions")));
    if (!conditionSet)
        return conditionSet.error();
    if (state->contains(QStringLiteral("persistentDamage"))) {
        auto persistent = here.requireObject(*state, QStringLiteral("persistentDamage"));
        if (!persistent)
            return persistent.error();
        const JsonContext persistentContext = here.child(QStringLiteral("persistentDamage"));
        for (auto it = persistent->begin(); it != persistent->end(); ++it) {
            const auto type = damageTypeFromName(it.key());
            if (!type)
                return persistentContext.child(it.key()).error(
                    QStringLiteral("unknown damage type (expected one of %1)").arg(damageTypeNameList()));
            auto amount = persistentContext.requireInt(*persistent, it.key(), 1, 1000);
            if (!amount)
                return amount.error();
            creature.m_persistentDamage.insert(*type, *amount);
        }
    }
    creature.m_hitPoints = *hitPoints;
    creature.m_temporaryHitPoints = *temporary;
    creature.m_recoveriesLeft = *recoveries;
    creature.m_conditions = *conditionSet;
    // Death and knock-out are statuses in the file, the same words statuses() writes.
    creature.m_dead = statuses.contains(QStringLiteral("dead"));
    creature.m_knockedOut = statuses.contains(QStringLiteral("knocked out"));
    return creature;
}

} // namespace battlemat
