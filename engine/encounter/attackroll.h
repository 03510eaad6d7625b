#pragma once

#include "encounter/attackrules.h"

#include <optional>

namespace battlemat {

/** One target's side of an attack once its roll is made: what the damage, the effects and the reactions read. */
struct AttackOutcome
{
    QString target;
    bool hit = false;
    bool critical = false;
    int hpBefore = 0;      // for the reactions the attack triggers (TriggeredPowers)
    bool noDamage = false; // a counter of the target's spared it the hit's damage (TriggeredPowers::whenHit)
};

namespace AttackRules {

/**
 * Orcus "Attack roll" and "Critical hits and fumbles" against one target: the d20 with the power's bonus and the
 * circumstance modifiers (or a fixed bonus), reviewed by the modules in force, against the target's defense; or no
 * roll for a Coup de Grace (automatic critical) or a target choosing to be hit. Records the "attack" event. Nothing
 * when the target is gone or dead.
 */
QCoro::Task<std::optional<AttackOutcome>> rollAttack(RulesContext *context, QString attackerId, CombatPower power,
                                                     QString targetId, QStringList targets, AttackOptions options);

} // namespace AttackRules
} // namespace battlemat
