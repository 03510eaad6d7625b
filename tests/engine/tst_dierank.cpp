#include "dice/diceparser.h"
#include "dice/dierank.h"
#include "dice/ladderroll.h"

#include <QTest>

using namespace battlemat;

static DieRank die(int sides)
{
    return DieRank::fromSides(sides).value();
}

/** The die-rank ladder and advantage levels ("Dice Rolling and Actions": Die Rank, Rolls with Advantage...). */
class TestDieRank : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ladderOrder()
    {
        QList<int> sides;
        for (int index = DieRank::lowestIndex; index <= DieRank::highestIndex; ++index)
            sides.append(DieRank::fromIndex(index).sides());
        QCOMPARE(sides, (QList<int>{2, 3, 4, 6, 8, 10, 12, 16, 20, 24, 30, 36, 48, 60}));
        QCOMPARE(DieRank().sides(), 6);
        QCOMPARE(die(16).name(), QStringLiteral("D16"));
    }

    void refusesDiceOffTheLadder_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("d5") << "d5";
        QTest::newRow("d100") << "D100";
        QTest::newRow("d14") << "14";
        QTest::newRow("word") << "eight";
        QTest::newRow("empty") << "";
        QTest::newRow("negative") << "d-6";
    }

    void refusesDiceOffTheLadder()
    {
        QFETCH(QString, text);
        auto rank = DieRank::fromText(text);
        QVERIFY(!rank.ok());
        QVERIFY(!rank.errorMessage().isEmpty());
    }

    void shiftsByRanks_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("advantage");
        QTest::addColumn<int>("disadvantage");
        // The rules' own examples.
        QTest::newRow("D10 +1") << 10 << 1 << 12 << 0 << 0;
        QTest::newRow("D10 +2") << 10 << 2 << 16 << 0 << 0;
        QTest::newRow("D10 +3") << 10 << 3 << 20 << 0 << 0;
        QTest::newRow("D6 -1") << 6 << -1 << 4 << 0 << 0;
        QTest::newRow("D6 -2") << 6 << -2 << 3 << 0 << 0;
        QTest::newRow("D6 -3") << 6 << -3 << 2 << 0 << 0;
        QTest::newRow("no shift") << 8 << 0 << 8 << 0 << 0;
        // The ends of the ladder: each rank beyond becomes a level.
        QTest::newRow("D48 +1 reaches D60") << 48 << 1 << 60 << 0 << 0;
        QTest::newRow("D48 +3") << 48 << 3 << 60 << 2 << 0;
        QTest::newRow("D60 +1") << 60 << 1 << 60 << 1 << 0;
        QTest::newRow("D3 -1 reaches D2") << 3 << -1 << 2 << 0 << 0;
        QTest::newRow("D6 -4") << 6 << -4 << 2 << 0 << 1;
        QTest::newRow("D2 -5") << 2 << -5 << 2 << 0 << 5;
        QTest::newRow("D2 +13 climbs the whole ladder") << 2 << 13 << 60 << 0 << 0;
        QTest::newRow("huge shift") << 2 << 2000000000 << 60 << 2000000000 - 13 << 0;
    }

    void shiftsByRanks()
    {
        QFETCH(int, from);
        QFETCH(int, ranks);
        QFETCH(int, to);
        QFETCH(int, advantage);
        QFETCH(int, disadvantage);
        const RankShift shift = die(from).shifted(ranks);
        QCOMPARE(shift.die.sides(), to);
        QCOMPARE(shift.levels.advantage, advantage);
        QCOMPARE(shift.levels.disadvantage, disadvantage);
    }

    void advantageAndDisadvantageCancelOneForOne()
    {
        const AdvantageLevels levels{3, 1};
        QCOMPARE(levels.net(), 2);
        QCOMPARE(levels.cancelled(), (AdvantageLevels{2, 0}));
        QCOMPARE((AdvantageLevels{1, 4}).cancelled(), (AdvantageLevels{0, 3}));
        QCOMPARE((AdvantageLevels{2, 2}).cancelled(), (AdvantageLevels{0, 0}));
        QCOMPARE((AdvantageLevels{2, 2}).diceRolled(), 1);
        QCOMPARE((AdvantageLevels{0, 2}).diceRolled(), 3);
        // A D2 pushed down two more ranks with one level of advantage from the GM: one disadvantage is left.
        const LadderRoll roll = LadderRoll{die(2), {1, 0}}.shifted(-2);
        QCOMPARE(roll.die.sides(), 2);
        QCOMPARE(roll.levels.cancelled(), (AdvantageLevels{0, 1}));
    }

    void ladderRollNotation_data()
    {
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("net");
        QTest::addColumn<QString>("notation");
        QTest::newRow("plain") << 8 << 0 << "1d8";
        QTest::newRow("one advantage") << 8 << 1 << "2d8kh1";
        QTest::newRow("two advantages") << 20 << 2 << "3d20kh1";
        QTest::newRow("one disadvantage") << 6 << -1 << "2d6kl1";
    }

    void ladderRollNotation()
    {
        QFETCH(int, sides);
        QFETCH(int, net);
        QFETCH(QString, notation);
        const LadderRoll roll{die(sides), AdvantageLevels::fromNet(net)};
        QCOMPARE(roll.notation(), notation);
        QCOMPARE(roll.expression().text(), notation);
        auto parsed = DiceParser().parse(notation);
        QVERIFY(parsed.ok());
        auto back = LadderRoll::fromExpression(*parsed);
        QVERIFY2(back.ok(), qPrintable(back.errorMessage()));
        QCOMPARE(back->die, roll.die);
        QCOMPARE(back->levels.net(), net);
    }

    void refusesNonLadderExpressions_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("off ladder") << "1d7";
        QTest::newRow("modifier") << "1d8+1";
        QTest::newRow("two dice summed") << "2d8";
        QTest::newRow("keep two") << "3d8kh2";
        QTest::newRow("exploding") << "1d8!";
        QTest::newRow("negative") << "-1d8";
    }

    void refusesNonLadderExpressions()
    {
        QFETCH(QString, text);
        auto parsed = DiceParser().parse(text);
        QVERIFY(parsed.ok());
        QVERIFY(!LadderRoll::fromExpression(*parsed).ok());
    }
};

QTEST_GUILESS_MAIN(TestDieRank)
#include "tst_dierank.moc"
