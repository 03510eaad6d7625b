#pragma once

#include "core/result.h"
#include "mastery/masterystate.h"

namespace battlemat {

/**
 * Whether `attacker` can attack `target` now as the attack command checks it before any die is rolled: itself, the
 * attack and defense dice, both placed, and the reach of "Regions"
 * (../shared/rules/mastery-points-die-ranks-regions.txt): melee only within one region, a ranged attack to any region a
 * way leads to. The command and the fight bar's Attack button both ask this, so the button is open exactly when the
 * command would roll (action points are the command's).
 */
Status attackReach(const MasteryState &state, const CombatantState &attacker, const CombatantState &target, bool ranged,
                   const QString &attackStat = QStringLiteral("attack"),
                   const QString &defenseStat = QStringLiteral("defense"));

} // namespace battlemat
