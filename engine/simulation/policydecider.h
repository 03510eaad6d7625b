#pragma once

#include "encounter/decider.h"

namespace battlemat {

/**
 * The answers the engine gives when it plays every side (docs/simulation.md "Decisions"): take every opportunity
 * attack and counter, never knock out (a fight to the finish), spend the recovery on a natural 20 death save, keep
 * tied initiative as rolled, have a Grant Save's ally save at once, and choose a square as TacticsSquare weighs it
 * (the safest square of a shift, the burst origin that catches the most enemies and fewest allies). Never suspends, so
 * a simulated command runs straight through.
 */
class PolicyDecider : public Decider
{
public:
    QCoro::Task<bool> decide(DecisionRequest request) override;
    QCoro::Task<QStringList> order(DecisionRequest request) override;
    QCoro::Task<std::optional<Square>> square(DecisionRequest request) override;
};

} // namespace battlemat
