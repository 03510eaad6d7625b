// The hero token's re-roll of a d20 check in the fight (ActionDiceRollReview::reroll; docs/modules.md, "Hero
// tokens"): offered on a hero's failed attack, saving throw or check with the chance that a new d20 succeeds, paid
// and rolled in the same step as the roll, so undo, a replay and a reopened campaign give the same fight.
#include "actiondicerollreview.h"

#include "encounter/rulescontext.h"
#include "modules/actiondice/actiondicenight.h"

namespace battlemat {

namespace {

const QString moduleId = QStringLiteral("actionDice");

/** How many of the d20's 20 faces make the roll succeed (an attack's natural 20 hits, its natural 1 misses). */
int succeedingFaces(const ReviewedRoll &roll)
{
    int faces = 0;
    for (int natural = 1; natural <= 20; ++natural) {
        ReviewedRoll again = roll;
        again.natural = natural;
        again.total = natural + roll.formula.bonus;
        if (!again.fails())
            ++faces;
    }
    return faces;
}

QString failureName(ReviewedRollKind kind)
{
    switch (kind) {
    case ReviewedRollKind::Attack:
        return QStringLiteral("miss");
    case ReviewedRollKind::SavingThrow:
        return QStringLiteral("failed save");
    default:
        return QStringLiteral("failed check");
    }
}

} // namespace

QCoro::Task<std::optional<int>> ActionDiceRollReview::reroll(ReviewedRoll roll, RulesContext *context)
{
    const RollReviews *hooks = context->reviews();
    const bool d20 = roll.kind == ReviewedRollKind::Attack || roll.kind == ReviewedRollKind::SavingThrow ||
                     roll.kind == ReviewedRollKind::Check;
    if (!hooks || !d20 || !roll.fails())
        co_return std::nullopt;
    const QString heroId = hooks->heroOf.value(roll.by, roll.by);
    const bool replaying = context->replaying();
    ActionDiceNight night;
    if (replaying) {
        // A replay offers the re-roll exactly where the log recorded one for this kind of roll.
        const QJsonObject recorded = context->recordedNext(DecisionKind::ModuleReroll);
        const QJsonObject details = recorded.value(QStringLiteral("details")).toObject();
        if (recorded.value(QStringLiteral("module")).toString() != moduleId ||
            details.value(QStringLiteral("roll")).toString() != QLatin1String("reroll") ||
            details.value(QStringLiteral("of")).toString() != reviewedRollKindName(roll.kind))
            co_return std::nullopt;
    } else {
        if (!hooks->modules || !hooks->modules->contains(moduleId))
            co_return std::nullopt;
        auto read =
            ActionDiceNight::fromJson(hooks->modules->value(moduleId).value(QStringLiteral("gameNight")).toObject(),
                                      JsonContext(QStringLiteral("actionDice.gameNight")));
        if (!read || !read->running() || read->pools().value(heroId).heroTokens < 1)
            co_return std::nullopt;
        night = *read;
    }
    const int faces = succeedingFaces(roll);
    const int percent = faces * 5; // each face of a d20 is 5%
    const QString failure = failureName(roll.kind);
    const QString success = roll.kind == ReviewedRollKind::Attack ? QStringLiteral("hit") : QStringLiteral("success");
    const QJsonObject details{{QStringLiteral("roll"), QStringLiteral("reroll")},
                              {QStringLiteral("of"), reviewedRollKindName(roll.kind)},
                              {QStringLiteral("natural"), roll.natural},
                              {QStringLiteral("total"), roll.total},
                              {QStringLiteral("target"), roll.target},
                              {QStringLiteral("bonus"), roll.formula.bonus},
                              {QStringLiteral("faces"), faces},
                              {QStringLiteral("percent"), QStringLiteral("%1%").arg(percent)}};
    const QString offer = QStringLiteral("spend a hero token: re-roll this d20 (%1% to turn this %2 into a %3)")
                              .arg(percent)
                              .arg(failure, success);
    auto asking = context->ask({DecisionKind::ModuleReroll, roll.by, roll.subject, {}, moduleId, offer, details});
    if (!co_await asking)
        co_return std::nullopt;
    if (!replaying) {
        if (!night.tokenForReroll(heroId, heroId, true, false))
            co_return std::nullopt;
        QJsonObject state = hooks->modules->value(moduleId);
        state.insert(QStringLiteral("gameNight"), night.toJson());
        hooks->modules->insert(moduleId, state);
    }
    const int natural =
        context->rollD20(roll.by, QStringLiteral("hero token: re-roll ") + roll.purpose, roll.formula.bonus);
    context->record({{QStringLiteral("type"), QStringLiteral("actionDice.heroTokenSpent")},
                     {QStringLiteral("hero"), heroId},
                     {QStringLiteral("creature"), roll.by},
                     {QStringLiteral("spend"), QStringLiteral("reroll")},
                     {QStringLiteral("purpose"), roll.purpose},
                     {QStringLiteral("was"), roll.natural},
                     {QStringLiteral("natural"), natural},
                     {QStringLiteral("total"), natural + roll.formula.bonus},
                     {QStringLiteral("inEncounter"), true}});
    co_return natural;
}

} // namespace battlemat
