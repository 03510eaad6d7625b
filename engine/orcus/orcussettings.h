#pragma once

namespace battlemat {

/**
 * Orcus numbers the rules leave open (shared rules README, "Known unknowns"): editable, with these defaults shown
 * in the UI.
 */
struct OrcusSettings
{
    /** Recovery value = maximum HP / this. The rules never give the recovery value; default one quarter. */
    int recoveryValueDivisor = 4;
};

} // namespace battlemat
