#include "dice/dicelimits.h"
#include "dice/diceparser.h"

#include <QTest>

using namespace battlemat;

/** Dice notation: what it reads, and how every malformed class is refused with its position. */
class TestDiceParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsNotation_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<int>("dice");
        QTest::newRow("plain") << "2d6"
                               << "2d6" << 2;
        QTest::newRow("implicit count") << "d20"
                                        << "1d20" << 1;
        QTest::newRow("upper case D as the rules write it") << "D8"
                                                            << "1d8" << 1;
        QTest::newRow("constant") << "7"
                                  << "7" << 0;
        QTest::newRow("several terms") << "2d6+1d4+3"
                                       << "2d6+1d4+3" << 3;
        QTest::newRow("spaces and minus") << " 1d20 - 2 + 1d4 "
                                          << "1d20-2+1d4" << 2;
        QTest::newRow("leading minus") << "-1d4+3"
                                       << "-1d4+3" << 1;
        QTest::newRow("keep highest") << "4d6kh3"
                                      << "4d6kh3" << 4;
        QTest::newRow("keep lowest") << "2d20kl1"
                                     << "2d20kl1" << 2;
        QTest::newRow("k means keep highest") << "4d6k3"
                                              << "4d6kh3" << 4;
        QTest::newRow("exploding") << "1d6!"
                                   << "1d6!" << 1;
        QTest::newRow("exploding then bonus") << "8d6!+2"
                                              << "8d6!+2" << 8;
        QTest::newRow("one die explodes") << "3d6!1"
                                          << "3d6!1" << 3;
        QTest::newRow("keep and explode") << "4d6!kh3"
                                          << "4d6kh3!" << 4;
        QTest::newRow("ladder d60") << "d60"
                                    << "1d60" << 1;
        QTest::newRow("ladder d48") << "2d48"
                                    << "2d48" << 2;
        QTest::newRow("limits") << "1000d1000"
                                << "1000d1000" << 1000;
    }

    void readsNotation()
    {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        QFETCH(int, dice);
        auto expression = DiceParser().parse(text);
        QVERIFY2(expression.ok(), qPrintable(expression.errorMessage()));
        QCOMPARE(expression->text(), canonical);
        QCOMPARE(expression->source(), text);
        QCOMPARE(expression->diceCount(), dice);
    }

    void buildsTheTermsOfTheTree()
    {
        auto expression = DiceParser().parse(QStringLiteral("4d6kh3 - 1d4! + 12"));
        QVERIFY(expression.ok());
        const QList<DiceTerm> &terms = expression->terms();
        QCOMPARE(terms.size(), 3);
        QVERIFY(terms[0].isDice());
        QCOMPARE(terms[0].count, 4);
        QCOMPARE(terms[0].sides, 6);
        QCOMPARE(terms[0].keep, KeepRule::Highest);
        QCOMPARE(terms[0].keepCount, 3);
        QCOMPARE(terms[0].position, 1);
        QCOMPARE(terms[1].sign, -1);
        QCOMPARE(terms[1].explosion, Explosion::EachDie);
        QCOMPARE(terms[1].position, 10);
        QCOMPARE(terms[2].kind, DiceTerm::Kind::Constant);
        QCOMPARE(terms[2].constant, 12);
        QCOMPARE(terms[2].position, 17);
    }

    void weaponDiceMultiplyTheWeaponsDamage()
    {
        const DiceParser parser(WeaponDice{2, 6});
        auto expression = parser.parse(QStringLiteral("3dW+2"));
        QVERIFY2(expression.ok(), qPrintable(expression.errorMessage()));
        QCOMPARE(expression->text(), QStringLiteral("6d6+2"));
        QVERIFY(expression->terms().constFirst().weaponDice);
        QCOMPARE(parser.parse(QStringLiteral("dw"))->text(), QStringLiteral("2d6"));

        auto weapon = DiceParser::parseWeaponDice(QStringLiteral("1d12"));
        QVERIFY(weapon.ok());
        QCOMPARE(weapon->count, 1);
        QCOMPARE(weapon->sides, 12);
        QVERIFY(!DiceParser::parseWeaponDice(QStringLiteral("1d12+2")).ok());
        QVERIFY(!DiceParser::parseWeaponDice(QStringLiteral("2d")).ok());
    }

    void refusesMalformedInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty") << "" << 1 << "empty";
        QTest::newRow("only spaces") << "   " << 4 << "empty";
        QTest::newRow("d alone") << "d" << 2 << "number of sides";
        QTest::newRow("3d") << "3d" << 3 << "number of sides";
        QTest::newRow("2d0") << "2d0" << 3 << "at least 1 side";
        QTest::newRow("0d6") << "0d6" << 1 << "at least 1 die";
        QTest::newRow("keep more than rolled") << "1d6kh7" << 6 << "cannot keep 7 of 1 dice";
        QTest::newRow("keep zero") << "4d6kh0" << 6 << "cannot keep 0";
        QTest::newRow("keep without count") << "4d6kh" << 6 << "how many dice to keep";
        QTest::newRow("plus alone") << "+" << 2 << "expected a number or dice";
        QTest::newRow("trailing plus") << "1d6+" << 5 << "expected a number or dice";
        QTest::newRow("double operator") << "1d6++2" << 5 << "expected a number or dice";
        QTest::newRow("unicode") << QStringLiteral("1d6\u00d72") << 4 << QStringLiteral("'\u00d7'");
        QTest::newRow("emoji counts as one character") << QStringLiteral("\U0001F3B2+1d6x") << 1 << "expected a number";
        QTest::newRow("after emoji") << QStringLiteral("1d6+\U0001F3B2") << 5 << "expected a number";
        QTest::newRow("letters") << "2d6 fire" << 5 << "expected + or -";
        QTest::newRow("missing operator") << "2d6 3" << 5 << "expected + or -";
        QTest::newRow("too many sides") << "1d1001" << 3 << "at most 1000";
        QTest::newRow("too many dice in a term") << "1001d6" << 1 << "at most 1000";
        QTest::newRow("too many dice together") << "600d6+600d6" << 7 << "at most 1000";
        QTest::newRow("huge number") << "99999999999999999999" << 1 << "too large";
        QTest::newRow("weapon dice without weapon") << "3dW" << 3 << "weapon";
        QTest::newRow("d1 explodes forever") << "1d1!" << 4 << "cannot explode";
        QTest::newRow("explode twice") << "1d6!!" << 5 << "already explodes";
        QTest::newRow("explode 2") << "3d6!2" << 5 << "only be followed by 1";
        QTest::newRow("keep twice") << "4d6kh3kl1" << 7 << "already has a keep rule";
        QTest::newRow("one die explodes with keep") << "3d6!1kh2" << 1 << "cannot be combined";
        QTest::newRow("10000 characters") << QString(10000, QLatin1Char('1')) << 1001 << "longer than 1000";
        QTest::newRow("10000 characters of dice")
            << QStringLiteral("1d6+").repeated(2500) << 1001 << "longer than 1000";
    }

    void refusesMalformedInput()
    {
        QFETCH(QString, text);
        QFETCH(int, position);
        QFETCH(QString, says);
        DiceSyntaxError error;
        auto expression = DiceParser().parse(text, &error);
        QVERIFY(!expression.ok());
        QCOMPARE(error.position, position);
        QVERIFY2(expression.errorMessage().startsWith(QStringLiteral("position %1: ").arg(position)),
                 qPrintable(expression.errorMessage()));
        QVERIFY2(expression.errorMessage().contains(says), qPrintable(expression.errorMessage()));
        QCOMPARE(error.message, expression.errorMessage());
    }

    void manyTermsAreLimited()
    {
        QString text = QStringLiteral("1");
        for (int i = 0; i < DiceLimits::maxTerms; ++i)
            text += QStringLiteral("+1");
        DiceSyntaxError error;
        QVERIFY(!DiceParser().parse(text, &error).ok());
        QVERIFY2(error.message.contains(QStringLiteral("too many terms")), qPrintable(error.message));
        QCOMPARE(error.position, 2 * DiceLimits::maxTerms + 1);
    }
};

QTEST_GUILESS_MAIN(TestDiceParser)
#include "tst_diceparser.moc"
