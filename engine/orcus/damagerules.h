#pragma once

#include "orcus/creature.h"
#include "orcus/damage.h"
#include "orcus/damagereport.h"
#include "orcus/healingreport.h"

namespace battlemat {

/**
 * The Orcus hit point rules ("Hit points and healing"): damage through weakened, immunity, resistance, weakness and
 * temporary hit points; staggered, dying, knocked out and dead; healing, temporary hit points and regeneration.
 */
class DamageRules
{
public:
    /**
     * Deals damage. knockOut is the attacker's choice, made when the damage drops the target to 0 or below: the
     * target falls unconscious instead of dying ("Knocking a creature out").
     */
    static DamageReport applyDamage(Creature &target, const Damage &damage, bool knockOut = false);

    /** Weakened, immunity, resistance and weakness only, without touching the creature. */
    static int adjustedAmount(const Creature &target, const Damage &damage, QList<DamageStep> *steps = nullptr);

    /** Heals; from 0 or below the hit points become the amount healed; the dead cannot be healed ("Healing"). */
    static HealingReport heal(Creature &target, int amount, const QString &origin = {});

    /** Temporary hit points do not stack: keep the higher. Returns the new value. */
    static int grantTemporaryHitPoints(Creature &target, int amount);

    /** Regeneration at the start of the creature's turn: the highest source only. */
    static HealingReport regenerate(Creature &target);

    /** Spends a recovery and heals the recovery value; with none left a dying creature goes to 1 HP. */
    static HealingReport spendRecovery(Creature &target);
};

} // namespace battlemat
