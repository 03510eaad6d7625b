#pragma once

#include "dice/diesource.h"
#include "orcus/attackcircumstances.h"
#include "orcus/attackresolution.h"
#include "orcus/creature.h"

namespace battlemat {

/** One target of an attack with the battlefield facts about it. */
struct AttackTarget
{
    Creature *creature = nullptr;
    AttackCircumstances circumstances;
};

/**
 * Resolves an attack power the way "Attack roll", "Critical hits and fumbles", "Damage rolls" and "Attacks with
 * multiple targets" say: one d20 per target plus every applicable modifier against the target's defense; a natural
 * 20 hits for maximum damage plus improved critical dice, a natural 1 misses; damage is rolled once for all targets
 * hit (critical damage per target) and goes through DamageRules; the Hit entry's conditions and persistent damage
 * follow. Dice come from the encounter's DieSource, so the same seed gives the same attack.
 *
 * roll() decides hits and damage without changing anyone, so a decider can ask about a knock-out in between;
 * apply() then changes the targets. resolve() does both with the choices in the circumstances.
 */
class AttackResolver
{
public:
    explicit AttackResolver(DieSource &dice);

    Result<AttackResolution> roll(const Creature &attacker, const Power &power, const QList<AttackTarget> &targets);
    /** Applies a rolled resolution to the same targets, in the same order; fills the damage reports. */
    Status apply(AttackResolution &resolution, const Power &power, const QList<AttackTarget> &targets);
    Result<AttackResolution> resolve(const Creature &attacker, const Power &power, const QList<AttackTarget> &targets);

    /** Whether the rolled damage would take this target to 0 HP or below (when to ask about a knock-out). */
    static bool wouldDropToZero(const AttackResolution &resolution, int targetIndex, const Creature &target);

private:
    DieSource &m_dice;
};

} // namespace battlemat
