#include "encounter/conditionrules.h"
#include "encounter/encountergrid.h"
#include "simulation/attackvalue.h"
#include "simulation/tacticspolicy.h"

namespace battlemat {

namespace {

// The mean of a power's damage dice, what the attack scoring counts a hit as.
double meanDamage(const CombatPower &power)
{
    return power.damage.count * (power.damage.sides + 1) / 2.0 + power.damage.bonus;
}

// Whether the creature's best unspent attack, by mean damage, is ranged or far.
bool shootsBest(const Combatant &c)
{
    double melee = 0;
    double shooting = 0;
    for (const CombatPower &power : c.powers) {
        if (!power.isAttack() || c.expendedPowers.contains(power.id))
            continue;
        const bool ranged = power.origin == PowerOrigin::Ranged || power.origin == PowerOrigin::Far;
        double &best = ranged ? shooting : melee;
        best = std::max(best, meanDamage(power));
    }
    return shooting > melee;
}

// An enemy the grapple could be worth something against: a standing archer or caster beside the grappler. Asked
// before the grapple's power is put together, which is most of the cost when no one qualifies.
bool grappleCandidate(const EncounterState &state, const Combatant &grappler, const Combatant &t)
{
    return !t.dead && state.isHostile(grappler, t) && rangeBetween(grappler, t) <= 1 && shootsBest(t);
}

} // namespace

// Why only against a "caster": Orcus "Grapple" immobilizes the target until it escapes, and an immobilized creature
// that fights in melee beside its grappler loses little. One whose best attack is ranged or far loses a lot: it can
// no longer Step away to shoot, and shooting beside the grappler provokes its opportunity attack (Orcus
// "Opportunity attacks"). So the grapple is worth the condition's rule of thumb (2, as for a power's condition in
// docs/simulation.md "Choosing an attack") plus that opportunity attack, and nothing against a melee fighter.
double TacticsPolicy::grappleWorth(const EncounterState &state, const EncounterGrid &grid, const Combatant &grappler,
                                   const Combatant &target)
{
    if (!ConditionRules::grappledBy(state, target).isEmpty())
        return 0;
    // The target tries to escape on its turn before it shoots (the policy's Escape, tacticsescape.cpp): the hold
    // pays only when that fails.
    return (1.0 - escapeChance(state, grappler, target)) * holdWorth(state, grid, grappler, target);
}

double TacticsPolicy::holdWorth(const EncounterState &state, const EncounterGrid &grid, const Combatant &grappler,
                                const Combatant &target)
{
    if (!standing(target) || !shootsBest(target))
        return 0;
    const CombatPower *basic = grappler.basicMeleeAttack();
    if (!basic)
        return 0; // no opportunity attacks without a basic melee attack (Orcus "Opportunity attacks")
    return 2.0 + expectedDamage(state, grid, grappler, target, *basic, {target.id}, {});
}

std::optional<TacticsPolicy::AttackPlan>
TacticsPolicy::bestGrapple(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker) const
{
    std::optional<AttackPlan> best;
    std::optional<CombatPower> grapple;
    for (const Combatant &t : state.combatants) {
        if (!grappleCandidate(state, attacker, t))
            continue;
        if (!grapple)
            grapple = AttackRules::universalPower(attacker, QStringLiteral("grapple"));
        const double worth = grappleWorth(state, grid, attacker, t);
        if (worth <= 0)
            continue;
        const QStringList targets{t.id};
        if (!AttackRules::validate(state, grid, attacker, *grapple, targets, {}))
            continue;
        double hit = 0;
        expectedDamage(state, grid, attacker, t, *grapple, targets, {}, &hit);
        const double value = hit * worth;
        if (value > 0 && (!best || value > best->value))
            best = AttackPlan{grapple->id, targets, {}, value, false, false};
    }
    return best;
}

double TacticsPolicy::grappleBound(const EncounterState &state, const EncounterGrid &grid, const Combatant &attacker,
                                   const bool *besideEnemy) const
{
    double best = 0;
    std::optional<CombatPower> grapple;
    QStringList everyone;
    for (qsizetype at = 0; at < state.combatants.size(); ++at) {
        const Combatant &t = state.combatants.at(at);
        // grappleCandidate, its first tests (living, hostile, adjacent) taken from the caller's when it has them.
        if (besideEnemy ? !besideEnemy[at] || !shootsBest(t) : !grappleCandidate(state, attacker, t))
            continue;
        const double worth = grappleWorth(state, grid, attacker, t);
        if (worth <= 0)
            continue;
        if (!grapple) {
            grapple = AttackRules::universalPower(attacker, QStringLiteral("grapple"));
            // Every creature as the target list, as attackBound: never counted as ignoring a mark.
            everyone.reserve(state.combatants.size());
            for (const Combatant &c : state.combatants)
                everyone << c.id;
        }
        const int bonus = grapple->attackBonus +
                          AttackRules::modifierTotalWithoutCover(state, grid, attacker, t, *grapple, everyone, {});
        double hit = 0;
        AttackValue::expectedDamage(state, t, *grapple, bonus, &hit);
        best = std::max(best, hit * worth);
    }
    return best;
}

} // namespace battlemat
