// The tactics policy's Coup de Grace (docs/simulation.md "Coup de Grace"; ../shared/rules/orcus-basic-rules.txt
// "Coup De Grace"): against an adjacent helpless enemy, a basic attack or attack power that hits automatically as a
// critical hit, and kills when it deals at least the target's staggered value. Legality from AttackRules::validate
// with the coupDeGrace option and the command's own validate(); the worth in the attack scoring's units.
#include "encounter/conditionrules.h"
#include "encounter/coupdegracecommand.h"
#include "encounter/encountergrid.h"
#include "simulation/attackvalue.h"
#include "simulation/checkedcommand.h"
#include "simulation/tacticspolicy.h"

namespace battlemat {

double TacticsPolicy::coupDeGraceValue(const Combatant &target, const CombatPower &power, double staggeredFocus)
{
    // A sure critical hit: the maximum damage (less resistance), scored as any attack with a hit chance of 1.
    const double damage = AttackValue::criticalDamage(target, power);
    double value = AttackValue::valueOf(target, power, 1.0, damage, staggeredFocus);
    // Orcus "Coup De Grace": damage of at least the staggered value kills (temporary hit points take theirs first).
    // A dying hero killed is out for good: no natural 20 on a death save and no ally's healing brings it back, so it
    // is worth its next attacks, as a hit that drops a standing creature is in the attack scoring. A standing one
    // dropped by the damage has that counted by the scoring already.
    const bool kills = damage - target.tempHp >= target.staggeredValue();
    if (kills && !standing(target))
        value += AttackValue::basicMeleeMean(target);
    return value;
}

std::shared_ptr<Command> TacticsPolicy::coupDeGrace(const EncounterState &state, const EncounterGrid &grid,
                                                    const Combatant &c, double otherValue) const
{
    double best = std::max(otherValue, 0.0);
    std::shared_ptr<Command> chosen;
    for (const Combatant &t : state.combatants) {
        // The cheap questions first: most turns nobody helpless is beside the creature.
        if (t.dead || !state.isHostile(c, t) || !isAdjacent(c, t) ||
            !ConditionRules::has(state, t, Condition::Helpless))
            continue;
        const QStringList targets{t.id};
        AttackOptions options;
        options.coupDeGrace = true;
        for (const CombatPower &power : c.powers) {
            // "A basic attack or an attack power targeting that enemy": the powers of one standard action on one
            // creature; an area is placed, not aimed at the helpless enemy.
            if (!power.isAttack() || power.action != ActionKind::Standard || AttackValue::isArea(power) ||
                c.expendedPowers.contains(power.id))
                continue;
            double value = coupDeGraceValue(t, power, m_profile.staggeredFocus);
            // A spent power is gone for the fight, as in the attack scoring.
            if (power.usage == PowerUsage::Encounter)
                value *= 0.9;
            else if (power.usage == PowerUsage::Daily)
                value /= m_profile.dailyThreshold;
            if (value <= best || !AttackRules::validate(state, grid, c, power, targets, options))
                continue;
            auto command = std::make_shared<CoupDeGraceCommand>(c.id, t.id, power.id);
            if (!CheckedCommand::validate(state, command))
                continue;
            best = value;
            chosen = command;
        }
    }
    return chosen;
}

} // namespace battlemat
