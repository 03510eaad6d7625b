// The action die's "become Stable when they are unconscious" offered in the fight (ActionDiceRollReview::
// stabilizeInstead; docs/modules.md, "Action dice"): a dying hero, at the end of its turn and before its death
// saving throw is rolled, may pay one die (a free action) to stop making death saving throws. Offered with the
// chance that the save it would otherwise roll fails, paid in the same step as the turn's end (undo, replay).
#include "actiondicerollreview.h"

#include "encounter/rulescontext.h"
#include "modules/actiondice/actiondicenight.h"

namespace battlemat {

namespace {

const QString moduleId = QStringLiteral("actionDice");

// Orcus "Death saving throws": a d20 of 10 or higher succeeds, so 9 of its 20 faces fail.
constexpr int failingFacesPercent = 45;

} // namespace

QCoro::Task<bool> ActionDiceRollReview::stabilizeInstead(QString creature, int failures, RulesContext *context)
{
    const RollReviews *hooks = context->reviews();
    if (!hooks)
        co_return false;
    const QString heroId = hooks->heroOf.value(creature, creature);
    const bool replaying = context->replaying();
    ActionDiceNight night;
    int sides = 0;
    if (replaying) {
        // A replay offers it exactly where the log recorded the offer.
        const QJsonObject recorded = context->recordedNext(DecisionKind::ModuleOffer);
        const QJsonObject details = recorded.value(QStringLiteral("details")).toObject();
        if (recorded.value(QStringLiteral("module")).toString() != moduleId ||
            details.value(QStringLiteral("roll")).toString() != QLatin1String("stabilize"))
            co_return false;
        sides = details.value(QStringLiteral("sides")).toInt();
    } else {
        if (!hooks->modules || !hooks->modules->contains(moduleId))
            co_return false;
        auto read =
            ActionDiceNight::fromJson(hooks->modules->value(moduleId).value(QStringLiteral("gameNight")).toObject(),
                                      JsonContext(QStringLiteral("actionDice.gameNight")));
        if (!read || !read->running())
            co_return false;
        night = *read;
        auto who = night.spender(heroId, heroId);
        if (!who)
            co_return false;
        ActionDiceSituation situation;
        situation.inEncounter = true;
        situation.dying = true;
        if (!ActionDiceSpendRules::checkStabilize(*who, situation))
            co_return false;
        sides = night.pools().value(heroId).sides;
    }
    const QJsonObject details{{QStringLiteral("dice"), 1},
                              {QStringLiteral("sides"), sides},
                              {QStringLiteral("roll"), QStringLiteral("stabilize")},
                              {QStringLiteral("failures"), failures},
                              {QStringLiteral("percent"), QStringLiteral("%1%").arg(failingFacesPercent)}};
    const QString offer = QStringLiteral("spend 1d%1: become stable instead of rolling this death saving throw (it "
                                         "fails %2% of the time; %3 of 3 failures so far)")
                              .arg(sides)
                              .arg(failingFacesPercent)
                              .arg(failures);
    auto asking = context->ask({DecisionKind::ModuleOffer, creature, creature, {}, moduleId, offer, details});
    if (!co_await asking)
        co_return false;
    if (!replaying) {
        if (!night.payOneDie(heroId, success()))
            co_return false;
        QJsonObject state = hooks->modules->value(moduleId);
        state.insert(QStringLiteral("gameNight"), night.toJson());
        hooks->modules->insert(moduleId, state);
    }
    context->record({{QStringLiteral("type"), QStringLiteral("actionDice.actionDiceSpent")},
                     {QStringLiteral("hero"), heroId},
                     {QStringLiteral("creature"), creature},
                     {QStringLiteral("spend"), QStringLiteral("stabilize")},
                     {QStringLiteral("purpose"), QStringLiteral("death saving throw")},
                     {QStringLiteral("inEncounter"), true}});
    co_return true;
}

} // namespace battlemat
