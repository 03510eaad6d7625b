#include "encounter/conditionrules.h"

#include "encounter/spacegeometry.h"

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

} // namespace

bool has(const EncounterState &state, const Combatant &c, const QString &condition)
{
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

bool canMakeOpportunityAttack(const EncounterState &state, const Combatant &c)
{
    return canAct(state, c) && !has(state, c, QStringLiteral("helpless")) && c.basicMeleeAttack() != nullptr;
}

bool contributesToFlank(const EncounterState &state, const Combatant &c)
{
    for (const char *blocker : {"blinded", "dazed", "stunned", "surprised", "unconscious", "helpless"}) {
        if (has(state, c, QString::fromLatin1(blocker)))
            return false;
    }
    return !c.dead && c.basicMeleeAttack() != nullptr;
}

bool flanked(const EncounterState &state, const Combatant &target, const Combatant &attacker)
{
    if (!SpaceGeometry::adjacent(attacker, target))
        return false;
    // Opposite corners or edges: the ally's space and the attacker's space lie on opposite sides of the target's
    // space along every axis where the attacker is outside it.
    const int side = spaceSquares(target.size);
    auto sideOf = [&](const Combatant &c, bool horizontal) {
        const int low = horizontal ? target.position.x : target.position.y;
        const int cLow = horizontal ? c.position.x : c.position.y;
        const int cHigh = cLow + spaceSquares(c.size) - 1;
        if (cHigh < low)
            return -1;
        if (cLow > low + side - 1)
            return 1;
        return 0;
    };
    const int ax = sideOf(attacker, true), ay = sideOf(attacker, false);
    for (const Combatant &ally : state.combatants) {
        if (ally.id == attacker.id || ally.id == target.id || ally.side != attacker.side ||
            !SpaceGeometry::adjacent(ally, target) || !contributesToFlank(state, ally))
            continue;
        if (sideOf(ally, true) == -ax && sideOf(ally, false) == -ay)
            return true;
    }
    return false;
}

bool offGuardAgainst(const EncounterState &state, const Combatant &target, const Combatant &attacker, bool melee)
{
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == target.id && effect.spec.condition == QLatin1String("off-guard") &&
            (!effect.spec.onlyAgainstSource || effect.source == attacker.id))
            return true;
    }
    for (const char *condition :
         {"blinded", "dazed", "helpless", "restrained", "stunned", "surprised", "unconscious"}) {
        if (has(state, target, QString::fromLatin1(condition)))
            return true;
    }
    if (melee && has(state, target, QStringLiteral("prone")))
        return true;
    if (!canSee(state, target, attacker))
        return true; // orcus-gaps-filled.md section 9: enemies that can't see you are off-guard against you
    return melee && flanked(state, target, attacker);
}

int speed(const EncounterState &state, const Combatant &c)
{
    return has(state, c, QStringLiteral("slowed")) ? std::min(c.speed, 2) : c.speed;
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
