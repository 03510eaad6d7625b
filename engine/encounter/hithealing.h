#pragma once

#include "encounter/attackroll.h"
#include "encounter/combatpower.h"
#include "encounter/rulescontext.h"

namespace battlemat {

/**
 * An attack's Hit line that heals its user or gives it temporary hit points ("+9 vs Fortitude; 2d6+2 necrotic
 * damage, ..., the barghest heals 10 hit points"; "1d10+9 damage and the bear shifter gets 8 temporary hit points"),
 * through the one healing and temporary hit point rules (../shared/rules/orcus-basic-rules.txt "Healing",
 * "Temporary hit points"), in the attack's command: its undo takes them back with the blow.
 */
namespace HitHealing {

/**
 * After the hits' damage and effects: for each target hit, the user regains the healing (rolled as its healing roll,
 * which the modules in force review) and gains the temporary hit points (they do not stack: once is the same as
 * more). Nothing when it missed every target or dropped.
 */
QCoro::Task<void> apply(RulesContext *context, QString userId, CombatPower power, QList<AttackOutcome> outcomes);

} // namespace HitHealing
} // namespace battlemat
