#include "mastery/difficulty.h"
#include "mastery/masterybudgetdecider.h"
#include "mastery/masteryexchange.h"
#include "mastery/masteryrolloutcome.h"
#include "masterytesthelpers.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

using Spend = MasteryChoice;

/** Ladder rolls of the mastery-point system: successes, fumbles, difficulty names, and the MP exchange. */
class TestMasteryRolls : public QObject
{
    Q_OBJECT

private:
    static MasteryExchangeResult exchange(MasteryParticipant acting, std::optional<MasteryParticipant> resisting,
                                          MasteryDecider *decider, QList<int> faces)
    {
        return QCoro::waitFor(runMasteryExchange(acting, resisting, decider, fixedFaces(faces)));
    }

private Q_SLOTS:
    void successesAndFumbles_data()
    {
        QTest::addColumn<int>("rolled");
        QTest::addColumn<int>("needed");
        QTest::addColumn<int>("successes");
        QTest::addColumn<bool>("fumble");
        // The text's example: a D8 attack rolling 6 against a D6 defense rolling 4 hits ...
        QTest::newRow("6 vs 4 hits") << 6 << 4 << 1 << false;
        // ... and against a 3 it is a double success (two points of damage).
        QTest::newRow("6 vs 3 double") << 6 << 3 << 2 << false;
        QTest::newRow("equal succeeds") << 4 << 4 << 1 << false;
        QTest::newRow("lower fails") << 3 << 4 << 0 << false;
        QTest::newRow("triple") << 9 << 3 << 3 << false;
        QTest::newRow("just short of double") << 7 << 4 << 1 << false;
        QTest::newRow("acting 1 fumbles even against 1") << 1 << 1 << 0 << true;
        QTest::newRow("resisting 1 does not fumble") << 5 << 1 << 5 << false;
    }
    void successesAndFumbles()
    {
        QFETCH(int, rolled);
        QFETCH(int, needed);
        QFETCH(int, successes);
        QFETCH(bool, fumble);
        const MasteryRollOutcome outcome = MasteryRollOutcome::judge(rolled, needed);
        QCOMPARE(outcome.successes, successes);
        QCOMPARE(outcome.fumble, fumble);
        QCOMPARE(outcome.succeeded(), successes > 0);
    }

    void difficultyNamesFollowTheTable_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("sides");
        QTest::newRow("Trivial") << "Trivial" << 2;
        QTest::newRow("Very Easy") << "Very Easy" << 3;
        QTest::newRow("Moderate") << "moderate" << 6;
        QTest::newRow("Very Hard") << "VERY HARD" << 10;
        QTest::newRow("Nearly Impossible") << "Nearly Impossible" << 24;
        QTest::newRow("Really Impossible") << "Really Impossible" << 36;
        QTest::newRow("But How?") << "But How?" << 48;
        QTest::newRow("Wait, What?") << " Wait, What? " << 60;
    }
    void difficultyNamesFollowTheTable()
    {
        QFETCH(QString, name);
        QFETCH(int, sides);
        QCOMPARE(Difficulty::fromName(name).value().sides, sides);
        QCOMPARE(Difficulty::fromSides(sides)->name.compare(name.trimmed(), Qt::CaseInsensitive), 0);
    }
    void difficultyTableHasFourteenRungs()
    {
        QCOMPARE(Difficulty::table().size(), 14);
        QVERIFY(!Difficulty::fromName(QStringLiteral("Hardish")));
        QVERIFY(!Difficulty::fromSides(5));
    }

    void advantageKeepsHighestDisadvantageLowest()
    {
        const MasteryRoll advantaged = MasteryRoll::roll(8, 2, fixedFaces({3, 7, 5}));
        QCOMPARE(advantaged.faces, (QList<int>{3, 7, 5}));
        QCOMPARE(advantaged.kept(), 7);
        const MasteryRoll disadvantaged = MasteryRoll::roll(8, -1, fixedFaces({6, 2}));
        QCOMPARE(disadvantaged.kept(), 2);
        QCOMPARE(MasteryRoll::roll(8, 0, fixedFaces({4})).faces.size(), 1);
        QCOMPARE(MasteryRoll::maximum(12).kept(), 12);
    }

    void mpAddsADieToAPlainRoll()
    {
        QueuedDecider decider({Spend::Spend, Spend::Pass});
        MasteryParticipant acting{QStringLiteral("hero"), MasteryRoll{8, 0, {3}, 0}, 2, 2};
        const auto result = exchange(acting, std::nullopt, &decider, {7});
        QCOMPARE(result.acting.roll.faces, (QList<int>{3, 7}));
        QCOMPARE(result.acting.roll.kept(), 7);
        QCOMPARE(result.acting.mpAvailable, 1);
        QCOMPARE(result.spends.size(), 1);
        QCOMPARE(result.spends.at(0).replaced, 0);
    }

    void mpRerollsTheLowestDieOfADisadvantagedRoll()
    {
        // Disadvantaged D8 showing 5 and 2: an MP re-rolls the 2; a lower new face must be kept.
        QueuedDecider decider({Spend::Spend, Spend::Spend});
        MasteryParticipant acting{QStringLiteral("hero"), MasteryRoll{8, -1, {5, 2}, 0}, 3, 2};
        const auto result = exchange(acting, std::nullopt, &decider, {1, 6});
        QCOMPARE(result.spends.at(0).replaced, 2);
        QCOMPARE(result.spends.at(0).face, 1);
        QCOMPARE(result.spends.at(0).keptAfter, 1); // worse, and kept
        QCOMPARE(result.spends.at(1).replaced, 1);
        QCOMPARE(result.acting.roll.faces, (QList<int>{5, 6}));
        QCOMPARE(result.acting.roll.kept(), 5);
        QCOMPARE(result.acting.roll.faces.size(), 2); // never more dice
    }

    void noMoreMpsThanRankOrStore()
    {
        QueuedDecider rankBound({Spend::Spend, Spend::Spend, Spend::Spend});
        MasteryParticipant acting{QStringLiteral("hero"), MasteryRoll{6, 0, {1}, 0}, 5, 2};
        auto result = exchange(acting, std::nullopt, &rankBound, {1, 1, 1});
        QCOMPARE(result.acting.roll.mpSpent, 2); // rank 2
        QCOMPARE(rankBound.offers.size(), 2);    // not even asked a third time

        QueuedDecider storeBound({Spend::Spend, Spend::Spend, Spend::Spend});
        acting.mpAvailable = 1;
        result = exchange(acting, std::nullopt, &storeBound, {1, 1, 1});
        QCOMPARE(result.acting.roll.mpSpent, 1);
    }

    void sidesAnswerEachOtherUntilBothPass()
    {
        // Attack D8 rolls 3 against defense D6 rolling 4: the attacker spends (7), the defender answers (6),
        // the attacker spends again (8), then both pass.
        QueuedDecider decider({Spend::Spend, Spend::Spend, Spend::Spend, Spend::Pass, Spend::Pass});
        MasteryParticipant attacker{QStringLiteral("hero"), MasteryRoll{8, 0, {3}, 0}, 3, 3};
        MasteryParticipant defender{QStringLiteral("ogre"), MasteryRoll{6, 0, {4}, 0}, 2, 2};
        const auto result = exchange(attacker, defender, &decider, {7, 6, 8});
        QCOMPARE(decider.offers.size(), 5);
        QVERIFY(decider.offers.at(0).acting);
        QVERIFY(!decider.offers.at(1).acting);
        QCOMPARE(decider.offers.at(1).combatant, QStringLiteral("ogre"));
        QCOMPARE(result.acting.roll.kept(), 8);
        QCOMPARE(result.resisting->roll.kept(), 6);
        QCOMPARE(result.outcome->successes, 1);
        QCOMPARE(result.acting.roll.mpSpent, 2);
        QCOMPARE(result.resisting->roll.mpSpent, 1);
    }

    void aSideWithoutMpsIsNotAsked()
    {
        QueuedDecider decider({Spend::Pass});
        MasteryParticipant attacker{QStringLiteral("hero"), MasteryRoll{8, 0, {6}, 0}, 1, 1};
        MasteryParticipant gm{QStringLiteral("GM"), MasteryRoll{6, 0, {3}, 0}, 0, 0};
        const auto result = exchange(attacker, gm, &decider, {});
        QCOMPARE(decider.offers.size(), 1);
        QCOMPARE(result.outcome->successes, 2);
    }

    void offersShowTheOddsOfEachChoice()
    {
        // D8 kept 3 against a 4: passing fails for sure; one more D8 succeeds on 4..8, 5 faces of 8.
        QueuedDecider decider({Spend::Pass});
        MasteryParticipant attacker{QStringLiteral("hero"), MasteryRoll{8, 0, {3}, 0}, 1, 1};
        MasteryParticipant defender{QStringLiteral("ogre"), MasteryRoll{6, 0, {4}, 0}, 1, 1};
        (void)exchange(attacker, defender, &decider, {});
        const MasteryOffer &offer = decider.offers.at(0);
        QCOMPARE(offer.ifPass.success, 0.0);
        QCOMPARE(offer.ifSpend.success, 5.0 / 8.0);
        // 8 against 4 is a double success: expected successes (4 faces x1 + 1 face x2) / 8.
        QCOMPARE(offer.ifSpend.expectedSuccesses, 6.0 / 8.0);
        // The defender's view of the same dice after the attacker passed: its spend can only keep 4 or more.
        const MasteryOffer &defense = decider.offers.at(1);
        QCOMPARE(defense.ifPass.success, 0.0);
        QCOMPARE(defense.ifSpend.success, 0.0);
    }

    void oddsOfARerollOnADisadvantagedRoll()
    {
        // D6 at disadvantage showing 5 and 2 against a 4: re-rolling the 2 succeeds when the new face is 4+.
        const SuccessOdds odds =
            MasteryOdds::afterSpending(MasteryRoll{6, -1, {5, 2}, 0}, MasteryRoll{6, 0, {4}, 0}, true);
        QCOMPARE(odds.success, 3.0 / 6.0);
        QCOMPARE(MasteryOdds::expectedKeptAfterSpending(MasteryRoll{6, 0, {4}, 0}), (4 * 4 + 5 + 6) / 6.0);
    }

    void budgetDeciderSpendsWhileLosing()
    {
        MasteryBudgetDecider decider({{QStringLiteral("hero"), 3}, {QStringLiteral("ogre"), 1}});
        MasteryParticipant attacker{QStringLiteral("hero"), MasteryRoll{8, 0, {2}, 0}, 3, 3};
        MasteryParticipant defender{QStringLiteral("ogre"), MasteryRoll{6, 0, {4}, 0}, 1, 1};
        // hero 2 -> spends (5: succeeds); ogre answers (6: hero fails again); hero spends (8); ogre is out.
        const auto result = QCoro::waitFor(runMasteryExchange(attacker, defender, &decider, fixedFaces({5, 6, 8})));
        QCOMPARE(result.acting.roll.mpSpent, 2);
        QCOMPARE(result.resisting->roll.mpSpent, 1);
        QCOMPARE(result.outcome->successes, 1);
    }
};

QTEST_GUILESS_MAIN(TestMasteryRolls)
#include "tst_masteryrolls.moc"
