#include "encounter/healingrules.h"

#include "encounter/combatant.h"

#include <algorithm>

namespace battlemat::HealingRules {

int hpAfterHealing(int hp, int maxHp, int amount)
{
    if (amount <= 0)
        return hp;
    return hp <= 0 ? std::min(amount, maxHp) : std::min(maxHp, hp + amount);
}

ShortRestOutcome shortRest(const Combatant &creature, int spent)
{
    ShortRestOutcome outcome{creature.hp, creature.recoveries};
    if (creature.dead)
        return outcome;
    if (creature.knockedOut && outcome.hp <= 0)
        outcome.hp = 1;
    for (int i = 0; i < spent && outcome.recoveriesLeft > 0; ++i) {
        --outcome.recoveriesLeft;
        outcome.hp = hpAfterHealing(outcome.hp, creature.maxHp, creature.recoveryValue);
    }
    return outcome;
}

int recoveriesToFull(const Combatant &creature)
{
    int spent = 0;
    while (spent < creature.recoveries && shortRest(creature, spent).hp < creature.maxHp)
        ++spent;
    return spent;
}

} // namespace battlemat::HealingRules
