#pragma once

#include "encounter/rollreview.h"
#include "modules/actiondice/actiondicesettings.h"

namespace battlemat {

/**
 * The action dice module's answer to a hero's rolls in an encounter (Action Dice Basics: "after the roll is made,
 * but before the GM describes the outcome"). When a spend could change the outcome (a miss or failed save that
 * a die can still turn, any damage roll) it offers one die at a time through the decider with the exact chance that
 * it does ("spend 1d6: 50% to turn this miss into a hit"); each die taken explodes, is rolled from the encounter's
 * generator and paid from the hero's pool, all in the same step's events. On damage at most one die.
 */
class ActionDiceRollReview final : public RollReview
{
public:
    explicit ActionDiceRollReview(ActionDiceSettings settings = {})
        : m_settings(std::move(settings))
    {}
    QCoro::Task<int> review(ReviewedRoll roll, RulesContext *context) override;
    /**
     * A hero token's re-roll of a failed d20 check (../shared/rules/README.md, Known unknowns: "re-roll a d20
     * check"): an attack, a saving throw or a check in the fight, offered with the chance the new die succeeds;
     * taken, the token is paid and the d20 rolled again from the encounter's generator, the new die replacing the
     * old before any action die is added (actiondicereroll.cpp).
     */
    QCoro::Task<std::optional<int>> reroll(ReviewedRoll roll, RulesContext *context) override;
    /**
     * "When you score a threat, you may spend 1 action die to activate it as a critical" (before damage): a hero's
     * hitting natural roll from threatMinimum up to 19 (Orcus makes every 20 a critical already); and "spend one of
     * your Action Dice to negate a critical threat scored on you": a critical hit on a hero, offered to the hero.
     */
    QCoro::Task<bool> reviewCritical(ReviewedRoll roll, bool critical, RulesContext *context) override;
    /**
     * A hero's initiative roll before the order is made (actiondiceinitiative.cpp): the hero token's re-roll, then
     * action dice one at a time, each offered with the chance of each better place it could reach.
     */
    QCoro::Task<ReviewedRoll> reviewInitiative(ReviewedRoll roll, RulesContext *context) override;
    /**
     * "A character may spend an Action Die (as a free action) to become Stable when they are unconscious": offered
     * to a dying hero before its death saving throw, with the chance that save fails (actiondicestabilize.cpp).
     */
    QCoro::Task<bool> stabilizeInstead(QString creature, int failures, RulesContext *context) override;
    /** "+2 AC ... for a number of rounds equal to the action die's result": each new round counts the boosts down. */
    void roundStarted(int round, RulesContext *context) override;

private:
    ActionDiceSettings m_settings;
};

} // namespace battlemat
