#include "encounter/conditionrules.h"

#include "encounter/aurarules.h"

#include <algorithm>

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

} // namespace

bool has(const EncounterState &state, const Combatant &c, const QString &condition)
{
    if (!mayHaveConditions(state, c))
        return false;
    if (condition == QLatin1String("unconscious") && (c.isDying() || c.knockedOut))
        return true;
    if (condition == QLatin1String("helpless") && has(state, c, QStringLiteral("unconscious")))
        return true; // docs/encounter.md: an unconscious creature is helpless (Coup de Grace applies)
    if (condition == QLatin1String("surprised") && state.phase == EncounterPhase::Surprise &&
        state.surprised.contains(c.id))
        return true;
    if (condition == QLatin1String("immobilized") && (hasEffectCondition(state, c, QStringLiteral("grappled")) ||
                                                      hasEffectCondition(state, c, QStringLiteral("restrained"))))
        return true;
    if (condition == QLatin1String("dazed") && hasEffectCondition(state, c, QStringLiteral("controlled")))
        return true;
    return hasEffectCondition(state, c, condition);
}

bool canAct(const EncounterState &state, const Combatant &c)
{
    return !c.dead && !has(state, c, QStringLiteral("stunned")) && !has(state, c, QStringLiteral("unconscious")) &&
           !has(state, c, QStringLiteral("surprised"));
}

bool canSee(const EncounterState &state, const Combatant &observer, const Combatant &target)
{
    return !has(state, observer, QStringLiteral("blinded")) && !has(state, target, QStringLiteral("invisible"));
}

QStringList offGuardReasons(const EncounterState &state, const Combatant &target, const Combatant &attacker)
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
    static const QString conditions[] = {
        QStringLiteral("blinded"),     QStringLiteral("dazed"),   QStringLiteral("helpless"),
        QStringLiteral("restrained"),  QStringLiteral("stunned"), QStringLiteral("surprised"),
        QStringLiteral("unconscious"),
    };
    if (!mayHaveConditions(state, target))
        return reasons;
    for (const QString &name : conditions) {
        if (has(state, target, name))
            reasons << name;
    }
    return reasons;
}

int defenseModifier(const EncounterState &state, const Combatant &c)
{
    int modifier = has(state, c, QStringLiteral("unconscious")) ? -5 : 0;
    int bonus = 0;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == c.id)
            bonus = std::max(bonus, effect.spec.defenseBonus); // Full Defense and Rally do not stack
    }
    return modifier + bonus;
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
