// The numbers effects change (ConditionRules): defenses, speed, resistances (issue 17; docs/encounter.md "Changes to
// a creature's numbers"). Each is read here, by the one rule that uses the number, never copied onto the combatant,
// so that the effect's end (its duration, a save, the end of the encounter, undo) is the change's end.
#include "encounter/aurarules.h"
#include "encounter/conditionrules.h"

#include <algorithm>

namespace battlemat::ConditionRules {

namespace {

const QString &defenseKey(DefenseKind defense)
{
    static const QString keys[] = {QStringLiteral("ac"), QStringLiteral("fortitude"), QStringLiteral("reflex"),
                                   QStringLiteral("will")};
    return keys[size_t(defense)];
}

} // namespace

int defenseModifier(const EncounterState &state, const Combatant &c, DefenseKind defense)
{
    int modifier = has(state, c, Condition::Unconscious) ? -5 : 0;
    // Full Defense and Rally do not stack; nor do two power bonuses, nor two penalties to one defense (Orcus prints
    // no stacking rule for them: the largest counts, as for power bonuses to attack rolls).
    int bonus = 0;
    int penalty = 0;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target != c.id || effect.spec.defenseBonus == 0)
            continue;
        if (!effect.spec.defenses.isEmpty() && !effect.spec.defenses.contains(defenseKey(defense)))
            continue;
        bonus = std::max(bonus, effect.spec.defenseBonus);
        penalty = std::min(penalty, effect.spec.defenseBonus);
    }
    return modifier + bonus + penalty;
}

int speed(const EncounterState &state, const Combatant &c)
{
    int change = 0;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == c.id)
            change += effect.spec.speedChange;
    }
    // An ally's aura ("Allies in the aura receive a +2 power bonus to speed") counts as the effects do.
    change += AuraRules::allySpeedBonus(state, c.id);
    return std::max(0, c.speed + change);
}

QMap<QString, int> movementModes(const EncounterState &state, const Combatant &c)
{
    if (c.movementModes.isEmpty())
        return c.movementModes;
    const int change = speed(state, c) - c.speed;
    if (change == 0)
        return c.movementModes;
    QMap<QString, int> modes = c.movementModes;
    for (int &modeSpeed : modes)
        modeSpeed = std::max(0, modeSpeed + change);
    return modes;
}

DamageDefenses damageDefenses(const EncounterState &state, const Combatant &c)
{
    DamageDefenses defenses = c.damageDefenses();
    bool loses = false;
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target == c.id && effect.spec.losesResistances)
            loses = true;
    }
    if (loses) {
        defenses.resist.clear();
        defenses.resistAll = 0;
    }
    // A resistance an effect grants counts like a printed one: the larger of it and the typed one.
    for (const ActiveEffect &effect : state.effects) {
        if (effect.target != c.id || effect.spec.resist <= 0)
            continue;
        if (effect.spec.damageType.isEmpty())
            defenses.resistAll = std::max(defenses.resistAll, effect.spec.resist);
        else
            defenses.resist.insert(effect.spec.damageType,
                                   std::max(defenses.resist.value(effect.spec.damageType), effect.spec.resist));
    }
    return defenses;
}

} // namespace battlemat::ConditionRules
