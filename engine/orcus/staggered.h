#pragma once

namespace battlemat {

/**
 * Orcus "Staggered": a creature at half its maximum hit points (rounded down) or below is staggered; the same
 * value is how far below 0 it can go before it dies ("Dying") and what a Coup de Grace must deal to kill. The one
 * definition: the stat block's derived numbers, the encounter's combatants and the players' view all ask it.
 */
int staggeredValue(int maxHitPoints);
/** At or below the staggered value (dying and dead creatures included). */
bool isStaggered(int hitPoints, int maxHitPoints);

} // namespace battlemat
