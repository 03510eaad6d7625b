// Action dice and hero tokens on a dying hero's death saving throw (../shared/rules/action-dice-hero-tokens.txt:
// "add the result of 1 or more of your action dice to any die roll you make (... 1 saving throw ...)", "A character
// may spend an Action Die (as a free action) to become Stable when they are unconscious"; the hero token's re-roll
// of a d20 check, ../shared/rules/README.md, Known unknowns; Orcus "Death saving throws": 10 or higher succeeds).
// At the end of the dying hero's turn: first the offer to become stable instead of rolling, then the roll, the
// token's re-roll of a failure and the action dice, each in the turn's step (undo, replay).
#include "modulefightfixture.h"

#include "modules/actiondice/actiondicemodule.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const QString ava = QStringLiteral("ava");

/** The arena with action dice in force, game night 1 (ava level 1: 3d4, 1 hero token), ava dying at -5 HP. */
struct DyingFight : ModuleFight
{
    explicit DyingFight(const QList<int> &moreRolls)
        : ModuleFight({QStringLiteral("actionDice")}, moreRolls)
    {
        if (!step("{'type': 'actionDice.startGameNight', 'heroes': [{'id': 'ava', 'level': 1}]}").ok)
            qFatal("no game night");
        if (!step("{'type': 'damage', 'target': 'ava', 'amount': 35}").ok || !state().combatant(ava)->isDying())
            qFatal("ava is not dying");
    }
    QJsonObject pool() const
    {
        return moduleState("actionDice")
            .value(QStringLiteral("gameNight"))
            .toObject()
            .value(QStringLiteral("pools"))
            .toObject()
            .value(ava)
            .toObject();
    }
    int dice() const { return pool().value(QStringLiteral("dice")).toInt(); }
    int tokens() const { return pool().value(QStringLiteral("heroTokens")).toInt(); }
    CommandOutcome avaEndsTurn(QList<ScriptedDecider::Answer> answers)
    {
        return step(QJsonObject{{QStringLiteral("type"), QStringLiteral("endTurn")}, {QStringLiteral("creature"), ava}},
                    answers);
    }
    Result<std::unique_ptr<CommandProcessor>> replay() const
    {
        RollReviews reviews;
        reviews.reviews = {ActionDiceModule().rollReview({})};
        reviews.heroOf = session.heroOf();
        reviews.parseCommand = [](const QJsonObject &command, const JsonContext &where) {
            return ActionDiceModule().addOnEncounterCommand(command, where, {}, {});
        };
        return EncounterReplay::replay(session.encounter()->log(), QStringLiteral("test"), &reviews);
    }
};

ScriptedDecider::Answer offer(bool yes)
{
    return {DecisionKind::ModuleOffer, yes, {}, {}};
}

ScriptedDecider::Answer reroll(bool yes)
{
    return {DecisionKind::ModuleReroll, yes, {}, {}};
}

} // namespace

class TestDeathSaveActionDice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Ava declines to become stable and rolls a natural 7: a failure. The token's re-roll is offered at 55% (faces
    // 10 to 20) and declined; a d4 needs 3 or more, 50%: it shows 4, explodes and adds 1, so 12 saves. No failure
    // is counted, one die is paid; undo gives it back, the log replays to the same fight.
    void anActionDieTurnsAFailedDeathSave()
    {
        DyingFight fight({7, 4, 1});
        const CommandOutcome done = fight.avaEndsTurn({offer(false), reroll(false), offer(true)});
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto decisions = ofType(done.events, "decision");
        QCOMPARE(decisions.size(), 3);
        QCOMPARE(decisions[0].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend 1d4: become stable instead of rolling this death saving throw (it fails 45% "
                                "of the time; 0 of 3 failures so far)"));
        QCOMPARE(decisions[1].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend a hero token: re-roll this d20 (55% to turn this failed save into a success)"));
        QCOMPARE(decisions[2].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend 1d4: 50% to turn this failed save into a success"));
        const auto saves = ofType(done.events, "deathSave");
        QCOMPARE(saves.size(), 1);
        QCOMPARE(saves[0].value(QStringLiteral("roll")).toInt(), 7);
        QCOMPARE(saves[0].value(QStringLiteral("added")).toInt(), 5);
        QCOMPARE(saves[0].value(QStringLiteral("total")).toInt(), 12);
        QVERIFY(saves[0].value(QStringLiteral("success")).toBool());
        QCOMPARE(fight.state().combatant(ava)->deathSaveFailures, 0);
        QCOMPARE(fight.dice(), 2);

        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.state()));

        QVERIFY(fight.session.undo().ok);
        QCOMPARE(fight.dice(), 3);
        QCOMPARE(fight.state().current, ava);
        QVERIFY(fight.session.redo().ok);
        QCOMPARE(fight.dice(), 2);
    }

    // Declining everything, the natural 7 is a failure like any other: one failure counted, nothing paid.
    void declinedTheFailureCounts()
    {
        DyingFight fight({7});
        const CommandOutcome done = fight.avaEndsTurn({offer(false), reroll(false), offer(false)});
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "decision").size(), 3);
        QVERIFY(!ofType(done.events, "deathSave")[0].value(QStringLiteral("success")).toBool());
        QCOMPARE(fight.state().combatant(ava)->deathSaveFailures, 1);
        QCOMPARE(fight.dice(), 3);
        QCOMPARE(fight.tokens(), 1);
    }

    // The hero token re-rolls the natural 3: the new die shows 15 and the save succeeds; no action die is offered
    // on a save that already succeeds.
    void aHeroTokenRerollsTheDeathSave()
    {
        DyingFight fight({3, 15});
        const CommandOutcome done = fight.avaEndsTurn({offer(false), reroll(true)});
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "decision").size(), 2);
        const auto saves = ofType(done.events, "deathSave");
        QCOMPARE(saves[0].value(QStringLiteral("roll")).toInt(), 15);
        QCOMPARE(saves[0].value(QStringLiteral("rerolledFrom")).toInt(), 3);
        QVERIFY(saves[0].value(QStringLiteral("success")).toBool());
        QCOMPARE(fight.tokens(), 0);
        QCOMPARE(fight.dice(), 3);
    }

    // Becoming stable instead: one die paid, no death saving throw rolled, and none at her next turn's end either.
    void aDyingHeroBecomesStable()
    {
        DyingFight fight({});
        const CommandOutcome done = fight.avaEndsTurn({offer(true)});
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(ofType(done.events, "deathSave").size(), 0);
        QCOMPARE(ofType(done.events, "stabilized").size(), 1);
        const auto spent = ofType(done.events, "actionDice.actionDiceSpent");
        QCOMPARE(spent.size(), 1);
        QCOMPARE(spent[0].value(QStringLiteral("spend")).toString(), QStringLiteral("stabilize"));
        QVERIFY(fight.state().combatant(ava)->stabilized);
        QCOMPARE(fight.dice(), 2);

        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.state()));

        QVERIFY(fight.session.undo().ok);
        QVERIFY(!fight.state().combatant(ava)->stabilized);
        QCOMPARE(fight.dice(), 3);
    }
};

QTEST_GUILESS_MAIN(TestDeathSaveActionDice)
#include "tst_deathsaveactiondice.moc"
