#include "grid/movementrules.h"
#include "gridfixture.h"

using namespace battlemat;

namespace {
QString reasonOf(const MovePath &p)
{
    return p.legal ? QStringLiteral("(legal)") : p.reason;
}
} // namespace

/**
 * MovementRules::checkPath: a path the mover names, judged square by square for its mode (Orcus "Movement and
 * positioning", "Difficult terrain", "Occupied spaces", "Opportunity attacks"; docs/grid-geometry.md).
 */
class TestGridPathCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void legalWalkReportsTheOpportunityAttackAtTheSquareLeft()
    {
        auto grid = loadGrid("adjacent-enemy.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        // hero 1,1 and goblin 2,1: down, then east along row 2; 2,2 and 3,2 still touch the goblin, 4,2 does not.
        const MovePath p = rules.checkPath(hero, {{1, 2}, {2, 2}, {3, 2}, {4, 2}}, MovementMode::Walk);
        QVERIFY2(p.legal, qPrintable(p.reason));
        QCOMPARE(p.cost, 4);
        QCOMPARE(p.squaresMoved, 4);
        QCOMPARE(p.path, (QList<Square>{{1, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 2}}));
        QCOMPARE(p.provokes.size(), 1);
        const OpportunityAttack oa = p.provokes.constFirst();
        QCOMPARE(oa.attackerId, QStringLiteral("goblin"));
        QCOMPARE(oa.at, Square({3, 2}));
        QCOMPARE(oa.step, 3);
        QCOMPARE(oa.trigger, OpportunityAttack::Trigger::LeavesAdjacency);
        QVERIFY2(oa.reason().contains(QStringLiteral("goblin")), qPrintable(oa.reason()));
        // The same squares run provoke too; stepped (one square) they never do.
        QCOMPARE(rules.checkPath(hero, {{1, 2}, {2, 2}, {3, 2}, {4, 2}}, MovementMode::Run).provokes.size(), 1);
        const MovePath step = rules.checkPath(hero, {{0, 1}}, MovementMode::Step);
        QVERIFY2(step.legal, qPrintable(step.reason));
        QVERIFY(step.provokes.isEmpty());
    }

    void stepsMustNeighbourAndNotEnterHostileCreatures()
    {
        auto grid = loadGrid("adjacent-enemy.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        const MovePath jump = rules.checkPath(hero, {{1, 2}, {3, 2}}, MovementMode::Walk);
        QVERIFY(!jump.legal);
        QCOMPARE(jump.reason, QStringLiteral("path[1] 3,2: does not neighbour 1,2"));
        const MovePath through = rules.checkPath(hero, {{2, 1}, {3, 1}}, MovementMode::Walk);
        QVERIFY(!through.legal);
        QCOMPARE(through.reason, QStringLiteral("path[0] 2,1: goblin is a hostile creature in the way"));
        QVERIFY(!rules.checkPath(hero, {}, MovementMode::Walk).legal);
        const MovePath two = rules.checkPath(hero, {{0, 1}, {0, 0}}, MovementMode::Step);
        QCOMPARE(reasonOf(two), QStringLiteral("a step moves exactly 1 square"));
        const MovePath off = rules.checkPath(hero, {{0, 1}, {-1, 1}}, MovementMode::Walk);
        QCOMPARE(reasonOf(off), QStringLiteral("path[1] -1,1: the space leaves the map"));
    }

    void noDiagonalPastACorner()
    {
        auto grid = loadGrid("wall-corner.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        // The blocking square at 1,0: the diagonal 0,0 -> 1,1 passes its corner; round it costs 2.
        const MovePath cut = rules.checkPath(hero, {{1, 1}}, MovementMode::Walk);
        QVERIFY(!cut.legal);
        QVERIFY2(cut.reason.startsWith(QStringLiteral("path[0] 1,1: a wall, a locked door or a closed corner")),
                 qPrintable(cut.reason));
        const MovePath round = rules.checkPath(hero, {{0, 1}, {1, 1}}, MovementMode::Walk);
        QVERIFY2(round.legal, qPrintable(round.reason));
        QCOMPARE(round.cost, 2);
        QCOMPARE(reasonOf(rules.checkPath(hero, {{1, 0}}, MovementMode::Walk)),
                 QStringLiteral("path[0] 1,0: square 1,0 blocks movement"));
        // The end point of the wall under 4,0 is a corner as well.
        const int scout = idOf(*grid, "scout");
        QVERIFY(!rules.checkPath(scout, {{4, 1}}, MovementMode::Walk).legal);
        QVERIFY(rules.checkPath(scout, {{3, 1}, {4, 1}}, MovementMode::Walk).legal);
    }

    void difficultTerrainCostsAndTheBudget()
    {
        auto grid = loadGrid("difficult.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        // 1,0 and 2,0 are difficult: 2 + 2 + 1.
        const MovePath slow = rules.checkPath(hero, {{1, 0}, {2, 0}, {3, 0}}, MovementMode::Walk);
        QVERIFY2(slow.legal, qPrintable(slow.reason));
        QCOMPARE(slow.cost, 5);
        // On through the closed door east of 4,0: 7 squares, more than speed 6 but within a run (8).
        const QList<Square> door{{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}};
        QCOMPARE(reasonOf(rules.checkPath(hero, door, MovementMode::Walk)),
                 QStringLiteral("the path costs 7 squares of movement; hero has 6 for a walk"));
        QVERIFY(rules.checkPath(hero, door, MovementMode::Run).legal);
        // A step into difficult terrain would cost 2 squares of movement; a step gives 1.
        QCOMPARE(reasonOf(rules.checkPath(hero, {{1, 0}}, MovementMode::Step)),
                 QStringLiteral("the path costs 2 squares of movement; hero has 1 for a step"));
        // The slowed creature at 5,2 (speed 2): the locked door east of 4,1 and the wall east of 4,2 meet at the
        // corner a diagonal to 4,1 would pass; the door itself stops the way round.
        const int snared = idOf(*grid, "snared");
        QVERIFY(!rules.checkPath(snared, {{4, 1}}, MovementMode::Walk).legal);
        QVERIFY(!rules.checkPath(snared, {{5, 1}, {4, 1}}, MovementMode::Walk).legal);
        QVERIFY(rules.checkPath(snared, {{5, 1}, {5, 0}}, MovementMode::Walk).legal);
        QCOMPARE(reasonOf(rules.checkPath(snared, {{5, 1}, {5, 0}, {4, 0}}, MovementMode::Walk)),
                 QStringLiteral("the path costs 3 squares of movement; snared has 2 for a walk"));
    }

    void endingSpaceAndOccupiedSquares()
    {
        auto grid = loadGrid("occupied.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        // Through an ally and a helpless enemy, ending on a prone ally.
        const MovePath through = rules.checkPath(hero, {{1, 0}, {2, 0}, {3, 0}}, MovementMode::Walk);
        QVERIFY2(through.legal, qPrintable(through.reason));
        QCOMPARE(reasonOf(rules.checkPath(hero, {{1, 0}}, MovementMode::Walk)),
                 QStringLiteral("hero cannot end at 1,0: square 1,0 is occupied by friend, which is not prone"));
        QVERIFY(!rules.checkPath(hero, {{1, 0}, {2, 0}}, MovementMode::Walk).legal); // helpless, not prone
    }

    void largeCreaturesMoveTheirWholeSpace()
    {
        auto grid = loadGrid("gap.json");
        MovementRules rules(*grid);
        const int ogre = idOf(*grid, "ogre");
        // The Large ogre (0..1 x 0..1) cannot drop into the wall row nor take the one-square gap at 3,2.
        QCOMPARE(reasonOf(rules.checkPath(ogre, {{0, 1}}, MovementMode::Walk)),
                 QStringLiteral("path[0] 0,1: square 0,2 blocks movement"));
        QCOMPARE(reasonOf(rules.checkPath(ogre, {{1, 0}, {2, 1}}, MovementMode::Walk)),
                 QStringLiteral("path[1] 2,1: square 2,2 blocks movement"));
        // It fits through the two-square gap at 7..8,2, passing through its ally the goblin at 5,0 on the way.
        MoveOptions far;
        far.budget = 20;
        const MovePath gap =
            rules.checkPath(ogre, {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}, {7, 1}, {7, 2}, {7, 3}},
                            MovementMode::Walk, far);
        QVERIFY2(gap.legal, qPrintable(gap.reason));
        QCOMPARE(gap.cost, 10);
        // Cutting the corner of the wall square 6,2 on the way down is not allowed for its lower-left square.
        QVERIFY(
            !rules.checkPath(ogre, {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 1}}, MovementMode::Walk, far)
                 .legal);
        QCOMPARE(reasonOf(rules.checkPath(ogre, {{1, 0}, {2, 0}, {3, 0}, {4, 0}}, MovementMode::Walk)),
                 QStringLiteral("ogre cannot end at 4,0: square 5,0 is occupied by goblin, which is not prone"));
    }

    void chargeAndPushKeepTheirDirection()
    {
        auto grid = loadGrid("push.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        MoveOptions push;
        push.distance = 2;
        push.origin = grid->creature(idOf(*grid, "giant")).space();
        const MovePath away = rules.checkPath(hero, {{2, 2}, {3, 3}}, MovementMode::Push, push);
        QVERIFY2(away.legal, qPrintable(away.reason));
        QCOMPARE(away.cost, 2); // difficult terrain at 2,2 does not slow unwilling movement
        QVERIFY(away.provokes.isEmpty());
        QCOMPARE(reasonOf(rules.checkPath(hero, {{1, 1}}, MovementMode::Push, push)),
                 QStringLiteral("path[0] 1,1: 1,1 is not farther from the origin"));
        QCOMPARE(reasonOf(rules.checkPath(hero, {{2, 2}, {3, 2}, {4, 3}}, MovementMode::Push, push)),
                 QStringLiteral("the path costs 3 squares of movement; hero has 2 for a push"));
        QCOMPARE(reasonOf(rules.checkPath(idOf(*grid, "stuck"), {{2, 4}}, MovementMode::Shunt, push)),
                 QStringLiteral("stuck is restrained and cannot be moved"));
        // A charge goes directly towards its end: every square one closer to it.
        const MovePath crooked = rules.checkPath(hero, {{1, 1}, {2, 1}}, MovementMode::Charge);
        QVERIFY(!crooked.legal);
        QVERIFY2(crooked.reason.contains(QStringLiteral("not one square closer")), qPrintable(crooked.reason));
        QVERIFY(rules.checkPath(hero, {{2, 1}, {3, 0}}, MovementMode::Charge).legal);
    }

    void immobilizedAndConditionsAreNamed()
    {
        auto grid = loadGrid("adjacent-enemy.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        MapCreature held = grid->creature(hero);
        held.conditions = {QStringLiteral("immobilized")};
        grid->replaceCreature(hero, held);
        QCOMPARE(reasonOf(rules.checkPath(hero, {{0, 1}}, MovementMode::Walk)),
                 QStringLiteral("hero is immobilized and cannot move willingly"));
        MoveOptions teleport;
        teleport.distance = 2;
        QVERIFY(rules.checkPath(hero, {{0, 0}}, MovementMode::Teleport, teleport).legal);
        QVERIFY(!rules.checkPath(hero, {{0, 0}, {0, 1}}, MovementMode::Teleport, teleport).legal);
    }

    void eachCreatureProvokesOncePerPath()
    {
        auto grid = loadGrid("two-enemies.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        // Leaving both orcs at 2,1, then coming back beside the west one and leaving it again.
        const MovePath p = rules.checkPath(hero, {{2, 2}, {1, 1}, {1, 2}}, MovementMode::Walk);
        QVERIFY2(p.legal, qPrintable(p.reason));
        QCOMPARE(p.provokes.size(), 2);
        for (const OpportunityAttack &oa : p.provokes) {
            QCOMPARE(oa.at, Square({2, 1}));
            QCOMPARE(oa.step, 0);
        }
        // An orc that has made its opportunity attack this turn is not asked again.
        MapCreature west = grid->creature(idOf(*grid, "orc-west"));
        west.opportunityAttackUsed = true;
        grid->replaceCreature(idOf(*grid, "orc-west"), west);
        const MovePath again = rules.checkPath(hero, {{2, 2}}, MovementMode::Walk);
        QCOMPARE(again.provokes.size(), 1);
        QCOMPARE(again.provokes.constFirst().attackerId, QStringLiteral("orc-east"));
    }
};

QTEST_GUILESS_MAIN(TestGridPathCheck)
#include "tst_gridpathcheck.moc"
