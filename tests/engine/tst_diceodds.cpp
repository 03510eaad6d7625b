#include "dice/attackodds.h"
#include "dice/diceodds.h"
#include "dice/diceparser.h"
#include "dice/diceroller.h"
#include "dice/resistedrollodds.h"
#include "dice/scripteddiesource.h"

#include <QMap>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace battlemat;

static DiceExpression parsed(const QString &text)
{
    auto expression = DiceParser().parse(text);
    if (!expression)
        qFatal("%s", qPrintable(expression.errorMessage()));
    return *expression;
}

static DiceDistribution odds(const QString &text)
{
    auto distribution = DiceOdds::distribution(parsed(text));
    if (!distribution)
        qFatal("%s", qPrintable(distribution.errorMessage()));
    return *distribution;
}

static bool near(double a, double b, double tolerance = 1e-12)
{
    return std::abs(a - b) <= tolerance;
}

/**
 * Brute force through the real DiceRoller: every sequence of die results up to `maxRolls` long, each with
 * chance sides^-length. Returns P(total) for the sequences that finished.
 */
static QMap<int, double> enumerateRolls(const DiceExpression &expression, int sides, int maxRolls)
{
    QMap<int, double> chances;
    std::function<void(QList<int>)> walk = [&](QList<int> script) {
        ScriptedDieSource source(script);
        auto record = DiceRoller(source).roll(expression);
        if (record) {
            chances[record->total] += std::pow(1.0 / sides, double(script.size()));
            return;
        }
        if (script.size() >= maxRolls)
            return;
        for (int face = 1; face <= sides; ++face)
            walk(script + QList<int>{face});
    };
    walk({});
    return chances;
}

/** Exact odds: distributions by convolution, keep rules, explosions, attacks and resisted rolls. */
class TestDiceOdds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twoD6()
    {
        const DiceDistribution d = odds(QStringLiteral("2d6"));
        QVERIFY(near(d.probability(7), 1.0 / 6));
        QVERIFY(near(d.probability(2), 1.0 / 36));
        QVERIFY(near(d.probability(12), 1.0 / 36));
        QCOMPARE(d.probability(13), 0.0);
        QCOMPARE(d.minimum(), 2);
        QCOMPARE(d.maximum(), 12);
        QVERIFY(near(d.mean(), 7.0));
        QVERIFY(near(d.probabilityAtLeast(10), 6.0 / 36));
        QVERIFY(near(d.mass(), 1.0));
    }

    void fourD6KeepHighestThree()
    {
        const DiceDistribution d = odds(QStringLiteral("4d6kh3"));
        QCOMPARE(QString::number(d.mean(), 'f', 4), QStringLiteral("12.2446"));
        QVERIFY(near(d.mean(), 15869.0 / 1296));
        QVERIFY(near(d.probability(18), 21.0 / 1296));
        QVERIFY(near(d.probability(3), 1.0 / 1296));
    }

    void termsAndConstants()
    {
        const DiceDistribution d = odds(QStringLiteral("4d8+5"));
        QCOMPARE(d.minimum(), 9);
        QCOMPARE(d.maximum(), 37);
        QVERIFY(near(d.mean(), 23.0));
        const DiceDistribution minus = odds(QStringLiteral("1d20-1d4-2"));
        QCOMPARE(minus.minimum(), -5);
        QCOMPARE(minus.maximum(), 17);
        QVERIFY(near(minus.mean(), 10.5 - 2.5 - 2));
        QVERIFY(near(odds(QStringLiteral("7")).probability(7), 1.0));
    }

    void agreesWithBruteForceThroughTheRoller_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("maxRolls");
        QTest::addColumn<int>("exactUpTo"); // totals up to here come only from sequences within maxRolls
        QTest::newRow("2d6") << "2d6" << 6 << 2 << 12;
        QTest::newRow("4d6kh3") << "4d6kh3" << 6 << 4 << 18;
        QTest::newRow("5d4kh2") << "5d4kh2+1" << 4 << 5 << 9;
        QTest::newRow("4d6kl2") << "4d6kl2" << 6 << 4 << 12;
        QTest::newRow("3d20kl1 disadvantage") << "3d20kl1" << 20 << 3 << 20;
        QTest::newRow("minus dice") << "3d4-2d4" << 4 << 5 << 10;
        QTest::newRow("exploding") << "1d6!" << 6 << 6 << 30;
        QTest::newRow("exploding several") << "3d4!" << 4 << 7 << 15;
        QTest::newRow("exploding kept") << "3d4!kh2" << 4 << 7 << 11;
        QTest::newRow("exploding highest of two") << "2d4!kh1" << 4 << 6 << 9;
        QTest::newRow("only one action die explodes") << "3d4!1" << 4 << 6 << 15;
        QTest::newRow("only one, two dice") << "2d6!1+3" << 6 << 5 << 26;
    }

    void agreesWithBruteForceThroughTheRoller()
    {
        QFETCH(QString, text);
        QFETCH(int, sides);
        QFETCH(int, maxRolls);
        QFETCH(int, exactUpTo);
        const DiceExpression expression = parsed(text);
        const QMap<int, double> brute = enumerateRolls(expression, sides, maxRolls);
        const DiceDistribution exact = odds(text);
        for (int total = exact.minimum() - 1; total <= exactUpTo; ++total) {
            QVERIFY2(near(exact.probability(total), brute.value(total), 1e-12),
                     qPrintable(QStringLiteral("P(%1) = %2, brute force %3")
                                    .arg(total)
                                    .arg(exact.probability(total), 0, 'g', 17)
                                    .arg(brute.value(total), 0, 'g', 17)));
        }
    }

    void explodingDiceDepth()
    {
        QCOMPARE(DiceOdds::explosionDepthFor(6), 16);
        QCOMPARE(DiceOdds::explosionDepthFor(2), 40);
        QCOMPARE(DiceOdds::explosionDepthFor(1000), 4);
        // The mean of an exploding die is (sides + 1) / 2 * sides / (sides - 1): 4.2 for a d6.
        const DiceDistribution d6 = odds(QStringLiteral("1d6!"));
        QVERIFY(near(d6.mean(), 4.2, 1e-9));
        QVERIFY(near(d6.mass(), 1.0));
        QCOMPARE(d6.probability(6), 0.0); // a 6 always explodes
        QVERIFY(near(d6.probability(7), 1.0 / 36));
        const DiceDistribution eight = odds(QStringLiteral("8d6!"));
        QVERIFY(near(eight.mean(), 8 * 4.2, 1e-8));
    }

    void explodingKeepRulesMatchOrderStatistics()
    {
        // Independent dice: P(lowest of two >= t) = P(X >= t)^2 and P(highest of two <= t) = P(X <= t)^2.
        const DiceDistribution one = odds(QStringLiteral("1d4!"));
        const DiceDistribution lowest = odds(QStringLiteral("2d4!kl1"));
        const DiceDistribution highest = odds(QStringLiteral("2d4!kh1"));
        for (int t = 1; t <= 60; ++t) {
            QVERIFY(near(lowest.probabilityAtLeast(t), std::pow(one.probabilityAtLeast(t), 2)));
            QVERIFY(near(highest.probabilityAtMost(t), std::pow(one.probabilityAtMost(t), 2)));
        }
    }

    void keepHighestOfManyDice()
    {
        // 10d10kh3 by the order statistics recursion; its top value needs three 10s among ten dice.
        const DiceDistribution d = odds(QStringLiteral("10d10kh3"));
        QCOMPARE(d.minimum(), 3);
        QCOMPARE(d.maximum(), 30);
        QVERIFY(near(d.mass(), 1.0));
        double atLeastThreeTens = 0;
        for (int tens = 3; tens <= 10; ++tens) {
            double choose = 1;
            for (int i = 0; i < tens; ++i)
                choose = choose * (10 - i) / (i + 1);
            atLeastThreeTens += choose * std::pow(0.1, tens) * std::pow(0.9, 10 - tens);
        }
        QVERIFY(near(d.probability(30), atLeastThreeTens));
        // All dice are 1 only if all ten show 1.
        QVERIFY(near(d.probability(3), std::pow(0.1, 10), 1e-20));
    }

    void manyLevelsOfAdvantageStayProbabilities()
    {
        // Found by the fuzzer: 962 levels of advantage made the binomial rounding push P(hit) above 1.
        const DiceDistribution d = odds(QStringLiteral("962d20kh1"));
        QVERIFY(near(d.mass(), 1.0, 1e-14));
        QVERIFY(near(d.probability(20), 1 - std::pow(0.95, 962), 1e-14));
        auto attack = AttackOdds::compute(parsed(QStringLiteral("1+962d20kh1")), 15);
        QVERIFY(attack.ok());
        QVERIFY(attack->hit <= 1.0);
        QVERIFY(attack->miss >= 0.0);
        QVERIFY(attack->critical <= attack->hit);
    }

    void refusesWhatIsTooBig()
    {
        auto huge = DiceOdds::distribution(parsed(QStringLiteral("1000d1000")));
        QVERIFY(!huge.ok());
        QVERIFY(huge.errorMessage().contains(QStringLiteral("too many outcomes")));
        QVERIFY(!DiceOdds::distribution(parsed(QStringLiteral("1000d1000kh500"))).ok());
        QVERIFY(!DiceOdds::distribution(parsed(QStringLiteral("1000d1000kh999!"))).ok());
        // Counting 100 explosions per d1000 the estimate (about 1e19) passes 64-bit integers: still refused.
        OddsLimits deep;
        deep.explosionDepth = 100;
        QVERIFY(!DiceOdds::distribution(parsed(QStringLiteral("1000d1000kh999!")), deep).ok());
        QVERIFY(DiceOdds::distribution(parsed(QStringLiteral("100d100"))).ok());
        DiceTerm built;
        built.kind = DiceTerm::Kind::Dice;
        built.count = 5000;
        built.sides = 6;
        built.keep = KeepRule::Highest;
        built.keepCount = 1;
        QVERIFY(!DiceOdds::termDistribution(built).ok());
    }

    void attackAgainstDefense_data()
    {
        QTest::addColumn<QString>("attack");
        QTest::addColumn<int>("defense");
        QTest::addColumn<double>("hit");
        QTest::addColumn<double>("critical");
        QTest::newRow("1d20+5 vs 15") << "1d20+5" << 15 << 0.55 << 0.05;
        QTest::newRow("natural 1 always misses") << "1d20+30" << 15 << 0.95 << 0.05;
        QTest::newRow("natural 20 always hits") << "1d20" << 40 << 0.05 << 0.05;
        QTest::newRow("1d20+12 vs 23") << "1d20+12" << 23 << 0.5 << 0.05;
        QTest::newRow("advantage") << "2d20kh1+5" << 15 << 1 - 0.45 * 0.45 << 1 - 0.95 * 0.95;
        QTest::newRow("disadvantage") << "2d20kl1+5" << 15 << 0.55 * 0.55 << 0.05 * 0.05;
        // 1d20 + 1d4 vs 14: natural n hits when 1d4 >= 14 - n.
        QTest::newRow("dice bonus") << "1d20+1d4" << 14 << 9.5 / 20 << 0.05;
    }

    void attackAgainstDefense()
    {
        QFETCH(QString, attack);
        QFETCH(int, defense);
        QFETCH(double, hit);
        QFETCH(double, critical);
        auto result = AttackOdds::compute(parsed(attack), defense);
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        QVERIFY2(near(result->hit, hit), qPrintable(QString::number(result->hit, 'g', 17)));
        QVERIFY(near(result->critical, critical));
        QVERIFY(near(result->miss, 1 - hit));
    }

    void expectedDamage()
    {
        auto result = AttackOdds::compute(parsed(QStringLiteral("1d20+5")), 15, parsed(QStringLiteral("2d6+3")));
        QVERIFY(result.ok());
        QVERIFY(near(result->damageOnHit, 10.0));
        QCOMPARE(result->damageOnCritical, 15);
        QVERIFY(near(result->expectedDamage, 0.50 * 10 + 0.05 * 15));
        QCOMPARE(AttackOdds::maximumDamage(parsed(QStringLiteral("4d6kh3+1d6!-1d4+2"))), 18 + 6 - 1 + 2);
    }

    void attackNeedsOneNaturalD20_data()
    {
        QTest::addColumn<QString>("attack");
        QTest::newRow("no d20") << "1d12+5";
        QTest::newRow("two d20 terms") << "1d20+1d20";
        QTest::newRow("2d20 summed") << "2d20+3";
        QTest::newRow("exploding d20") << "1d20!";
        QTest::newRow("subtracted d20") << "10-1d20";
    }

    void attackNeedsOneNaturalD20()
    {
        QFETCH(QString, attack);
        QVERIFY(!AttackOdds::compute(parsed(attack), 10).ok());
    }

    void resistedRollsAgreeWithBruteForce_data()
    {
        QTest::addColumn<int>("acting");
        QTest::addColumn<int>("actingLevels");
        QTest::addColumn<int>("resisting");
        QTest::addColumn<int>("resistingLevels");
        QTest::newRow("D8 vs D6") << 8 << 0 << 6 << 0;
        QTest::newRow("D8 advantage vs D6") << 8 << 1 << 6 << 0;
        QTest::newRow("D8 vs D6 two advantages") << 8 << 0 << 6 << 2;
        QTest::newRow("D8 disadvantage vs D6 disadvantage") << 8 << -1 << 6 << -1;
        QTest::newRow("D2 vs D60") << 2 << 0 << 60 << 0;
        QTest::newRow("D20 two disadvantages vs D4") << 20 << -2 << 4 << 0;
    }

    void resistedRollsAgreeWithBruteForce()
    {
        QFETCH(int, acting);
        QFETCH(int, actingLevels);
        QFETCH(int, resisting);
        QFETCH(int, resistingLevels);
        const LadderRoll actor{DieRank::fromSides(acting).value(), AdvantageLevels::fromNet(actingLevels)};
        const LadderRoll resistor{DieRank::fromSides(resisting).value(), AdvantageLevels::fromNet(resistingLevels)};
        const ResistedRollOdds result = ResistedRollOdds::compute(actor, resistor);

        // Every outcome of every die rolled: the kept die is the highest (advantage) or lowest (disadvantage).
        const int actingDice = 1 + std::abs(actingLevels);
        const int resistingDice = 1 + std::abs(resistingLevels);
        QMap<int, double> exactly;
        double fumbles = 0;
        const auto keptOf = [](QList<int> faces, int levels) {
            return levels >= 0 ? *std::max_element(faces.begin(), faces.end())
                               : *std::min_element(faces.begin(), faces.end());
        };
        const auto allFaces = [](int sides, int dice) {
            QList<QList<int>> outcomes{{}};
            for (int die = 0; die < dice; ++die) {
                QList<QList<int>> longer;
                for (const QList<int> &outcome : outcomes) {
                    for (int face = 1; face <= sides; ++face)
                        longer.append(outcome + QList<int>{face});
                }
                outcomes = longer;
            }
            return outcomes;
        };
        const QList<QList<int>> actingOutcomes = allFaces(acting, actingDice);
        const QList<QList<int>> resistingOutcomes = allFaces(resisting, resistingDice);
        const double chance = 1.0 / (double(actingOutcomes.size()) * double(resistingOutcomes.size()));
        for (const QList<int> &a : actingOutcomes) {
            const int x = keptOf(a, actingLevels);
            for (const QList<int> &r : resistingOutcomes) {
                const int y = keptOf(r, resistingLevels);
                int successes = 0;
                if (x == 1)
                    fumbles += chance; // "Fumbles": a 1 fails even against a 1
                else
                    for (int k = 1; x >= k * y; ++k)
                        successes = k;
                exactly[successes] += chance;
            }
        }
        QVERIFY(near(result.fumble, fumbles));
        double expected = 0;
        for (int k = 1; k <= 61; ++k) {
            double atLeast = 0;
            for (auto it = exactly.constBegin(); it != exactly.constEnd(); ++it)
                atLeast += it.key() >= k ? it.value() : 0.0;
            QVERIFY2(near(result.atLeastSuccesses(k), atLeast),
                     qPrintable(QStringLiteral("k=%1: %2 vs %3").arg(k).arg(result.atLeastSuccesses(k)).arg(atLeast)));
            QVERIFY(near(result.exactly(k), exactly.value(k)));
            expected += k * exactly.value(k);
        }
        QVERIFY(near(result.expectedSuccesses, expected));
        QVERIFY(near(result.exactly(0), exactly.value(0)));
    }

    void resistedRollExamplesFromTheRules()
    {
        // D8 attack rolling 6 against a D6 defense rolling 4 hits; against a 3 it is a double success.
        QCOMPARE(ResistedRollOdds::successes(6, 4), 1);
        QCOMPARE(ResistedRollOdds::successes(6, 3), 2);
        QCOMPARE(ResistedRollOdds::successes(9, 3), 3);
        QCOMPARE(ResistedRollOdds::successes(3, 4), 0);
        QCOMPARE(ResistedRollOdds::successes(1, 1), 0); // fumble
        QCOMPARE(ResistedRollOdds::successes(2, 1), 2);
        // D8 vs D6: 8 x 6 = 48 pairs; a success needs x >= y and x > 1.
        const LadderRoll d8{DieRank::fromSides(8).value(), {}};
        const LadderRoll d6{DieRank::fromSides(6).value(), {}};
        int pairs = 0;
        for (int x = 2; x <= 8; ++x)
            pairs += std::min(x, 6);
        QVERIFY(near(ResistedRollOdds::compute(d8, d6).success(), pairs / 48.0));
    }
};

QTEST_GUILESS_MAIN(TestDiceOdds)
#include "tst_diceodds.moc"
