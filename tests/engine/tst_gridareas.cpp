#include "grid/areaofeffect.h"
#include "gridfixture.h"

#include <QSet>

using namespace battlemat;

namespace {
QSet<QString> ids(const BattleGrid &grid, const QList<int> &creatures)
{
    QSet<QString> result;
    for (int c : creatures)
        result.insert(grid.creature(c).id);
    return result;
}
} // namespace

/** Orcus areas of effect: burst, spray and wall (orcus-gaps-filled.md section 5). */
class TestGridAreas : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nearBurstSparesItsUser()
    {
        auto grid = loadGrid("areas.json");
        AreaRequest r;
        r.type = AreaType::Burst;
        r.size = 1;
        r.user = idOf(*grid, "wizard");
        const AreaResult a = AreaOfEffect(*grid).evaluate(r);
        QVERIFY(a.legal);
        QCOMPARE(a.squares.size(), 9);
        QCOMPARE(ids(*grid, a.creatures), QSet<QString>{QStringLiteral("fighter")});
        r.size = 2;
        const AreaResult b = AreaOfEffect(*grid).evaluate(r);
        QCOMPARE(b.squares.size(), 16); // clipped at the map's edge
        QCOMPARE(ids(*grid, b.creatures), (QSet<QString>{QStringLiteral("fighter"), QStringLiteral("orc")}));
    }

    void farBurstNeedsLineOfEffectFromItsOrigin()
    {
        auto grid = loadGrid("areas.json");
        AreaRequest r;
        r.type = AreaType::Burst;
        r.size = 2;
        r.origin = Square{3, 1};
        const AreaResult a = AreaOfEffect(*grid).evaluate(r);
        QVERIFY(a.legal);
        QCOMPARE(a.squares.size(), 20);
        // The troll's squares at column 5 lie behind the rock at column 4.
        QCOMPARE(ids(*grid, a.creatures),
                 (QSet<QString>{QStringLiteral("wizard"), QStringLiteral("fighter"), QStringLiteral("orc")}));
        QVERIFY(!a.affected.contains(Square({5, 1})));
        QVERIFY(a.affected.contains(Square({5, 3})));
        QVERIFY(!a.affected.contains(Square({4, 1}))); // the rock itself
    }

    void largeCreatureCountsOnce()
    {
        auto grid = loadGrid("areas.json");
        AreaRequest r;
        r.type = AreaType::Burst;
        r.size = 1;
        r.origin = Square{6, 2};
        const AreaResult a = AreaOfEffect(*grid).evaluate(r);
        QVERIFY(a.legal);
        QCOMPARE(a.creatures.size(), 1);
        QCOMPARE(grid->creature(a.creatures.first()).id, QStringLiteral("troll"));
    }

    void farOriginWithinRangeAndInLineOfEffect()
    {
        auto grid = loadGrid("areas.json");
        AreaRequest r;
        r.type = AreaType::Burst;
        r.size = 1;
        r.user = idOf(*grid, "wizard");
        r.origin = Square{6, 2};
        r.range = 3;
        AreaResult a = AreaOfEffect(*grid).evaluate(r);
        QVERIFY(!a.legal);
        QVERIFY2(a.reason.contains(QStringLiteral("5 squares away")), qPrintable(a.reason));
        r.range = 10;
        a = AreaOfEffect(*grid).evaluate(r);
        QVERIFY(!a.legal); // the rock stands between the wizard and the origin
        QVERIFY(!a.originLineOfEffect);
        r.origin = Square{6, 4};
        a = AreaOfEffect(*grid).evaluate(r);
        QVERIFY2(a.legal, qPrintable(a.reason));
    }

    void sprayTouchesItsUser()
    {
        auto grid = loadGrid("areas.json");
        AreaRequest r;
        r.type = AreaType::Spray;
        r.size = 2;
        r.user = idOf(*grid, "fighter");
        r.origin = Square{1, 2};
        AreaResult a = AreaOfEffect(*grid).evaluate(r);
        QVERIFY2(a.legal, qPrintable(a.reason));
        QCOMPARE(a.squares.size(), 4);
        QCOMPARE(ids(*grid, a.creatures), QSet<QString>{QStringLiteral("orc")});
        r.origin = Square{3, 0}; // touching at the fighter's east edge
        QVERIFY(AreaOfEffect(*grid).evaluate(r).legal);
        r.origin = Square{2, 1}; // on top of the fighter
        QVERIFY(!AreaOfEffect(*grid).evaluate(r).legal);
        r.origin = Square{5, 3}; // not touching
        QVERIFY(!AreaOfEffect(*grid).evaluate(r).legal);
    }

    void wallSquaresFollowEachOther()
    {
        auto grid = loadGrid("areas.json");
        AreaRequest r;
        r.type = AreaType::Wall;
        r.size = 3;
        r.origin = Square{1, 3};
        r.wallSquares = {{2, 3}, {3, 3}, {3, 4}};
        AreaResult a = AreaOfEffect(*grid).evaluate(r);
        QVERIFY2(a.legal, qPrintable(a.reason));
        QCOMPARE(ids(*grid, a.creatures), QSet<QString>{QStringLiteral("orc")});
        // A T: the middle square shares three edges with the others.
        r.size = 4;
        r.origin = Square{0, 3};
        r.wallSquares = {{1, 4}, {2, 4}, {3, 4}, {2, 3}};
        a = AreaOfEffect(*grid).evaluate(r);
        QVERIFY(!a.legal);
        QVERIFY2(a.reason.contains(QStringLiteral("shares 3 edges")), qPrintable(a.reason));
        // A gap between squares.
        r.size = 2;
        r.wallSquares = {{1, 4}, {3, 4}};
        QVERIFY(!AreaOfEffect(*grid).evaluate(r).legal);
        // Not starting next to the origin.
        r.wallSquares = {{3, 4}, {4, 4}};
        QVERIFY(!AreaOfEffect(*grid).evaluate(r).legal);
        // Wrong length.
        r.size = 3;
        QVERIFY(!AreaOfEffect(*grid).evaluate(r).legal);
        // A 2 x 2 block: every square shares exactly two edges, which is allowed.
        r.size = 4;
        r.wallSquares = {{1, 3}, {2, 3}, {2, 4}, {1, 4}};
        r.origin = Square{0, 3};
        QVERIFY(AreaOfEffect(*grid).evaluate(r).legal);
    }
};

QTEST_GUILESS_MAIN(TestGridAreas)
#include "tst_gridareas.moc"
