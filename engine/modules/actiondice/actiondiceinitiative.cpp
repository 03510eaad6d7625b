// A hero's initiative roll reviewed by the action dice module (ActionDiceRollReview::reviewInitiative; docs/
// modules.md, "Action dice"): initiative is a d20 check the hero makes, so a hero token may re-roll it and action
// dice may boost it ("any die roll you make") after it is rolled and before the order is made. Initiative has no
// target to reach: each offer shows the places it could win, with the chance of each, against the others' rolls.
#include "actiondicerollreview.h"

#include "dice/diceparser.h"
#include "dice/diceroller.h"
#include "encounter/encounterdiesource.h"
#include "encounter/rulescontext.h"
#include "modules/actiondice/actiondicenight.h"
#include "modules/actiondice/boostodds.h"

#include <QJsonArray>

#include <algorithm>

namespace battlemat {

namespace {

const QString moduleId = QStringLiteral("actionDice");

/** Another initiative roll: its total and the creature that acts first on it. */
struct OtherRoll
{
    int total = 0;
    QString first;
};

/** The other entries, highest total first (a tie counts as ahead: the rolled order stands until reordered). */
QList<OtherRoll> otherRolls(const EncounterState &state, const QString &creature)
{
    QList<OtherRoll> others;
    for (const InitiativeEntry &entry : state.initiative.entries()) {
        if (!entry.members.contains(creature))
            others << OtherRoll{entry.total, entry.members.constFirst()};
    }
    std::stable_sort(others.begin(), others.end(),
                     [](const OtherRoll &a, const OtherRoll &b) { return a.total > b.total; });
    return others;
}

int placeOf(int total, const QList<OtherRoll> &others)
{
    return 1 + int(std::count_if(others.cbegin(), others.cend(),
                                 [&](const OtherRoll &other) { return other.total >= total; }));
}

/** Whether the module is in force with a running game night, read into `night`. */
bool readNight(const RollReviews *hooks, ActionDiceNight &night)
{
    if (!hooks->modules || !hooks->modules->contains(moduleId))
        return false;
    auto read = ActionDiceNight::fromJson(hooks->modules->value(moduleId).value(QStringLiteral("gameNight")).toObject(),
                                          JsonContext(QStringLiteral("actionDice.gameNight")));
    if (!read || !read->running())
        return false;
    night = *read;
    return true;
}

void storeNight(const RollReviews *hooks, const ActionDiceNight &night)
{
    QJsonObject state = hooks->modules->value(moduleId);
    state.insert(QStringLiteral("gameNight"), night.toJson());
    hooks->modules->insert(moduleId, state);
}

/** A recorded offer of this module for this initiative roll (a replay makes the offers the log recorded). */
bool recordedHere(const QJsonObject &recorded, const QString &roll, const QString &creature)
{
    // Every creature's roll is reviewed in turn: the recorded offer must be this creature's.
    return recorded.value(QStringLiteral("module")).toString() == moduleId &&
           recorded.value(QStringLiteral("decider")).toString() == creature &&
           recorded.value(QStringLiteral("details")).toObject().value(QStringLiteral("roll")).toString() == roll;
}

} // namespace

QCoro::Task<ReviewedRoll> ActionDiceRollReview::reviewInitiative(ReviewedRoll roll, RulesContext *context)
{
    const RollReviews *hooks = context->reviews();
    if (!hooks)
        co_return roll;
    const QString heroId = hooks->heroOf.value(roll.by, roll.by);
    const bool replaying = context->replaying();
    ActionDiceNight night;
    if (!replaying && (!readNight(hooks, night) || !night.pools().contains(heroId)))
        co_return roll;
    const QList<OtherRoll> others = otherRolls(context->state(), roll.by);
    const int count = int(others.size()) + 1;

    // The hero token's re-roll: offered while a better place is in reach of a new d20.
    int place = placeOf(roll.total, others);
    const bool tokenLeft = replaying || night.pools().value(heroId).heroTokens > 0;
    if (place > 1 && tokenLeft) {
        const int ahead = others.at(place - 2).total; // the total of the place just above
        const int faces = std::clamp(20 - (ahead + 1 - roll.formula.bonus) + 1, 0, 20);
        const bool offered = replaying ? recordedHere(context->recordedNext(DecisionKind::ModuleReroll),
                                                      QStringLiteral("initiativeReroll"), roll.by)
                                       : faces > 0;
        if (offered) {
            const QJsonObject details{{QStringLiteral("roll"), QStringLiteral("initiativeReroll")},
                                      {QStringLiteral("of"), QStringLiteral("initiative")},
                                      {QStringLiteral("natural"), roll.natural},
                                      {QStringLiteral("total"), roll.total},
                                      {QStringLiteral("place"), place},
                                      {QStringLiteral("placeCount"), count},
                                      {QStringLiteral("percent"), QStringLiteral("%1%").arg(faces * 5)}};
            const QString offer = QStringLiteral("spend a hero token: re-roll initiative %1 (place %2 of %3; %4% to "
                                                 "reach a better place)")
                                      .arg(roll.total)
                                      .arg(place)
                                      .arg(count)
                                      .arg(faces * 5);
            auto asking = context->ask({DecisionKind::ModuleReroll, roll.by, {}, {}, moduleId, offer, details});
            if (co_await asking) {
                bool paid = true;
                if (!replaying) {
                    paid = bool(night.tokenForReroll(heroId, heroId, true, false));
                    if (paid)
                        storeNight(hooks, night);
                }
                if (paid) {
                    const int natural =
                        context->rollD20(roll.by, QStringLiteral("hero token: re-roll initiative"), roll.formula.bonus);
                    context->record({{QStringLiteral("type"), QStringLiteral("actionDice.heroTokenSpent")},
                                     {QStringLiteral("hero"), heroId},
                                     {QStringLiteral("creature"), roll.by},
                                     {QStringLiteral("spend"), QStringLiteral("reroll")},
                                     {QStringLiteral("purpose"), roll.purpose},
                                     {QStringLiteral("was"), roll.natural},
                                     {QStringLiteral("natural"), natural},
                                     {QStringLiteral("total"), natural + roll.formula.bonus},
                                     {QStringLiteral("inEncounter"), true}});
                    roll.natural = natural;
                    roll.total = natural + roll.formula.bonus;
                }
            }
        }
    }

    // Action dice, one at a time, while a better place is left (any number of dice on one roll).
    int spent = 0;
    while ((place = placeOf(roll.total, others)) > 1) {
        int sides = 0;
        if (replaying) {
            const QJsonObject recorded = context->recordedNext(DecisionKind::ModuleOffer);
            if (!recordedHere(recorded, QStringLiteral("initiative"), roll.by))
                break;
            sides = recorded.value(QStringLiteral("details")).toObject().value(QStringLiteral("sides")).toInt();
        } else {
            auto who = night.spender(heroId, heroId);
            if (!who)
                break;
            ActionDiceBoostRequest request;
            request.who = *who;
            request.kind = ActionDiceRollKind::Initiative;
            request.diceSpentBefore = spent;
            if (!ActionDiceSpendRules::checkBoost(request))
                break;
            sides = night.pools().value(heroId).sides;
        }
        auto odds = BoostOdds::create(1, sides);
        if (!odds)
            break;
        QJsonArray places;
        QStringList reach;
        for (int better = place - 1; better >= 1; --better) {
            // Reaching a place is passing the roll that holds it: acting before that creature.
            const OtherRoll &passed = others.at(better - 1);
            const int needTotal = passed.total + 1;
            const QString percent = odds->percentAtLeast(needTotal - roll.total);
            const Combatant *before = context->state().combatant(passed.first);
            const QString name = before ? before->name : passed.first;
            places.append(QJsonObject{{QStringLiteral("place"), better},
                                      {QStringLiteral("total"), needTotal},
                                      {QStringLiteral("before"), passed.first},
                                      {QStringLiteral("name"), name},
                                      {QStringLiteral("percent"), percent}});
            reach << QStringLiteral("%1 to act before %2 (%3+)").arg(percent, name).arg(needTotal);
        }
        const QJsonObject details{{QStringLiteral("dice"), 1},
                                  {QStringLiteral("sides"), sides},
                                  {QStringLiteral("roll"), QStringLiteral("initiative")},
                                  {QStringLiteral("total"), roll.total},
                                  {QStringLiteral("place"), place},
                                  {QStringLiteral("placeCount"), count},
                                  {QStringLiteral("places"), places}};
        const QString offer = QStringLiteral("spend 1d%1: initiative %2 is place %3 of %4; %5")
                                  .arg(sides)
                                  .arg(roll.total)
                                  .arg(place)
                                  .arg(count)
                                  .arg(reach.join(QStringLiteral(", ")));
        auto asking = context->ask({DecisionKind::ModuleOffer, roll.by, {}, {}, moduleId, offer, details});
        if (!co_await asking)
            break;
        if (!replaying) {
            if (!night.payOneDie(heroId, success()))
                break;
        }
        auto expression = DiceParser().parse(QStringLiteral("1d%1!").arg(sides));
        EncounterDieSource source(context->state().rng);
        auto rolled = expression ? DiceRoller(source).roll(*expression, QStringLiteral("action die: boost initiative"))
                                 : Result<RollRecord>(expression.error());
        if (!rolled)
            break;
        QJsonObject event = rolled->toJson();
        event.insert(QStringLiteral("by"), roll.by);
        context->record(event);
        roll.total += rolled->total;
        ++spent;
        context->record({{QStringLiteral("type"), QStringLiteral("actionDiceBoost")},
                         {QStringLiteral("hero"), heroId},
                         {QStringLiteral("by"), roll.by},
                         {QStringLiteral("roll"), QStringLiteral("initiative")},
                         {QStringLiteral("purpose"), roll.purpose},
                         {QStringLiteral("die"), rolled->total},
                         {QStringLiteral("total"), roll.total}});
    }
    if (!replaying && spent > 0)
        storeNight(hooks, night);
    co_return roll;
}

} // namespace battlemat
