// A hero token's re-roll of a d20 check in the fight (../shared/rules/README.md, Known unknowns: "1 Hero Token per
// session, spendable to ... re-roll a d20 check"; docs/modules.md, "Hero tokens"): after a hero's failed attack
// roll, saving throw or check the roll review offers the re-roll with the chance the new die succeeds; taken, the
// token is paid, the d20 rolled again from the encounter's dice and the new die replaces the old before the
// outcome is applied, all in the roll's step (undo, replay).
#include "modulefightfixture.h"

#include "modules/actiondice/actiondicemodule.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

namespace {

const QString ava = QStringLiteral("ava");

/** The arena with action dice in force and game night 1: ava at level 1 (3d4 and 1 hero token). */
struct Fight : ModuleFight
{
    explicit Fight(const QList<int> &moreRolls)
        : ModuleFight({QStringLiteral("actionDice")}, moreRolls)
    {
        if (!step("{'type': 'actionDice.startGameNight', 'heroes': [{'id': 'ava', 'level': 1}]}").ok)
            qFatal("no game night");
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
    int tokens() const { return pool().value(QStringLiteral("heroTokens")).toInt(); }
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

ScriptedDecider::Answer reroll(bool yes)
{
    return {DecisionKind::ModuleReroll, yes, {}, {}};
}

} // namespace

class TestHeroTokenReroll : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Ava's sword (+6) against g1's AC 14 rolls a natural 4: 10, a miss. Faces 8 to 20 hit: 13 of 20, 65%. The
    // token re-rolls a 15: 21 hits, and the 1d8+3 damage (5: 8) is dealt. Undo gives the token and g1's hit points
    // back; the log replays to the same fight.
    void aMissedAttackIsRolledAgain()
    {
        Fight fight({4, 15, 5});
        const CommandOutcome done =
            fight.step("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}", {reroll(true)});
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto decisions = ofType(done.events, "decision");
        QCOMPARE(decisions.size(), 2); // the re-roll; then one action die offered on the damage
        QCOMPARE(decisions[0].value(QStringLiteral("kind")).toString(), QStringLiteral("moduleReroll"));
        QCOMPARE(decisions[0].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend a hero token: re-roll this d20 (65% to turn this miss into a hit)"));
        const QJsonObject details = decisions[0].value(QStringLiteral("details")).toObject();
        QCOMPARE(details.value(QStringLiteral("natural")).toInt(), 4);
        QCOMPARE(details.value(QStringLiteral("total")).toInt(), 10);
        QCOMPARE(details.value(QStringLiteral("target")).toInt(), 14);
        QCOMPARE(details.value(QStringLiteral("faces")).toInt(), 13);
        const auto attacks = ofType(done.events, "attack");
        QCOMPARE(attacks.size(), 1);
        QCOMPARE(attacks[0].value(QStringLiteral("natural")).toInt(), 15);
        QCOMPARE(attacks[0].value(QStringLiteral("rerolledFrom")).toInt(), 4);
        QCOMPARE(attacks[0].value(QStringLiteral("total")).toInt(), 21);
        QVERIFY(attacks[0].value(QStringLiteral("hit")).toBool());
        const auto spent = ofType(done.events, "actionDice.heroTokenSpent");
        QCOMPARE(spent.size(), 1);
        QCOMPARE(spent[0].value(QStringLiteral("spend")).toString(), QStringLiteral("reroll"));
        QCOMPARE(spent[0].value(QStringLiteral("was")).toInt(), 4);
        QCOMPARE(fight.state().combatant(QStringLiteral("g1"))->hp, 12);
        QCOMPARE(fight.tokens(), 0);
        QCOMPARE(fight.pool().value(QStringLiteral("dice")).toInt(), 3);

        auto replayed = fight.replay();
        QVERIFY2(replayed, qPrintable(replayed.errorMessage()));
        QVERIFY(sameState((*replayed)->state(), fight.state()));

        QVERIFY(fight.session.undo().ok);
        QCOMPARE(fight.tokens(), 1);
        QCOMPARE(fight.state().combatant(QStringLiteral("g1"))->hp, 20);
        QVERIFY(fight.session.redo().ok);
        QCOMPARE(fight.tokens(), 0);
        QCOMPARE(fight.state().combatant(QStringLiteral("g1"))->hp, 12);
    }

    // A natural 1 misses whatever is added (no action die is offered on it), but a re-roll replaces it: offered at
    // the same 65%. Declined, the miss stands and the token stays; with no token left nothing is offered.
    void aNaturalOneCanBeRerolledAndADeclineKeepsTheToken()
    {
        Fight fight({1});
        CommandOutcome done =
            fight.step("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}", {reroll(false)});
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto decisions = ofType(done.events, "decision");
        QCOMPARE(decisions.size(), 1);
        QCOMPARE(decisions[0].value(QStringLiteral("details")).toObject().value(QStringLiteral("percent")).toString(),
                 QStringLiteral("65%"));
        QVERIFY(!ofType(done.events, "attack")[0].value(QStringLiteral("hit")).toBool());
        QCOMPARE(fight.tokens(), 1);

        Fight spent({4, 3, 2});
        QVERIFY(spent.step("{'type': 'actionDice.tokenForActionDice', 'hero': 'ava'}").ok);
        QCOMPARE(spent.tokens(), 0);
        done = spent.step("{'type': 'attack', 'creature': 'ava', 'power': 'sword', 'targets': ['g1']}");
        QVERIFY2(done.ok, qPrintable(done.error));
        for (const QJsonObject &decision : ofType(done.events, "decision"))
            QVERIFY(decision.value(QStringLiteral("kind")).toString() != QLatin1String("moduleReroll"));
    }

    // A failed saving throw at the end of ava's turn (dazed, save ends): a natural 3 against 10; faces 10 to 20
    // save, 55%. The re-roll shows 12: the save succeeds and the effect ends.
    void aFailedSavingThrowIsRolledAgain()
    {
        Fight fight({3, 12});
        QVERIFY(fight
                    .step("{'type': 'applyEffect', 'target': 'ava', 'source': 'g1', 'effect': {'condition': "
                          "'dazed', 'duration': 'saveEnds'}}")
                    .ok);
        const CommandOutcome done = fight.step(
            QJsonObject{{QStringLiteral("type"), QStringLiteral("endTurn")}, {QStringLiteral("creature"), ava}},
            {reroll(true)});
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto decisions = ofType(done.events, "decision");
        QCOMPARE(decisions.size(), 1);
        QCOMPARE(decisions[0].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend a hero token: re-roll this d20 (55% to turn this failed save into a success)"));
        const auto saves = ofType(done.events, "savingThrow");
        QCOMPARE(saves.size(), 1);
        QCOMPARE(saves[0].value(QStringLiteral("rerolledFrom")).toInt(), 3);
        QCOMPARE(saves[0].value(QStringLiteral("total")).toInt(), 12);
        QVERIFY(saves[0].value(QStringLiteral("success")).toBool());
        QCOMPARE(fight.tokens(), 0);
    }

    // A check in the fight: ava's Feint (Bluff, untrained +0) against g1's passive Insight, DC 10. A natural 6
    // fails; faces 10 to 20 succeed, 55%; the re-roll shows 14.
    void aFailedCheckIsRolledAgain()
    {
        Fight fight({6, 14});
        const CommandOutcome done =
            fight.step("{'type': 'skill', 'creature': 'ava', 'action': 'feint', 'target': 'g1'}", {reroll(true)});
        QVERIFY2(done.ok, qPrintable(done.error));
        const auto decisions = ofType(done.events, "decision");
        QVERIFY(!decisions.isEmpty());
        QCOMPARE(decisions[0].value(QStringLiteral("offer")).toString(),
                 QStringLiteral("spend a hero token: re-roll this d20 (55% to turn this failed check into a success)"));
        const auto checks = ofType(done.events, "skillCheck");
        QCOMPARE(checks.size(), 1);
        QCOMPARE(checks[0].value(QStringLiteral("total")).toInt(), 14);
        QCOMPARE(checks[0].value(QStringLiteral("rerolledFrom")).toInt(), 6);
        QVERIFY(checks[0].value(QStringLiteral("success")).toBool());
    }
};

QTEST_GUILESS_MAIN(TestHeroTokenReroll)
#include "tst_herotokenreroll.moc"
