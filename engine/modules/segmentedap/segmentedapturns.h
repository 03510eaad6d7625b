#pragma once

#include "encounter/rollreview.h"
#include "modules/segmentedap/segmentedapsettings.h"

namespace battlemat {

/**
 * The segment clock as the encounter's clock (setting clockDrivesEncounter, docs/modules.md "The clock drives the
 * encounter"): while the clock runs, each round the encounter begins is the clock's next segment (every combatant
 * gains 1 PAP and 1 SAP), the Orcus actions a creature takes on its turn are paid on the clock at their segmented
 * price (OrcusPhaseMapping: an attack a 1/2 phase attack, another standard action a 1/2 phase action, a move 1 SAP
 * and then 1 PAP, a minor action a zero-phase action) and an action the creature cannot pay is refused, and a
 * creature stunned, knocked out or dying has its points reset to 0. The turn order within a segment is the
 * encounter's initiative (Orcus initiative is the Dexterity order the text asks for).
 */
class SegmentedApTurns final : public RollReview
{
public:
    explicit SegmentedApTurns(SegmentedApSettings settings)
        : m_settings(settings)
    {}
    QCoro::Task<int> review(ReviewedRoll roll, RulesContext *context) override;
    void roundStarted(int round, RulesContext *context) override;
    Status commandApplied(const QString &actor, const ActionBudget &before, RulesContext *context) override;
    /** While the clock drives the fight, a command is tried on a copy first: refused before anyone is asked. */
    bool mayRefuseCommands(const RollReviews &hooks) const override;
    /**
     * An opportunity attack, counter or reaction is an attack out of the creature's turn: a 1/2 phase attack it must
     * be able to pay (6 - SPD PAP), or it is not offered (docs/modules.md, "The clock drives the encounter").
     */
    Status mayActOutOfTurn(const QString &creature, RulesContext *context) override;

private:
    SegmentedApSettings m_settings;
};

} // namespace battlemat
