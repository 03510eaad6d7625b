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

int Creature::regeneration() const
{
    int best = m_block.regeneration;
    for (const RegenerationSource &source : m_regeneration)
        best = std::max(best, source.amount);
    return best;
}

QJsonObject Creature::stateToJson() const
{
    QJsonObject state{{QStringLiteral("hitPoints"), m_hitPoints},
                      {QStringLiteral("maxHitPoints"), maxHitPoints()},
                      {QStringLiteral("temporaryHitPoints"), m_temporaryHitPoints},
                      {QStringLiteral("recoveriesLeft"), m_recoveriesLeft},
                      {QStringLiteral("statuses"), QJsonArray::fromStringList(statuses())},
                      {QStringLiteral("conditions"), m_conditions.toJson()}};
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

} // namespace battlemat
