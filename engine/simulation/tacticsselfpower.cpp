// TacticsSelfPower (../shared/rules/orcus-basic-rules.txt, "Temporary hit points", "Healing", "Staggered"): when the
// simulated creature uses a power on itself instead of what else its action could do.
#include "simulation/tacticsselfpower.h"

#include "encounter/encountergrid.h"
#include "encounter/selfpowerrules.h"
#include "encounter/usepowercommand.h"
#include "simulation/checkedcommand.h"

#include <algorithm>

namespace battlemat::TacticsSelfPower {

namespace {

double mean(const DiceFormula &dice)
{
    return dice.count * (dice.sides + 1) / 2.0 + dice.bonus;
}

// An enemy threatens the user when it could reach it this round: within its speed and a step of reach.
bool threatened(const EncounterState &state, const Combatant &user)
{
    return std::any_of(state.combatants.cbegin(), state.combatants.cend(), [&](const Combatant &other) {
        return state.isHostile(user, other) && !other.dead && other.hp > 0 &&
               rangeBetween(user, other) <= other.speed + 1;
    });
}

} // namespace

double worth(const EncounterState &state, const Combatant &user, const CombatPower &power)
{
    double value = 0;
    // Orcus "Temporary hit points": they do not stack, so only what they add to those already held counts, and only
    // while someone could hit the user.
    if (power.tempHp > user.tempHp && threatened(state, user))
        value += power.tempHp - user.tempHp;
    // Healing pays once the user is staggered; what would pass the maximum is lost.
    const bool staggered = user.hp <= user.staggeredValue();
    const int missing = user.maxHp - user.hp;
    if (staggered && power.heal)
        value += std::min<double>(missing, mean(*power.heal));
    if (staggered && power.spendsRecovery && user.recoveries > 0)
        value += std::min(missing, user.recoveryValue);
    return value;
}

std::shared_ptr<Command> choose(const EncounterState &state, const Combatant &user, double otherUse)
{
    double best = std::max(otherUse, 0.0);
    const CombatPower *chosen = nullptr;
    for (const CombatPower *power : SelfPowerRules::usable(user)) {
        // Immediate powers wait for another's turn; a free one could be repeated without end.
        if (power->action == ActionKind::Immediate || power->action == ActionKind::Free)
            continue;
        const bool untraded = (power->action == ActionKind::Standard && state.budget.standard() > 0) ||
                              (power->action == ActionKind::Move && state.budget.move() > 0) ||
                              (power->action == ActionKind::Swift && state.budget.swift() > 0);
        if (!untraded)
            continue;
        const double value = worth(state, user, *power);
        if (value > best) {
            best = value;
            chosen = power;
        }
    }
    if (!chosen)
        return nullptr;
    auto command = std::make_shared<UsePowerCommand>(user.id, chosen->id);
    if (!CheckedCommand::validate(state, command))
        return nullptr;
    return command;
}

} // namespace battlemat::TacticsSelfPower
