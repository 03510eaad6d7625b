#include "encounter/conditionrules.h"

#include "encounter/encountergrid.h"
#include "grid/flankingrules.h"

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

bool flanked(const EncounterState &state, const Combatant &target, const Combatant &attacker)
{
    if (!isAdjacent(attacker, target)) // only adjacent enemies are flanked; no grid needed to say no
        return false;
    const EncounterGrid grid(state);
    const int a = grid.indexOf(attacker.id), t = grid.indexOf(target.id);
    return a >= 0 && t >= 0 && FlankingRules(grid.grid()).flanking(a, t).flanking;
}

bool offGuardByConditions(const EncounterState &state, const Combatant &target, const Combatant &attacker, bool melee)
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
    // orcus-gaps-filled.md section 9: enemies that can't see you are off-guard against you.
    return !canSee(state, target, attacker);
}

bool offGuardAgainst(const EncounterState &state, const Combatant &target, const Combatant &attacker, bool melee)
{
    return offGuardByConditions(state, target, attacker, melee) || (melee && flanked(state, target, attacker));
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
