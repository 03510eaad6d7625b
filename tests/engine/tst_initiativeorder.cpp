#include "mastery/refinitiativeorder.h"
#include "masterytesthelpers.h"

#include <QTest>

using namespace battlemat;
using namespace battlemat::testing;

/** Initiative by REF rolls ("Combat", "Delaying"): order, ties, roll-offs, delaying. */
class TestInitiativeOrder : public QObject
{
    Q_OBJECT

private:
    static QStringList ids(const RefInitiativeOrder &order)
    {
        QStringList list;
        for (const RefInitiativeEntry &entry : order.entries())
            list.append(entry.id);
        return list;
    }

private Q_SLOTS:
    void higherGoesFirstTiesToTheLargerRefDie()
    {
        RefInitiativeOrder order;
        order.setEntries(
            {{QStringLiteral("a"), 5, 6, {}}, {QStringLiteral("b"), 7, 4, {}}, {QStringLiteral("c"), 5, 10, {}}},
            fixedFaces({}));
        QCOMPARE(ids(order), (QStringList{QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("a")}));
        QVERIFY(order.entries().at(2).rollOffs.isEmpty()); // no roll needed
    }

    void fullTiesRollOff()
    {
        RefInitiativeOrder order;
        // Same 5 on the same D8: roll-offs 3 and 3 tie again, then 2 and 6.
        order.setEntries({{QStringLiteral("a"), 5, 8, {}}, {QStringLiteral("b"), 5, 8, {}}}, fixedFaces({3, 3, 2, 6}));
        QCOMPARE(ids(order), (QStringList{QStringLiteral("b"), QStringLiteral("a")}));
        QCOMPARE(order.entry(QStringLiteral("b"))->rollOffs, (QList<int>{3, 6}));
        QCOMPARE(order.entry(QStringLiteral("a"))->rollOffs, (QList<int>{3, 2}));
    }

    void turnsGoRoundInRounds()
    {
        RefInitiativeOrder order;
        order.setEntries({{QStringLiteral("a"), 9, 8, {}}, {QStringLiteral("b"), 4, 8, {}}}, fixedFaces({}));
        QCOMPARE(order.current(), QStringLiteral("a"));
        order.advance();
        QCOMPARE(order.current(), QStringLiteral("b"));
        QCOMPARE(order.round(), 1);
        order.advance();
        QCOMPARE(order.current(), QStringLiteral("a"));
        QCOMPARE(order.round(), 2);
    }

    void aDelayerActsOneBelowTheLastToAct()
    {
        RefInitiativeOrder order;
        order.setEntries(
            {{QStringLiteral("a"), 9, 8, {}}, {QStringLiteral("b"), 7, 8, {}}, {QStringLiteral("c"), 3, 8, {}}},
            fixedFaces({}));
        QVERIFY(order.delay().ok()); // a waits
        QCOMPARE(order.current(), QStringLiteral("b"));
        order.advance(); // b (7) acted
        QCOMPARE(order.current(), QStringLiteral("c"));
        QVERIFY(order.resume({QStringLiteral("a")}).ok());
        QCOMPARE(order.current(), QStringLiteral("a"));
        QCOMPARE(order.entry(QStringLiteral("a"))->initiative, 6);
        QCOMPARE(ids(order), (QStringList{QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("c")}));
        order.advance();
        QCOMPARE(order.current(), QStringLiteral("c"));
        QVERIFY(!order.resume({QStringLiteral("a")}).ok()); // no longer delaying
    }

    void severalDelayersActOneAfterAnother()
    {
        RefInitiativeOrder order;
        order.setEntries(
            {{QStringLiteral("a"), 9, 8, {}}, {QStringLiteral("b"), 7, 8, {}}, {QStringLiteral("c"), 3, 8, {}}},
            fixedFaces({}));
        QVERIFY(order.delay().ok());
        QVERIFY(order.delay().ok());
        QCOMPARE(order.delayed().size(), 2);
        order.advance(); // c (3) acted; a new round
        QVERIFY(order.resume({QStringLiteral("b"), QStringLiteral("a")}).ok());
        QCOMPARE(order.entry(QStringLiteral("b"))->initiative, 2);
        QCOMPARE(order.entry(QStringLiteral("a"))->initiative, 1);
        QCOMPARE(order.current(), QStringLiteral("b"));
        QVERIFY(!order.resume({QStringLiteral("zed")}).ok());
    }
};

QTEST_GUILESS_MAIN(TestInitiativeOrder)
#include "tst_initiativeorder.moc"
