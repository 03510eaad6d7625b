#include "mastery/actionpoints.h"

#include <QTest>

using namespace battlemat;

/** Action points per turn ("Actions"): what each kind of action costs and when it ends the turn. */
class TestActionPoints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void minorActionsEndTheTurnOnlyOnTheLastAp()
    {
        ActionPoints ap(3, 1);
        ap.startTurn();
        QCOMPARE(ap.left(), 3);
        auto first = ap.take(MasteryActionKind::Minor);
        QVERIFY(first.ok());
        QVERIFY(!first->turnEnds);
        QVERIFY(!ap.take(MasteryActionKind::Minor)->turnEnds);
        QCOMPARE(ap.left(), 1);
        QVERIFY(ap.take(MasteryActionKind::Minor)->turnEnds); // taken with one AP remaining
        QVERIFY(ap.turnOver());
        QVERIFY(!ap.take(MasteryActionKind::Minor).ok());
        QVERIFY(ap.take(MasteryActionKind::Free).ok()); // free actions are always left
    }

    void freeActionsCostNothing()
    {
        ActionPoints ap(3, 1);
        ap.startTurn();
        for (int i = 0; i < 5; ++i)
            QCOMPARE(ap.take(MasteryActionKind::Free)->apSpent, 0);
        QCOMPARE(ap.left(), 3);
        QVERIFY(!ap.actedThisTurn());
    }

    void majorActionEndsTheTurnWithApsLeft()
    {
        ActionPoints ap(3, 1);
        ap.startTurn();
        auto major = ap.take(MasteryActionKind::Major);
        QVERIFY(major->turnEnds);
        QCOMPARE(ap.left(), 2);
        QVERIFY(ap.turnOver());
    }

    void anMpKeepsTheTurnGoingFromRankTwo()
    {
        ActionPoints rankOne(3, 1);
        rankOne.startTurn();
        auto refused = rankOne.take(MasteryActionKind::Major, true);
        QVERIFY(!refused.ok());
        QVERIFY(refused.errorMessage().contains(QStringLiteral("rank 2")));
        QCOMPARE(rankOne.left(), 3); // nothing taken

        ActionPoints rankTwo(3, 2);
        rankTwo.startTurn();
        auto kept = rankTwo.take(MasteryActionKind::Major, true);
        QVERIFY(kept.ok());
        QVERIFY(kept->mpSpent);
        QVERIFY(!kept->turnEnds);
        // At most rank (2) major actions a turn: the second one cannot be kept going too.
        QVERIFY(!rankTwo.take(MasteryActionKind::Major, true).ok());
        auto second = rankTwo.take(MasteryActionKind::Major);
        QVERIFY(second->turnEnds);
        QCOMPARE(rankTwo.majorsThisTurn(), 2);
    }

    void rankThreeTakesThreeMajorsWithFourAp()
    {
        ActionPoints ap(4, 3);
        ap.startTurn();
        QVERIFY(ap.take(MasteryActionKind::Major, true).ok());
        QVERIFY(ap.take(MasteryActionKind::Major, true).ok());
        QVERIFY(!ap.take(MasteryActionKind::Major, true).ok());
        QVERIFY(ap.take(MasteryActionKind::Major)->turnEnds);
        QCOMPARE(ap.left(), 1);
    }

    void anMpCannotKeepATurnWithoutAps()
    {
        ActionPoints ap(2, 3);
        ap.startTurn();
        QVERIFY(ap.take(MasteryActionKind::Minor).ok());
        QVERIFY(!ap.take(MasteryActionKind::Major, true).ok()); // no AP would be left
        QVERIFY(!ap.take(MasteryActionKind::Minor, true).ok()); // only major actions end a turn
    }

    void exclusiveTakesTheWholeTurn()
    {
        ActionPoints ap(3, 1);
        ap.startTurn();
        QVERIFY(ap.take(MasteryActionKind::Free).ok()); // free actions do not spoil it
        auto exclusive = ap.take(MasteryActionKind::Exclusive);
        QCOMPARE(exclusive->apSpent, 3);
        QVERIFY(exclusive->turnEnds);

        ActionPoints late(3, 1);
        late.startTurn();
        QVERIFY(late.take(MasteryActionKind::Minor).ok());
        QVERIFY(!late.take(MasteryActionKind::Exclusive).ok());

        ActionPoints single(1, 1); // even with only one AP
        single.startTurn();
        QCOMPARE(single.take(MasteryActionKind::Exclusive)->apSpent, 1);
    }

    void interruptsArePaidFromTheNextTurn()
    {
        ActionPoints ap(3, 1);
        ap.startTurn();
        ap.endTurn();
        QCOMPARE(ap.takeInterrupt(MasteryActionKind::Minor)->apSpent, 1); // an opportunity attack
        QCOMPARE(ap.takeInterrupt(MasteryActionKind::Free)->apSpent, 0);  // a basic defense
        QCOMPARE(ap.owedNextTurn(), 1);
        ap.startTurn();
        QCOMPARE(ap.left(), 2);
        QCOMPARE(ap.owedNextTurn(), 0);
    }

    void onlyFreeInterruptsPastTheLimit()
    {
        ActionPoints ap(2, 1);
        QVERIFY(ap.takeInterrupt(MasteryActionKind::Minor).ok());
        QVERIFY(ap.takeInterrupt(MasteryActionKind::Minor).ok());
        QVERIFY(!ap.canInterrupt(MasteryActionKind::Minor));
        QVERIFY(!ap.takeInterrupt(MasteryActionKind::Minor).ok());
        QVERIFY(ap.takeInterrupt(MasteryActionKind::Free).ok());
        ap.startTurn();
        QCOMPARE(ap.left(), 0);
        QVERIFY(!ap.take(MasteryActionKind::Minor).ok());
    }

    void aMajorInterruptEndsTheNextTurn()
    {
        ActionPoints ap(3, 1);
        QCOMPARE(ap.takeInterrupt(MasteryActionKind::Major)->apSpent, 3);
        QVERIFY(!ap.canInterrupt(MasteryActionKind::Minor));
        QVERIFY(ap.canInterrupt(MasteryActionKind::Free));
        ap.startTurn();
        QCOMPARE(ap.left(), 0);
    }

    void cooldownBlocksThisTurnAndTheNext()
    {
        ActionPoints ap(3, 1);
        ap.startTurn();
        QVERIFY(ap.take(MasteryActionKind::Minor, false, QStringLiteral("Fire Breath")).ok());
        QVERIFY(!ap.take(MasteryActionKind::Minor, false, QStringLiteral("Fire Breath")).ok());
        QVERIFY(!ap.take(MasteryActionKind::Free, false, QStringLiteral("Fire Breath")).ok()); // whatever its kind
        QVERIFY(ap.take(MasteryActionKind::Minor, false, QStringLiteral("Claw")).ok());
        ap.startTurn();
        QVERIFY(!ap.take(MasteryActionKind::Minor, false, QStringLiteral("Fire Breath")).ok());
        ap.startTurn();
        QVERIFY(ap.take(MasteryActionKind::Minor, false, QStringLiteral("Fire Breath")).ok());
    }

    void aCooldownInterruptCountsForTheNextTurn()
    {
        ActionPoints ap(3, 1);
        ap.startTurn();
        ap.endTurn();
        QVERIFY(ap.takeInterrupt(MasteryActionKind::Minor, QStringLiteral("Riposte")).ok());
        ap.startTurn(); // the turn it was paid from
        QVERIFY(!ap.take(MasteryActionKind::Minor, false, QStringLiteral("Riposte")).ok());
        ap.startTurn();
        QVERIFY(!ap.take(MasteryActionKind::Minor, false, QStringLiteral("Riposte")).ok());
        ap.startTurn();
        QVERIFY(ap.take(MasteryActionKind::Minor, false, QStringLiteral("Riposte")).ok());
    }

    void aSuspendedTurnKeepsItsDebts()
    {
        ActionPoints ap(3, 1);
        QVERIFY(ap.takeInterrupt(MasteryActionKind::Minor).ok());
        ap.startTurn();
        QCOMPARE(ap.left(), 2);
        ap.suspendTurn(); // a delayer cut in before it acted
        ap.startTurn();
        QCOMPARE(ap.left(), 2);
        QCOMPARE(ap.turnNumber(), 1);
    }
};

QTEST_GUILESS_MAIN(TestActionPoints)
#include "tst_actionpoints.moc"
