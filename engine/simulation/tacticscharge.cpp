// The tactics policy's Charge (docs/simulation.md "A turn, step by step"; ../shared/rules/orcus-basic-rules.txt
// "Charge"): walk up to speed directly towards the nearest unoccupied space from which to attack an enemy, a basic
// melee attack with +1 after 2 squares or more, and the turn's remaining actions are lost. The path is the grid's
// own (MovementRules::charge), the +1 the attack rules' (AttackOptions::charge), the legality the command's.
#include "encounter/chargecommand.h"
#include "encounter/encountergrid.h"
#include "grid/movementrules.h"
#include "simulation/attackvalue.h"
#include "simulation/checkedcommand.h"
#include "simulation/tacticspolicy.h"

namespace battlemat {

std::optional<TacticsPolicy::ChargePlan> TacticsPolicy::bestCharge(const EncounterState &state,
                                                                   const EncounterGrid &grid, const Combatant &c) const
{
    const CombatPower *basic = c.basicMeleeAttack();
    const int index = grid.indexOf(c.id);
    if (!basic || index < 0)
        return std::nullopt;
    const MovementRules rules(grid.grid());
    std::optional<ChargePlan> best;
    for (const Combatant &t : state.combatants) {
        // An enemy farther than the charger's speed and reach cannot be charged: not asked of the grid.
        if (!standing(t) || !state.isHostile(c, t) || rangeBetween(c, t) > c.speed + std::max(basic->range, 1))
            continue;
        const int target = grid.indexOf(t.id);
        if (target < 0)
            continue;
        const MovePath path = rules.charge(index, target);
        if (!path.legal || path.squaresMoved < 1)
            continue; // from where it stands the attack itself is weighed, without a charge
        // The attack from the end of the charge, with the rules' +1 after 2 squares or more.
        EncounterState after = state;
        Combatant *charger = after.combatant(c.id);
        charger->position = path.path.constLast();
        const EncounterGrid there(after);
        AttackOptions options;
        options.charge = true;
        options.chargeSquares = path.squaresMoved;
        const QStringList targets{t.id};
        if (!AttackRules::validate(after, there, *charger, *basic, targets, options))
            continue;
        const double value = valueAgainst(after, there, *charger, t, *basic, targets, options) -
                             provocationCost(state, grid, c, path.provokes);
        if (value > 0 && (!best || value > best->value))
            best = ChargePlan{t.id, path.path.mid(1), value};
    }
    return best;
}

std::shared_ptr<Command> TacticsPolicy::charge(const EncounterState &state, const EncounterGrid &grid,
                                               const Combatant &c, double otherValue) const
{
    const auto plan = bestCharge(state, grid, c);
    if (!plan || plan->value <= otherValue)
        return nullptr;
    auto command = std::make_shared<ChargeCommand>(c.id, plan->target, plan->path);
    if (!CheckedCommand::validate(state, command))
        return nullptr;
    return command;
}

} // namespace battlemat
