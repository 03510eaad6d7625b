#pragma once

#include "orcus/encountergrades.h"
#include "orcus/rulesversion.h"

namespace battlemat {

/**
 * Orcus numbers the rules leave open (shared rules README, "Known unknowns") and the rules version in force
 * ("Rules versions"): editable, with these defaults shown in the UI.
 */
struct OrcusSettings
{
    /** Recovery value = maximum HP / this. The rules never give the recovery value; default one quarter. */
    int recoveryValueDivisor = 4;
    /** The basic attack's damage: v0.1 2dW + level (3dW from level 21) + modifier, 1.0 1dW + modifier. */
    RulesVersion rulesVersion = RulesVersion::BasicRules01;
    /** Easy, standard, hard and deadly as factors of the encounter's XP budget: Battlemat's reading, 0.75/1/1.5/2. */
    EncounterGrades encounterGrades;
};

} // namespace battlemat
