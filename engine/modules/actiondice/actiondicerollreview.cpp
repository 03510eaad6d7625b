#include "actiondicerollreview.h"

#include "dice/diceparser.h"
#include "dice/diceroller.h"
#include "encounter/encounterdiesource.h"
#include "encounter/rulescontext.h"
#include "modules/actiondice/actiondicenight.h"
#include "modules/actiondice/boostoffer.h"

namespace battlemat {

namespace {

const QString moduleId = QStringLiteral("actionDice");

ActionDiceRollKind spendKind(ReviewedRollKind kind)
{
    switch (kind) {
    case ReviewedRollKind::Attack:
        return ActionDiceRollKind::Attack;
    case ReviewedRollKind::Damage:
        return ActionDiceRollKind::Damage;
    case ReviewedRollKind::SavingThrow:
        return ActionDiceRollKind::SavingThrow;
    case ReviewedRollKind::Healing:
        return ActionDiceRollKind::Healing;
    case ReviewedRollKind::Check:
        return ActionDiceRollKind::Check;
    }
    return ActionDiceRollKind::Other;
}

/** The offer of one die on this roll, as the prompt words it and the log keeps it. */
struct Offer
{
    QString text;
    QJsonObject details;
};

Offer makeOffer(const ReviewedRoll &roll, int sides, int total)
{
    QJsonObject details{{QStringLiteral("dice"), 1},
                        {QStringLiteral("sides"), sides},
                        {QStringLiteral("roll"), reviewedRollKindName(roll.kind)},
                        {QStringLiteral("total"), total}};
    if (roll.target <= 0) {
        // Damage and healing have no target to reach: any die adds to the amount.
        return {QStringLiteral("spend 1d%1: add it to this %2 of %3")
                    .arg(sides)
                    .arg(reviewedRollKindName(roll.kind))
                    .arg(total),
                details};
    }
    const bool attack = roll.kind == ReviewedRollKind::Attack;
    const QString failure = attack                                       ? QStringLiteral("miss")
                            : roll.kind == ReviewedRollKind::SavingThrow ? QStringLiteral("failed save")
                                                                         : QStringLiteral("failed check");
    auto offer = BoostOffer::make(1, sides, roll.target - total, failure,
                                  attack ? QStringLiteral("hit") : QStringLiteral("success"));
    details.insert(QStringLiteral("target"), roll.target);
    details.insert(QStringLiteral("need"), roll.target - total);
    details.insert(QStringLiteral("chance"), offer ? offer->value : 0.0);
    details.insert(QStringLiteral("percent"), offer ? (offer->chance.isZero() && offer->value > 0
                                                           ? BoostOdds::create(1, sides)->percentAtLeast(offer->need)
                                                           : offer->chance.percent())
                                                    : QStringLiteral("0%"));
    return {offer ? offer->text() : QString(), details};
}

} // namespace

QCoro::Task<int> ActionDiceRollReview::review(ReviewedRoll roll, RulesContext *context)
{
    const RollReviews *hooks = context->reviews();
    // A natural 1 misses and a natural 20 hits whatever is added (Orcus "Attack Rolls"): no spend changes them.
    if (!hooks || roll.autoResult)
        co_return 0;
    const QString heroId = hooks->heroOf.value(roll.by, roll.by);
    const bool replaying = context->replaying();
    ActionDiceNight night;
    if (!replaying) {
        if (!hooks->modules || !hooks->modules->contains(moduleId))
            co_return 0;
        auto read =
            ActionDiceNight::fromJson(hooks->modules->value(moduleId).value(QStringLiteral("gameNight")).toObject(),
                                      JsonContext(QStringLiteral("actionDice.gameNight")));
        if (!read)
            co_return 0;
        night = *read;
    }
    int added = 0;
    int spent = 0;
    while (true) {
        const int total = roll.total + added;
        // Only where a spend could change the outcome: a roll that already succeeds is left alone.
        if (roll.target > 0 && total >= roll.target)
            break;
        int sides = 0;
        if (replaying) {
            // A replay makes the offer exactly where the log recorded one, with the die it recorded.
            const QJsonObject recorded = context->recordedNext(DecisionKind::ModuleOffer);
            // The recorded offer must be this roll's (a log from before saving throws were reviewed has none for
            // them, and a later roll's offer in the same step is not this one's).
            if (recorded.value(QStringLiteral("module")).toString() != moduleId ||
                recorded.value(QStringLiteral("details")).toObject().value(QStringLiteral("roll")).toString() !=
                    reviewedRollKindName(roll.kind))
                break;
            sides = recorded.value(QStringLiteral("details")).toObject().value(QStringLiteral("sides")).toInt();
        } else {
            auto who = night.spender(heroId, heroId);
            if (!who)
                break;
            ActionDiceBoostRequest request;
            request.who = *who;
            request.kind = spendKind(roll.kind);
            request.diceSpentBefore = spent;
            if (!ActionDiceSpendRules::checkBoost(request))
                break; // no dice left, or the damage roll has its one die
            sides = night.pools().value(heroId).sides;
        }
        if (sides < 2)
            break;
        const Offer offer = makeOffer(roll, sides, total);
        auto asking =
            context->ask({DecisionKind::ModuleOffer, roll.by, roll.subject, {}, moduleId, offer.text, offer.details});
        if (!co_await asking)
            break;
        if (!replaying) {
            if (!night.payOneDie(heroId, success()))
                break;
        }
        // Action Dice, "Exploding Dice": a die showing its maximum rolls again and adds.
        const QString purpose =
            QStringLiteral("action die: boost %1").arg(actionDiceRollKindName(spendKind(roll.kind)));
        auto expression = DiceParser().parse(QStringLiteral("1d%1!").arg(sides));
        EncounterDieSource source(context->state().rng);
        auto rolled =
            expression ? DiceRoller(source).roll(*expression, purpose) : Result<RollRecord>(expression.error());
        if (!rolled)
            break;
        QJsonObject event = rolled->toJson();
        event.insert(QStringLiteral("by"), roll.by);
        context->record(event);
        added += rolled->total;
        ++spent;
        context->record({{QStringLiteral("type"), QStringLiteral("actionDiceBoost")},
                         {QStringLiteral("hero"), heroId},
                         {QStringLiteral("by"), roll.by},
                         {QStringLiteral("roll"), reviewedRollKindName(roll.kind)},
                         {QStringLiteral("purpose"), roll.purpose},
                         {QStringLiteral("die"), rolled->total},
                         {QStringLiteral("total"), roll.total + added}});
        // Damage takes one die at most (Action Dice Basics).
        if (roll.kind == ReviewedRollKind::Damage)
            break;
    }
    if (!replaying && spent > 0) {
        QJsonObject state = hooks->modules->value(moduleId);
        state.insert(QStringLiteral("gameNight"), night.toJson());
        hooks->modules->insert(moduleId, state);
    }
    co_return added;
}

QCoro::Task<bool> ActionDiceRollReview::reviewCritical(ReviewedRoll roll, bool critical, RulesContext *context)
{
    const RollReviews *hooks = context->reviews();
    if (!hooks)
        co_return critical;
    // Activating the hero's own threat, or negating a critical scored on the hero: the spender and the offer.
    const bool activate = !critical && roll.natural >= m_settings.threatMinimum && roll.natural < 20;
    const QString creature = activate ? roll.by : roll.subject;
    if (!activate && !critical)
        co_return critical;
    const QString heroId = hooks->heroOf.value(creature, creature);
    const QString kind = activate ? QStringLiteral("threat") : QStringLiteral("negateCritical");
    const bool replaying = context->replaying();
    ActionDiceNight night;
    int sides = 0;
    if (replaying) {
        const QJsonObject recorded = context->recordedNext(DecisionKind::ModuleOffer);
        if (recorded.value(QStringLiteral("module")).toString() != moduleId ||
            recorded.value(QStringLiteral("details")).toObject().value(QStringLiteral("roll")).toString() != kind)
            co_return critical;
        sides = recorded.value(QStringLiteral("details")).toObject().value(QStringLiteral("sides")).toInt();
    } else {
        if (!hooks->modules || !hooks->modules->contains(moduleId))
            co_return critical;
        auto read =
            ActionDiceNight::fromJson(hooks->modules->value(moduleId).value(QStringLiteral("gameNight")).toObject(),
                                      JsonContext(QStringLiteral("actionDice.gameNight")));
        if (!read)
            co_return critical;
        night = *read;
        auto who = night.spender(heroId, heroId);
        if (!who)
            co_return critical;
        const Status check =
            activate ? ActionDiceSpendRules::checkActivateThreat(*who, m_settings, roll.natural, false, false)
                     : ActionDiceSpendRules::checkNegateCritical(*who, true, false);
        if (!check)
            co_return critical;
        sides = night.pools().value(heroId).sides;
    }
    const QJsonObject details{{QStringLiteral("dice"), 1},
                              {QStringLiteral("sides"), sides},
                              {QStringLiteral("roll"), kind},
                              {QStringLiteral("natural"), roll.natural}};
    const QString offer =
        activate
            ? QStringLiteral("spend 1d%1: make this threat (a natural %2) a critical hit").arg(sides).arg(roll.natural)
            : QStringLiteral("spend 1d%1: negate this critical hit against %2").arg(sides).arg(creature);
    auto asking = context->ask(
        {DecisionKind::ModuleOffer, creature, activate ? roll.subject : roll.by, {}, moduleId, offer, details});
    if (!co_await asking)
        co_return critical;
    if (!replaying) {
        if (!night.payOneDie(heroId, success()))
            co_return critical;
        QJsonObject state = hooks->modules->value(moduleId);
        state.insert(QStringLiteral("gameNight"), night.toJson());
        hooks->modules->insert(moduleId, state);
    }
    context->record({{QStringLiteral("type"), QStringLiteral("actionDice.actionDiceSpent")},
                     {QStringLiteral("hero"), heroId},
                     {QStringLiteral("creature"), creature},
                     {QStringLiteral("spend"), activate ? QStringLiteral("activateThreat") : kind},
                     {QStringLiteral("purpose"), roll.purpose},
                     {QStringLiteral("inEncounter"), true}});
    co_return activate;
}

void ActionDiceRollReview::roundStarted(int round, RulesContext *context)
{
    Q_UNUSED(round)
    const RollReviews *hooks = context->reviews();
    // On a replay (no modules' state) the state stored with the step stands.
    if (!hooks || !hooks->modules || !hooks->modules->contains(moduleId))
        return;
    QJsonObject state = hooks->modules->value(moduleId);
    auto night = ActionDiceNight::fromJson(state.value(QStringLiteral("gameNight")).toObject(),
                                           JsonContext(QStringLiteral("actionDice.gameNight")));
    if (!night)
        return;
    ActionDiceNight counted = *night;
    counted.startRound();
    if (counted == *night)
        return; // no boost running: the state is left as it was
    state.insert(QStringLiteral("gameNight"), counted.toJson());
    hooks->modules->insert(moduleId, state);
}

} // namespace battlemat
