#include "mastery/masteryodds.h"

#include "mastery/masteryrolloutcome.h"

namespace battlemat {

namespace {

void add(SuccessOdds &odds, const MasteryRollOutcome &outcome, double chance)
{
    if (odds.bySuccesses.size() <= outcome.successes)
        odds.bySuccesses.resize(outcome.successes + 1, 0.0);
    odds.bySuccesses[outcome.successes] += chance;
    if (outcome.succeeded())
        odds.success += chance;
    if (outcome.fumble)
        odds.fumble += chance;
    odds.expectedSuccesses += chance * outcome.successes;
}

} // namespace

SuccessOdds MasteryOdds::asRolled(const MasteryRoll &acting, const MasteryRoll &resisting)
{
    SuccessOdds odds;
    add(odds, MasteryRollOutcome::judge(acting.kept(), resisting.kept()), 1.0);
    return odds;
}

SuccessOdds MasteryOdds::afterSpending(const MasteryRoll &acting, const MasteryRoll &resisting, bool actingSpends)
{
    SuccessOdds odds;
    const MasteryRoll &spender = actingSpends ? acting : resisting;
    for (int face = 1; face <= spender.sides; ++face) {
        MasteryRoll changed = spender;
        changed.spendMp(face);
        const MasteryRollOutcome outcome = actingSpends ? MasteryRollOutcome::judge(changed.kept(), resisting.kept())
                                                        : MasteryRollOutcome::judge(acting.kept(), changed.kept());
        add(odds, outcome, 1.0 / spender.sides);
    }
    return odds;
}

double MasteryOdds::expectedKeptAfterSpending(const MasteryRoll &roll)
{
    double expected = 0;
    for (int face = 1; face <= roll.sides; ++face) {
        MasteryRoll changed = roll;
        changed.spendMp(face);
        expected += double(changed.kept()) / roll.sides;
    }
    return expected;
}

} // namespace battlemat
