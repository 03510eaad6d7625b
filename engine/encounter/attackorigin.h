#pragma once

#include "encounter/attackrules.h"
#include "grid/attackkind.h"
#include "grid/covergrade.h"

namespace battlemat {

class EncounterGrid;

/**
 * What a power's origin (Orcus "Origin of effect": melee, ranged, near, far) means for its attack: whether it names
 * its targets, the kind of attack the grid module judges, and the cover lines, drawn from a far power's origin square.
 * Shared by the attack's legality, its circumstance modifiers and its resolution.
 */
namespace AttackRules {

/** Melee and ranged powers name their targets; near and far powers take what their area holds. */
bool isDirect(const CombatPower &power);
AttackKind attackKindOf(const CombatPower &power);
/** Orcus "Line of effect" by the grid module's SightLine, from any corner of one space to another. */
bool lineOfEffect(const EncounterGrid &grid, const Space &from, const Space &to);
/**
 * Orcus "Cover" by the grid module's CoverRules, on the encounter's grid of the living creatures where they stand
 * now (the target's allies are obstacles). Far attacks draw their lines from the origin square.
 */
CoverGrade coverGrade(const EncounterGrid &grid, const Combatant &attacker, const Combatant &target,
                      const CombatPower &power, const AttackOptions &options);

} // namespace AttackRules
} // namespace battlemat
