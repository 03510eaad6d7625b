#include "mastery/masteryexchange.h"

#include <algorithm>

namespace battlemat {

namespace {

int spendsLeft(const MasteryParticipant &side)
{
    return std::min(side.mpAvailable, side.spendLimit - side.roll.mpSpent);
}

MasteryOffer offerFor(const MasteryParticipant &side, const std::optional<MasteryParticipant> &other, bool acting,
                      const MasteryParticipant &actingSide)
{
    MasteryOffer offer;
    offer.combatant = side.combatant;
    offer.acting = acting;
    offer.contested = other.has_value();
    offer.own = side.roll;
    offer.mpAvailable = side.mpAvailable;
    offer.spendsLeft = spendsLeft(side);
    offer.expectedKeptIfSpend = MasteryOdds::expectedKeptAfterSpending(side.roll);
    if (other) {
        offer.other = other->roll;
        const MasteryRoll &resistingRoll = acting ? other->roll : side.roll;
        offer.ifPass = MasteryOdds::asRolled(actingSide.roll, resistingRoll);
        offer.ifSpend = MasteryOdds::afterSpending(actingSide.roll, resistingRoll, acting);
    }
    return offer;
}

} // namespace

QCoro::Task<MasteryExchangeResult> runMasteryExchange(MasteryParticipant acting,
                                                      std::optional<MasteryParticipant> resisting,
                                                      MasteryDecider *decider, FaceRoller roller)
{
    MasteryExchangeResult result;
    bool actingTurn = true;
    int passesInRow = 0;
    // Without a resisting side one pass ends it; with one, both must pass one after the other.
    const int passesToEnd = resisting ? 2 : 1;
    while (passesInRow < passesToEnd) {
        MasteryParticipant &side = actingTurn ? acting : *resisting;
        MasteryChoice choice = MasteryChoice::Pass;
        if (decider && spendsLeft(side) > 0) {
            // Built in its own statement: g++ 12 destroys temporaries of a conditional inside a co_await
            // expression twice.
            MasteryOffer offer = actingTurn ? offerFor(side, resisting, true, acting)
                                            : offerFor(side, std::optional<MasteryParticipant>(acting), false, acting);
            const MasteryDecision shown{side.combatant, false, offer.ifPass.success, offer.ifSpend.success};
            choice = co_await decider->decide(std::move(offer));
            result.decisions.append(shown);
            result.decisions.last().spent = choice == MasteryChoice::Spend;
        }
        if (choice == MasteryChoice::Spend && spendsLeft(side) > 0) {
            MasterySpend spend{side.combatant, roller(side.roll.sides), 0, 0};
            if (side.roll.disadvantaged())
                spend.replaced = side.roll.faces.at(side.roll.lowestIndex());
            side.roll.spendMp(spend.face);
            --side.mpAvailable;
            spend.keptAfter = side.roll.kept();
            result.spends.append(spend);
            passesInRow = 0;
        } else {
            ++passesInRow;
        }
        if (resisting)
            actingTurn = !actingTurn;
    }
    result.acting = acting;
    result.resisting = resisting;
    if (resisting)
        result.outcome = MasteryRollOutcome::judge(acting.roll.kept(), resisting->roll.kept());
    co_return result;
}

} // namespace battlemat
