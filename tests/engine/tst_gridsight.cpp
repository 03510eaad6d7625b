#include "grid/coverrules.h"
#include "grid/sightline.h"
#include "gridfixture.h"

using namespace battlemat;

namespace {
bool blockedLine(const BattleGrid &grid, SightLine::Kind kind, Square fromCorner, Square toCorner, Space from, Space to)
{
    return SightLine(grid, kind)
        .blocked(SightLine::corner(fromCorner.x, fromCorner.y), SightLine::corner(toCorner.x, toCorner.y), from, to);
}
} // namespace

/** Orcus "Line of sight", "Line of effect" and "Cover" on the square grid (docs/grid-geometry.md). */
class TestGridSight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lineThroughAnObstacleIsBlocked()
    {
        auto grid = loadGrid("sight.json");
        // Corner 0,0 to corner 2,2 runs through the inside of the blocking square 1,1.
        QVERIFY(blockedLine(*grid, SightLine::Kind::Sight, {0, 0}, {2, 2}, {{0, 0}, 1}, {{2, 2}, 1}));
        QVERIFY(blockedLine(*grid, SightLine::Kind::Sight, {1, 2}, {2, 1}, {{0, 2}, 1}, {{2, 1}, 1}));
        // Corner 0,2 to corner 2,0 only passes the top-left corner of 1,1.
        QVERIFY(!blockedLine(*grid, SightLine::Kind::Sight, {0, 2}, {2, 0}, {{0, 2}, 1}, {{2, 0}, 1}));
    }

    void cornerGrazeIsNotBlockedButADiagonalWallIs()
    {
        auto grid = loadGrid("sight.json");
        // 1,0 to 3,2 touches only the top-right corner of the blocking square 1,1.
        QVERIFY(!blockedLine(*grid, SightLine::Kind::Sight, {1, 0}, {3, 2}, {{0, 0}, 1}, {{2, 1}, 1}));
        // Along the top edge of the blocking square: not blocked.
        QVERIFY(!blockedLine(*grid, SightLine::Kind::Sight, {0, 1}, {3, 1}, {{0, 0}, 1}, {{2, 0}, 1}));
        // A second blocking square at 2,0 touches 1,1 diagonally at that corner: the gap is closed.
        grid->setTerrain({2, 0}, Terrain::Blocking);
        QVERIFY(blockedLine(*grid, SightLine::Kind::Sight, {1, 0}, {3, 2}, {{0, 0}, 1}, {{2, 1}, 1}));
        // And an edge between two obstacle squares is inside the obstacle.
        grid->setTerrain({1, 0}, Terrain::Blocking);
        QVERIFY(blockedLine(*grid, SightLine::Kind::Sight, {0, 1}, {3, 1}, {{0, 0}, 1}, {{2, 1}, 1}));
    }

    void wallsBlockWhenCrossedNotWhenRunAlong()
    {
        auto grid = loadGrid("sight.json");
        // The wall is the east edge of 3,3 (x = 4, row 3). Crossing it:
        QVERIFY(blockedLine(*grid, SightLine::Kind::Sight, {3, 3}, {5, 4}, {{3, 3}, 1}, {{4, 3}, 1}));
        QVERIFY(blockedLine(*grid, SightLine::Kind::Effect, {3, 3}, {5, 4}, {{3, 3}, 1}, {{4, 3}, 1}));
        QVERIFY(blockedLine(*grid, SightLine::Kind::Sight, {5, 4}, {3, 3}, {{4, 3}, 1}, {{3, 3}, 1})); // reversed
        // A wall on a horizontal edge (south of 0,2), crossed going north and going south.
        QVERIFY(!blockedLine(*grid, SightLine::Kind::Sight, {1, 4}, {0, 2}, {{0, 3}, 1}, {{0, 1}, 1}));
        grid->setEdge({0, 2}, Side::South, EdgeFeature::Wall);
        QVERIFY(blockedLine(*grid, SightLine::Kind::Sight, {1, 4}, {0, 2}, {{0, 3}, 1}, {{0, 1}, 1}));
        QVERIFY(blockedLine(*grid, SightLine::Kind::Sight, {0, 2}, {1, 4}, {{0, 1}, 1}, {{0, 3}, 1}));
        grid->setEdge({0, 2}, Side::South, EdgeFeature::None);
        // Past the wall's top end point 4,3, grazing it.
        QVERIFY(!blockedLine(*grid, SightLine::Kind::Sight, {3, 2}, {5, 4}, {{3, 2}, 1}, {{4, 3}, 1}));
        // A one-edge wall has ends: from its end point a line gets round it.
        QVERIFY(!blockedLine(*grid, SightLine::Kind::Sight, {4, 3}, {4, 4}, {{3, 3}, 1}, {{4, 3}, 1}));
        // Make it run on north (x = 4, rows 1..3): along it, a line stays on the side it started on.
        grid->setEdge({3, 1}, Side::East, EdgeFeature::Wall);
        grid->setEdge({3, 2}, Side::East, EdgeFeature::Wall);
        QVERIFY(!blockedLine(*grid, SightLine::Kind::Sight, {4, 2}, {4, 3}, {{3, 2}, 1}, {{3, 2}, 1}));
        QVERIFY(blockedLine(*grid, SightLine::Kind::Sight, {4, 2}, {4, 3}, {{3, 2}, 1}, {{4, 2}, 1}));
        QVERIFY(blockedLine(*grid, SightLine::Kind::Sight, {4, 2}, {5, 3}, {{3, 2}, 1}, {{4, 2}, 1}));
    }

    // SightMemo remembers answers that depend on the terrain alone; they must follow every change that matters: an
    // ally of the target stepping into the lines, a square turned to stone, a wall drawn.
    void rememberedAnswersFollowTheCreaturesAndTheTerrain()
    {
        auto grid = loadGrid("cover-allies.json");
        const int archer = idOf(*grid, "archer");
        const int kobold = idOf(*grid, "kobold");
        const int goblin = idOf(*grid, "goblin");
        // The kobold stands aside (out of the box of the two spaces and one square beyond): only the terrain
        // decides, so the grade is remembered.
        grid->moveCreature(kobold, {6, 0});
        QCOMPARE(CoverRules(*grid).grade(archer, goblin), CoverGrade::None);
        QCOMPARE(CoverRules(*grid).grade(archer, goblin), CoverGrade::None);
        // It steps back between them: two lines blocked again (Orcus "Cover": 1-2 lines, cover).
        grid->moveCreature(kobold, {2, 1});
        QCOMPARE(CoverRules(*grid).grade(archer, goblin), CoverGrade::Cover);
        grid->moveCreature(kobold, {6, 0});
        QCOMPARE(CoverRules(*grid).grade(archer, goblin), CoverGrade::None);
        // A column of blocking squares between them: no line of sight or effect, total cover.
        const Space from{{0, 1}, 1};
        const Space to{{4, 1}, 1};
        QVERIFY(SightLine(*grid, SightLine::Kind::Sight).clearLine(from, to));
        QVERIFY(SightLine(*grid, SightLine::Kind::Effect).clearLine(from, to));
        for (int y = 0; y < 3; ++y)
            grid->setTerrain({2, y}, Terrain::Blocking);
        QVERIFY(!SightLine(*grid, SightLine::Kind::Sight).clearLine(from, to));
        QVERIFY(!SightLine(*grid, SightLine::Kind::Effect).clearLine(from, to));
        QCOMPARE(CoverRules(*grid).grade(archer, goblin), CoverGrade::Total);
        // Cleared again, and a wall drawn on the east edge of the column instead: still nothing passes.
        for (int y = 0; y < 3; ++y) {
            grid->setTerrain({2, y}, Terrain::Open);
            grid->setEdge({2, y}, Side::East, EdgeFeature::Wall);
        }
        QVERIFY(!SightLine(*grid, SightLine::Kind::Sight).clearLine(from, to));
        QCOMPARE(CoverRules(*grid).grade(archer, goblin), CoverGrade::Total);
        for (int y = 0; y < 3; ++y)
            grid->setEdge({2, y}, Side::East, EdgeFeature::None);
        QVERIFY(SightLine(*grid, SightLine::Kind::Sight).clearLine(from, to));
        QCOMPARE(CoverRules(*grid).grade(archer, goblin), CoverGrade::None);
    }

    void solidButTransparentBlocksEffectNotSight()
    {
        auto grid = loadGrid("pillar.json");
        const int mage = idOf(*grid, "mage");
        const int imp = idOf(*grid, "imp");
        const CoverResult r = CoverRules(*grid).cover(mage, imp);
        QVERIFY(r.lineOfSight);
        QVERIFY(!r.lineOfEffect);
        QCOMPARE(r.grade, CoverGrade::Total);
    }

    void coverFromAnAllyOfTheTargetNotFromTheAttackersAlly()
    {
        auto grid = loadGrid("cover-allies.json");
        const int archer = idOf(*grid, "archer");
        const int goblin = idOf(*grid, "goblin");
        const CoverResult r = CoverRules(*grid).cover(archer, goblin);
        QCOMPARE(r.grade, CoverGrade::Cover);
        QCOMPARE(r.blockedLines, 2);
        QCOMPARE(r.penalty(), -2);
        QCOMPARE(r.lines.size(), 4);
        int blocked = 0;
        for (const CoverLine &l : r.lines) {
            QCOMPARE(l.from, r.corner);
            blocked += l.blocked;
        }
        QCOMPARE(blocked, 2);
        QVERIFY(r.lineOfSight && r.lineOfEffect);
        // The same kobold fighting on the archer's side gives the goblin nothing.
        const int kobold = idOf(*grid, "kobold");
        MapCreature turned = grid->creature(kobold);
        turned.side = QStringLiteral("heroes");
        grid->replaceCreature(kobold, turned);
        QCOMPARE(CoverRules(*grid).cover(archer, goblin).grade, CoverGrade::None);
    }

    void threeQuartersCoverBehindAPillar()
    {
        auto grid = loadGrid("pillar.json");
        const CoverResult r = CoverRules(*grid).cover(idOf(*grid, "archer"), idOf(*grid, "goblin"));
        QCOMPARE(r.grade, CoverGrade::ThreeQuarters);
        QCOMPARE(r.blockedLines, 3);
        QCOMPARE(r.penalty(), -5);
        // The best corners are the two beside the pillar; 1,1 itself would leave all four lines blocked.
        QVERIFY(r.corner == Square({1, 0}) || r.corner == Square({0, 1}));
        QVERIFY(r.lineOfSight);
        QVERIFY(r.lineOfEffect);
    }

    void noLineOfEffectMeansNoTarget()
    {
        auto grid = loadGrid("pillar.json");
        const CoverResult r = CoverRules(*grid).cover(idOf(*grid, "archer"), idOf(*grid, "prisoner"));
        QCOMPARE(r.grade, CoverGrade::Total);
        QVERIFY(!r.lineOfEffect);
        QVERIFY(!r.lineOfSight);
        QCOMPARE(coverGradeName(r.grade), QStringLiteral("total"));
        // Open the cell: a door in its west wall. Closed it still blocks; open it does not.
        grid->setEdge({6, 0}, Side::West, EdgeFeature::ClosedDoor);
        QCOMPARE(CoverRules(*grid).cover(idOf(*grid, "archer"), idOf(*grid, "prisoner")).grade, CoverGrade::Total);
        grid->setEdge({6, 0}, Side::West, EdgeFeature::OpenDoor);
        QVERIFY(CoverRules(*grid).cover(idOf(*grid, "archer"), idOf(*grid, "prisoner")).lineOfEffect);
    }

    void adjacentOpenTargetHasNoCover()
    {
        auto grid = loadGrid("cover-allies.json");
        const CoverResult r = CoverRules(*grid).cover(idOf(*grid, "kobold"), idOf(*grid, "archer"));
        QCOMPARE(r.grade, CoverGrade::None);
        QCOMPARE(r.blockedLines, 0);
    }

    // Issue 15: A at 3,3 and B at 4,2 diagonally adjacent, blocking squares at 4,1, 2,3 and 4,3. From A's top-left
    // corner 3,3 the lines to 4,2 and 5,2 pass through open squares; those to 4,3 and 5,3 run along the top edge of
    // A's row, whose north side (3,2 and B's own square) is open. Behind the start lies the blocking square 2,3 and
    // beside the end the blocking square 4,3, but a line that leaves its corner passes nothing behind it: by the
    // rules every line is clear, so B has no cover. The walk used to let the line reach the north side of its edge
    // only round the back of the corner, past 2,3, so two lines counted as blocked (cover, -2).
    void lineAlongAnEdgeWithAnOpenSideIsClear()
    {
        auto grid = loadGrid("cover-along-edge.json");
        const int a = idOf(*grid, "A");
        const int b = idOf(*grid, "B");
        const Space from = grid->creature(a).space();
        const Space to = grid->creature(b).space();
        for (SightLine::Kind kind : {SightLine::Kind::Sight, SightLine::Kind::Effect, SightLine::Kind::Cover}) {
            SightLine line(*grid, kind);
            if (kind == SightLine::Kind::Cover)
                line.setCoverSide(grid->creature(b).side, b, a);
            for (Square end : {Square{4, 2}, Square{5, 2}, Square{4, 3}, Square{5, 3}}) {
                QVERIFY2(!line.blocked(SightLine::corner(3, 3), SightLine::corner(end.x, end.y), from, to),
                         qPrintable(QStringLiteral("3,3 -> %1,%2").arg(end.x).arg(end.y)));
                // The same segment drawn from the other end.
                QVERIFY(!line.blocked(SightLine::corner(end.x, end.y), SightLine::corner(3, 3), to, from));
            }
        }
        // From A's top-right corner the line up B's west edge arrives beside the blocking square 4,1; it steps
        // across the edge it runs along into B's square (it used to be blocked, the engine's reported line).
        QVERIFY(!blockedLine(*grid, SightLine::Kind::Effect, {4, 3}, {4, 2}, from, to));
        const CoverResult r = CoverRules(*grid).cover(a, b);
        QCOMPARE(r.grade, CoverGrade::None);
        QCOMPARE(r.blockedLines, 0);
        QCOMPARE(r.penalty(), 0);
        QCOMPARE(r.corner, Square({3, 3}));
        QVERIFY(r.lineOfSight);
        QVERIFY(r.lineOfEffect);
        QCOMPARE(CoverRules(*grid).cover(b, a).grade, CoverGrade::None);

        // A wall on that edge keeps the line on A's side, where the blocking square 4,3 closes the way into B's
        // square: the line along the wall is blocked, and A must pick another line.
        grid->setEdge({3, 3}, Side::North, EdgeFeature::Wall);
        QVERIFY(blockedLine(*grid, SightLine::Kind::Effect, {3, 3}, {4, 3}, from, to));
        QVERIFY(blockedLine(*grid, SightLine::Kind::Effect, {4, 3}, {3, 3}, to, from));
    }

    // Issue 15: Small A at 0,2 on the map's west edge, Small B at 1,3 diagonally below it, B's ally C at 1,2. From
    // A's bottom-left corner 0,3 (on the map's edge) the lines to 1,3 and 2,3 run along the bottom edge of A's
    // square with the open square 0,3 beneath, those to 1,4 and 2,4 through 0,3 into B's square: all clear, no
    // cover. The squares off the map behind the corner used to close the lines in (cover, -2).
    void lineFromACornerOnTheMapsEdgeIsClear()
    {
        auto grid = loadGrid("cover-map-edge.json");
        const int a = idOf(*grid, "A");
        const int b = idOf(*grid, "B");
        const Space from = grid->creature(a).space();
        const Space to = grid->creature(b).space();
        SightLine cover(*grid, SightLine::Kind::Cover);
        cover.setCoverSide(grid->creature(b).side, b, a);
        for (Square end : {Square{1, 3}, Square{2, 3}, Square{1, 4}, Square{2, 4}}) {
            QVERIFY2(!cover.blocked(SightLine::corner(0, 3), SightLine::corner(end.x, end.y), from, to),
                     qPrintable(QStringLiteral("0,3 -> %1,%2").arg(end.x).arg(end.y)));
            QVERIFY(!blockedLine(*grid, SightLine::Kind::Sight, {0, 3}, end, from, to));
            QVERIFY(!blockedLine(*grid, SightLine::Kind::Effect, end, {0, 3}, to, from));
        }
        const CoverResult r = CoverRules(*grid).cover(a, b);
        QCOMPARE(r.grade, CoverGrade::None);
        QCOMPARE(r.blockedLines, 0);
        QVERIFY(r.lineOfSight);
        QVERIFY(r.lineOfEffect);
    }
};

QTEST_GUILESS_MAIN(TestGridSight)
#include "tst_gridsight.moc"
