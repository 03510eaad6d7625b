#include "encounter/conditionrules.h"

#include "encounter/aurarules.h"

#include <algorithm>
#include <array>

namespace battlemat::ConditionRules {

namespace {

bool hasEffectCondition(const EncounterState &state, const Combatant &c, const QString &condition)
{
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == c.id && effect.spec.condition == condition && !effect.spec.onlyAgainstSource)
            return true;
    }
    return false;
}

// Every condition comes from an effect on the creature, from being down or from the surprise round (has() below);
// most questions are about a creature with none of these, and the tactics policy asks them thousands of times per
// fight, so they are answered before any condition's name is compared.
bool mayHaveConditions(const EncounterState &state, const Combatant &c)
{
    if (c.isDying() || c.knockedOut || state.phase == EncounterPhase::Surprise)
        return true;
    return std::any_of(state.effects.cbegin(), state.effects.cend(),
                       [&](const ActiveEffect &effect) { return effect.target == c.id; });
}

// The Orcus conditions' names (conditionName) by Condition, compared exactly as effects name them.
const std::array<QString, conditionCount> &conditionNames()
{
    static const std::array<QString, conditionCount> names = [] {
        std::array<QString, conditionCount> all;
        for (int i = 0; i < conditionCount; ++i)
            all[size_t(i)] = conditionName(Condition(i));
        return all;
    }();
    return names;
}

std::optional<Condition> exactCondition(const QString &name)
{
    const auto &names = conditionNames();
    for (int i = 0; i < conditionCount; ++i) {
        if (names[size_t(i)] == name)
            return Condition(i);
    }
    return std::nullopt;
}

} // namespace

ConditionSet conditionsOf(const EncounterState &state, const Combatant &c)
{
    ConditionSet set;
    if (!mayHaveConditions(state, c))
        return set;
    bool grappled = false;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target != c.id || effect.spec.onlyAgainstSource || effect.spec.condition.isEmpty())
            continue;
        if (const auto condition = exactCondition(effect.spec.condition))
            set.add(*condition);
        else if (effect.spec.condition == QLatin1String("grappled"))
            grappled = true;
    }
    if (c.isDying() || c.knockedOut)
        set.add(Condition::Unconscious);
    if (set.has(Condition::Unconscious))
        set.add(Condition::Helpless); // docs/encounter.md: an unconscious creature is helpless (Coup de Grace applies)
    if (state.phase == EncounterPhase::Surprise && state.surprised.contains(c.id))
        set.add(Condition::Surprised);
    if (grappled || set.has(Condition::Restrained))
        set.add(Condition::Immobilized);
    if (set.has(Condition::Controlled))
        set.add(Condition::Dazed);
    return set;
}

bool has(const EncounterState &state, const Combatant &c, Condition condition)
{
    return conditionsOf(state, c).has(condition);
}

bool has(const EncounterState &state, const Combatant &c, const QString &condition)
{
    if (!mayHaveConditions(state, c))
        return false;
    if (const auto known = exactCondition(condition))
        return conditionsOf(state, c).has(*known);
    return hasEffectCondition(state, c, condition);
}

bool canAct(const EncounterState &state, const Combatant &c)
{
    if (c.dead)
        return false;
    const ConditionSet set = conditionsOf(state, c);
    return !set.has(Condition::Stunned) && !set.has(Condition::Unconscious) && !set.has(Condition::Surprised);
}

bool canSee(const EncounterState &state, const Combatant &observer, const Combatant &target)
{
    return canSee(conditionsOf(state, observer), conditionsOf(state, target));
}

bool canSee(const ConditionSet &observer, const ConditionSet &target)
{
    return !observer.has(Condition::Blinded) && !target.has(Condition::Invisible);
}

QStringList offGuardReasons(const EncounterState &state, const Combatant &target, const Combatant &attacker)
{
    return offGuardReasons(state, target, conditionsOf(state, target), attacker);
}

QStringList offGuardReasons(const EncounterState &state, const Combatant &target, const ConditionSet &conditions,
                            const Combatant &attacker)
{
    QStringList reasons;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == target.id && effect.spec.condition == QLatin1String("off-guard") &&
            (!effect.spec.onlyAgainstSource || effect.source == attacker.id)) {
            reasons << QStringLiteral("off-guard");
            break;
        }
    }
    // "Creatures grant combat advantage to the worm that walks while they are in the aura".
    if (AuraRules::grantsCombatAdvantage(state, target.id, attacker.id))
        reasons << QStringLiteral("aura");
    static const std::pair<Condition, QString> offGuarding[] = {
        {Condition::Blinded, QStringLiteral("blinded")},         {Condition::Dazed, QStringLiteral("dazed")},
        {Condition::Helpless, QStringLiteral("helpless")},       {Condition::Restrained, QStringLiteral("restrained")},
        {Condition::Stunned, QStringLiteral("stunned")},         {Condition::Surprised, QStringLiteral("surprised")},
        {Condition::Unconscious, QStringLiteral("unconscious")},
    };
    for (const auto &[condition, name] : offGuarding) {
        if (conditions.has(condition))
            reasons << name;
    }
    return reasons;
}

int effectAttackPenalty(const EncounterState &state, const Combatant &c)
{
    int penalty = 0;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == c.id)
            penalty = std::max(penalty, effect.spec.attackPenalty);
    }
    return penalty;
}

int effectAttackBonus(const EncounterState &state, const Combatant &c)
{
    int bonus = 0;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == c.id)
            bonus = std::max(bonus, effect.spec.attackBonus);
    }
    return bonus;
}

const ActiveEffect *shiftForbidden(const EncounterState &state, const Combatant &c)
{
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == c.id && effect.spec.forbiddenAction == QLatin1String("step"))
            return &effect;
    }
    return nullptr;
}

QString markedBy(const EncounterState &state, const Combatant &c)
{
    QString marker;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == c.id && effect.spec.condition == QLatin1String("marked"))
            marker = effect.source; // the newest mark replaces older ones
    }
    return marker;
}

QString grappledBy(const EncounterState &state, const Combatant &c)
{
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == c.id && effect.spec.condition == QStringLiteral("grappled"))
            return effect.source;
    }
    return {};
}

} // namespace battlemat::ConditionRules
