#include "sheet/herocreature.h"

namespace battlemat {

Result<Creature> HeroCreature::enter(const HeroCharacter &hero)
{
    auto creature = Creature::create(hero.creature);
    if (!creature)
        return creature.error();
    Creature entered = *creature;
    entered.setHitPoints(entered.maxHitPoints() - hero.damageTaken);
    entered.setRecoveriesLeft(std::max(0, entered.derived().recoveries - hero.recoveriesSpent));
    return entered;
}

HeroCharacter HeroCreature::leave(HeroCharacter hero, const Creature &creature)
{
    // Temporary hit points end with the encounter ("Temporary hit points"), so only real hit points count.
    hero.damageTaken = std::max(0, creature.maxHitPoints() - creature.hitPoints());
    hero.recoveriesSpent = std::max(0, creature.derived().recoveries - creature.recoveriesLeft());
    return hero;
}

} // namespace battlemat
