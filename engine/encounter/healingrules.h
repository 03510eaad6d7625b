#pragma once

namespace battlemat {

struct Combatant;

namespace HealingRules {

/**
 * Orcus "Healing": the hit points regained are added, never above the maximum; a creature on 0 HP or below is set
 * to the amount healed, ignoring its negative hit points.
 */
int hpAfterHealing(int hp, int maxHp, int amount);

/** What a short rest does to one creature's hit points and recoveries (RestCommand applies it the same way). */
struct ShortRestOutcome
{
    int hp = 0;
    int recoveriesLeft = 0;
};

/**
 * Orcus "Short rest" for `spent` recoveries: a knocked-out creature on 0 HP or below first wakes with 1 HP
 * ("Knocking a creature out"), then each recovery heals its recovery value. A dead creature does not change.
 * Healing an aura reduces (AuraRules::healingOf) is not counted: the preview of the rest dialog, not the rest.
 */
ShortRestOutcome shortRest(const Combatant &creature, int spent);

/** The fewest recoveries a short rest needs to bring the creature to its maximum, at most the ones it has. */
int recoveriesToFull(const Combatant &creature);

} // namespace HealingRules
} // namespace battlemat
