#include "dice/diceparser.h"
#include "dice/diceroller.h"
#include "dice/scripteddiesource.h"
#include "dice/seededdiesource.h"

#include <QJsonArray>
#include <QTest>

#include <vector>

using namespace battlemat;

static DiceExpression parsed(const char *text)
{
    auto expression = DiceParser().parse(QString::fromUtf8(text));
    if (!expression)
        qFatal("%s", qPrintable(expression.errorMessage()));
    return *expression;
}

static Result<RollRecord> rollScripted(const char *text, QList<int> script)
{
    ScriptedDieSource source(std::move(script));
    return DiceRoller(source).roll(parsed(text), QStringLiteral("test"));
}

static QList<int> values(const RollRecord &record)
{
    QList<int> out;
    for (const RolledDie &die : record.dice)
        out.append(die.value);
    return out;
}

/** Pearson's chi-square statistic of `rolls` results of a fair d`sides` drawn from `source`. */
static double chiSquare(DieSource &source, int sides, int rolls)
{
    std::vector<int> counts(size_t(sides), 0);
    for (int i = 0; i < rolls; ++i)
        ++counts[size_t(source.roll(sides).value() - 1)];
    const double expected = double(rolls) / sides;
    double statistic = 0;
    for (int count : counts)
        statistic += (count - expected) * (count - expected) / expected;
    return statistic;
}

/** Rolling: the seeded generator, scripted dice, keep/drop, explosions and the roll record. */
class TestDiceRoller : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameSeedSameRolls()
    {
        SeededDieSource first(20261122);
        SeededDieSource second(20261122);
        SeededDieSource other(20261123);
        DiceRoller a(first), b(second), c(other);
        QList<int> fromA, fromB, fromC;
        for (const char *text : {"1d20+5", "8d6!", "4d6kh3", "2d20kl1", "3d6!1"}) {
            fromA += values(a.roll(parsed(text)).value());
            fromB += values(b.roll(parsed(text)).value());
            fromC += values(c.roll(parsed(text)).value());
        }
        QCOMPARE(fromA, fromB);
        QVERIFY(fromA != fromC);
        QCOMPARE(first.rollsDrawn(), quint64(fromA.size()));
    }

    void generatorSnapshotContinuesTheSameDice()
    {
        SeededDieSource original(99);
        DiceRoller roller(original);
        roller.roll(parsed("10d20")).value();
        auto restored = SeededDieSource::fromJson(original.toJson(), JsonContext(QStringLiteral("save")));
        QVERIFY2(restored.ok(), qPrintable(restored.errorMessage()));
        QCOMPARE(restored->seed(), quint64(99));
        QCOMPARE(restored->rollsDrawn(), quint64(10));
        SeededDieSource continuedSource = *restored;
        DiceRoller continued(continuedSource);
        QCOMPARE(values(continued.roll(parsed("20d20")).value()), values(roller.roll(parsed("20d20")).value()));

        QJsonObject broken = original.toJson();
        broken.insert(QStringLiteral("state"),
                      QJsonArray{QStringLiteral("0"), QStringLiteral("0"), QStringLiteral("0"), QStringLiteral("0")});
        auto refused =
            SeededDieSource::fromJson(broken, JsonContext(QStringLiteral("save.json"), QStringLiteral("dice")));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("dice.state")), qPrintable(refused.errorMessage()));
        broken.insert(QStringLiteral("state"), QJsonArray{QStringLiteral("1"), QStringLiteral("xyz")});
        QVERIFY(!SeededDieSource::fromJson(broken, JsonContext(QStringLiteral("save.json"))).ok());
        broken = original.toJson();
        broken.insert(QStringLiteral("seed"), 12);
        QVERIFY(!SeededDieSource::fromJson(broken, JsonContext(QStringLiteral("save.json"))).ok());
    }

    void generatorMatchesTheReferenceSequence()
    {
        // Reference xoshiro256** with state {1, 2, 3, 4} (the authors' C code): first outputs.
        Xoshiro256StarStar generator;
        generator.setState({1, 2, 3, 4});
        QCOMPARE(generator.next(), quint64(11520));
        QCOMPARE(generator.next(), quint64(0));
        QCOMPARE(generator.next(), quint64(1509978240));
        QCOMPARE(generator.next(), quint64(1215971899390074240ULL));
    }

    void resultsStayInRange()
    {
        SeededDieSource source(7);
        for (int sides : {1, 2, 3, 7, 60, 1000}) {
            for (int i = 0; i < 2000; ++i) {
                const int value = source.roll(sides).value();
                QVERIFY(value >= 1 && value <= sides);
            }
        }
        QVERIFY(!source.roll(0).ok());
    }

    void chiSquareGoodnessOfFit_data()
    {
        QTest::addColumn<int>("sides");
        QTest::addColumn<double>("critical");
        // Critical values of the chi-square distribution at p = 0.001 for sides - 1 degrees of freedom.
        QTest::newRow("d20") << 20 << 43.820;
        QTest::newRow("d60") << 60 << 98.324;
    }

    void chiSquareGoodnessOfFit()
    {
        QFETCH(int, sides);
        QFETCH(double, critical);
        SeededDieSource source(42);
        const double statistic = chiSquare(source, sides, 100000);
        QVERIFY2(statistic < critical, qPrintable(QStringLiteral("chi-square %1 >= %2").arg(statistic).arg(critical)));
        // The same test does notice a die that is only slightly loaded: 20 comes up 6% instead of 5%.
        QList<int> loaded;
        for (int i = 0; i < 100000; ++i)
            loaded.append(i % 100 < 6 ? sides : 1 + (i % (sides - 1)));
        ScriptedDieSource loadedSource(loaded);
        QVERIFY(chiSquare(loadedSource, sides, 100000) > critical);
    }

    void keepsHighestAndLowest()
    {
        auto highest = rollScripted("4d6kh3", {2, 6, 1, 5});
        QVERIFY(highest.ok());
        QCOMPARE(highest->total, 13);
        QCOMPARE(highest->dice.size(), 4);
        QCOMPARE(highest->dice[2].kept, false);
        QCOMPARE(highest->keptDice().size(), 3);

        auto lowest = rollScripted("2d20kl1+3", {17, 4});
        QCOMPARE(lowest->total, 7);
        QCOMPARE(lowest->dice[0].kept, false);
        QCOMPARE(lowest->dice[1].kept, true);

        // Equal dice: the one rolled first is kept.
        auto tie = rollScripted("3d8kh1", {5, 8, 8});
        QCOMPARE(tie->total, 8);
        QCOMPARE(tie->dice[1].kept, true);
        QCOMPARE(tie->dice[2].kept, false);
    }

    void explosionChains()
    {
        // 6, 6, 2: the first die explodes twice, then a plain 3.
        auto record = rollScripted("2d6!", {6, 6, 2, 3});
        QVERIFY(record.ok());
        QCOMPARE(record->total, 17);
        QCOMPARE(record->dice.size(), 4);
        QVERIFY(record->dice[0].exploded && !record->dice[0].bonus);
        QVERIFY(record->dice[1].exploded && record->dice[1].bonus);
        QVERIFY(!record->dice[2].exploded && record->dice[2].bonus);
        QVERIFY(!record->dice[3].exploded && !record->dice[3].bonus);
        // The rules' example: an action die shows 6, explodes, then 1: 7 is added.
        QCOMPARE(rollScripted("12+1d6!", {6, 1})->total, 19);
        // Without '!' a 6 is just a 6.
        QCOMPARE(rollScripted("1d6", {6})->total, 6);
        // Keep compares whole chains: 6+1 = 7 beats 5.
        auto kept = rollScripted("2d6!kh1", {6, 1, 5});
        QCOMPARE(kept->total, 7);
        QVERIFY(kept->dice[0].kept && kept->dice[1].kept && !kept->dice[2].kept);
    }

    void onlyOneActionDieExplodes()
    {
        // Three action dice for one spend show 6, 6, 4: only the first 6 explodes (into 3).
        auto record = rollScripted("3d6!1", {6, 3, 6, 4});
        QVERIFY(record.ok());
        QCOMPARE(record->total, 19);
        QCOMPARE(record->dice.size(), 4);
        QVERIFY(record->dice[0].exploded);
        QVERIFY(!record->dice[2].exploded);
        // With every die exploding the same script would need another die.
        QVERIFY(!rollScripted("3d6!", {6, 3, 6, 4}).ok());
    }

    void explosionDepthIsLimited()
    {
        QList<int> sixes(200, 6);
        auto record = rollScripted("1d6!", sixes);
        QVERIFY(!record.ok());
        QVERIFY2(record.errorMessage().contains(QStringLiteral("more than 100")), qPrintable(record.errorMessage()));
        QList<int> hundredSixes(100, 6);
        hundredSixes.append(2);
        QCOMPARE(rollScripted("1d6!", hundredSixes)->total, 602);
    }

    void codeBuiltRollsKeepTheLimits()
    {
        // A D60 shifted up by a million ranks is a D60 with 999,986 levels of advantage: refused, not rolled.
        const LadderRoll huge = LadderRoll{DieRank::fromSides(60).value(), {}}.shifted(1000000);
        QCOMPARE(huge.levels.advantage, 1000000);
        SeededDieSource source(1);
        auto refused = DiceRoller(source).roll(huge);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("more than 1000 dice")),
                 qPrintable(refused.errorMessage()));
        QCOMPARE(source.rollsDrawn(), quint64(0));
        const LadderRoll many{DieRank::fromSides(6).value(), {1000, 0}};
        QVERIFY(!DiceRoller(source).roll(many).ok());
        const LadderRoll allowed{DieRank::fromSides(6).value(), {999, 0}};
        QVERIFY(DiceRoller(source).roll(allowed).ok());
        QCOMPARE(source.rollsDrawn(), quint64(1000));
    }

    void scriptedDiceRefuseWhatDoesNotFit()
    {
        auto tooHigh = rollScripted("1d4", {5});
        QVERIFY(!tooHigh.ok());
        QVERIFY(tooHigh.errorMessage().contains(QStringLiteral("does not fit a d4")));
        auto ranOut = rollScripted("2d6", {3});
        QVERIFY(!ranOut.ok());
        QVERIFY(ranOut.errorMessage().contains(QStringLiteral("ran out")));
    }

    void negativeTermsAndLadderRolls()
    {
        QCOMPARE(rollScripted("1d20-1d4-2", {15, 3})->total, 10);
        ScriptedDieSource source({3, 7, 5});
        const LadderRoll advantaged{DieRank::fromSides(8).value(), {2, 0}};
        auto record = DiceRoller(source).roll(advantaged, QStringLiteral("attack"));
        QCOMPARE(record->total, 7);
        QCOMPARE(record->notation, QStringLiteral("3d8kh1"));
    }

    void resistedRollCountsSuccesses_data()
    {
        QTest::addColumn<QList<int>>("script");
        QTest::addColumn<int>("actingLevels");
        QTest::addColumn<int>("successes");
        QTest::addColumn<bool>("fumble");
        // The rules' example: a D8 attack rolling 6 against a D6 defense rolling 4 hits, against 3 it is double.
        QTest::newRow("6 vs 4") << QList<int>{6, 4} << 0 << 1 << false;
        QTest::newRow("6 vs 3") << QList<int>{6, 3} << 0 << 2 << false;
        QTest::newRow("8 vs 2: quadruple") << QList<int>{8, 2} << 0 << 4 << false;
        QTest::newRow("3 vs 4 fails") << QList<int>{3, 4} << 0 << 0 << false;
        QTest::newRow("1 vs 1 fumbles") << QList<int>{1, 1} << 0 << 0 << true;
        QTest::newRow("advantage keeps 7") << QList<int>{2, 7, 3} << 1 << 2 << false;
        QTest::newRow("disadvantage keeps 1") << QList<int>{1, 7, 1} << -1 << 0 << true;
    }

    void resistedRollCountsSuccesses()
    {
        QFETCH(QList<int>, script);
        QFETCH(int, actingLevels);
        QFETCH(int, successes);
        QFETCH(bool, fumble);
        ScriptedDieSource source(script);
        const LadderRoll acting{DieRank::fromSides(8).value(), AdvantageLevels::fromNet(actingLevels)};
        const LadderRoll resisting{DieRank::fromSides(6).value(), {}};
        auto result = DiceRoller(source).rollResisted(acting, resisting, QStringLiteral("attack"));
        QVERIFY2(result.ok(), qPrintable(result.errorMessage()));
        QCOMPARE(result->successes, successes);
        QCOMPARE(result->fumble, fumble);
        QCOMPARE(result->succeeded(), successes > 0);
        QCOMPARE(result->resisting.purpose, QStringLiteral("attack (resisting)"));
        QCOMPARE(source.remaining(), 0);
    }

    void naturalRollOfAnAttack()
    {
        auto plain = rollScripted("1d20+7", {13});
        QCOMPARE(plain->naturalRoll(), 13);
        auto advantaged = rollScripted("2d20kh1+7", {4, 19});
        QCOMPARE(advantaged->naturalRoll(), 19);
        QCOMPARE(advantaged->total, 26);
        QVERIFY(!rollScripted("1d8+2", {3})->naturalRoll().has_value());
        QVERIFY(!rollScripted("2d20", {3, 4})->naturalRoll().has_value());
    }

    void recordRoundTripsThroughJson()
    {
        auto record = rollScripted("4d6kh3+1d6!+2", {2, 6, 1, 5, 6, 4});
        QVERIFY(record.ok());
        QCOMPARE(record->total, 25);
        QCOMPARE(record->summary(), QStringLiteral("4d6kh3+1d6!+2: 2 6 [1] 5 6! 4 = 25"));
        const QJsonObject object = record->toJson();
        QCOMPARE(object.value(QStringLiteral("type")).toString(), QStringLiteral("roll"));
        QCOMPARE(object.value(QStringLiteral("purpose")).toString(), QStringLiteral("test"));
        QCOMPARE(object.value(QStringLiteral("dice")).toArray().size(), 6);
        auto back = RollRecord::fromJson(object, JsonContext(QStringLiteral("log")));
        QVERIFY2(back.ok(), qPrintable(back.errorMessage()));
        QCOMPARE(*back, *record);
    }

    void recordOfLongCanonicalTextRoundTrips()
    {
        // 899 typed characters whose canonical text ("1d1000kh1!" per term) is 1099 characters long.
        const QString typed = QStringLiteral("d1000k1!") + QStringLiteral("+d1000k1!").repeated(99);
        auto expression = DiceParser().parse(typed);
        QVERIFY2(expression.ok(), qPrintable(expression.errorMessage()));
        QVERIFY(expression->text().size() > 1000);
        SeededDieSource source(1);
        auto record = DiceRoller(source).roll(*expression);
        QVERIFY(record.ok());
        auto back = RollRecord::fromJson(record->toJson(), JsonContext(QStringLiteral("log")));
        QVERIFY2(back.ok(), qPrintable(back.errorMessage()));
        QCOMPARE(*back, *record);
    }

    void recordFromJsonRefusesWhatDoesNotAddUp()
    {
        const QJsonObject good = rollScripted("2d6+1", {3, 4})->toJson();
        const JsonContext context(QStringLiteral("log.json"), QStringLiteral("events[3]"));

        QJsonObject wrongTotal = good;
        wrongTotal.insert(QStringLiteral("total"), 12);
        auto refused = RollRecord::fromJson(wrongTotal, context);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("events[3].total")),
                 qPrintable(refused.errorMessage()));
        QVERIFY(refused.errorMessage().contains(QStringLiteral("add up to 8")));

        QJsonObject badDie = good;
        QJsonArray dice = good.value(QStringLiteral("dice")).toArray();
        QJsonObject die = dice[0].toObject();
        die.insert(QStringLiteral("value"), 7);
        dice[0] = die;
        badDie.insert(QStringLiteral("dice"), dice);
        refused = RollRecord::fromJson(badDie, context);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("events[3].dice[0].value")),
                 qPrintable(refused.errorMessage()));

        QJsonObject badNotation = good;
        badNotation.insert(QStringLiteral("notation"), QStringLiteral("2d"));
        refused = RollRecord::fromJson(badNotation, context);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.errorMessage().contains(QStringLiteral("position 3")), qPrintable(refused.errorMessage()));
    }
};

QTEST_GUILESS_MAIN(TestDiceRoller)
#include "tst_diceroller.moc"
