#include "core/jsonreader.h"
#include "grid/movementrules.h"
#include "grid/pathfinder.h"
#include "gridfixture.h"
#include "gridreference.h"

#include <QSet>

#include <random>

using namespace battlemat;

namespace {
// JSON written with single quotes (moc 6.4 misreads raw strings).
QByteArray json(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

Result<BattleMap> parseMap(const char *singleQuoted)
{
    auto object = parseJsonObject(json(singleQuoted), QStringLiteral("test.json"));
    if (!object)
        return object.error();
    return battleMapFromJson(*object, JsonContext(QStringLiteral("test.json")));
}

/** A random room: some blocking and difficult squares, walls, and heroes and monsters (one of them Large). */
BattleMap randomRoom(unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> percent(0, 99);
    BattleMap map;
    const int width = 5 + int(seed % 5), height = 4 + int(seed % 3);
    map.grid = GridMap(width, height);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const int p = percent(random);
            map.grid.setTerrain({x, y}, p < 12 ? Terrain::Blocking : p < 25 ? Terrain::Difficult : Terrain::Open);
            if (percent(random) < 8)
                map.grid.setEdge({x, y}, Side::East, EdgeFeature::Wall);
        }
    }
    std::uniform_int_distribution<int> column(0, width - 1), row(0, height - 1);
    for (int c = 0; c < 5; ++c) {
        MapCreature creature;
        creature.id = QStringLiteral("c%1").arg(c);
        creature.side = c == 0 || c == 3 ? QStringLiteral("heroes") : QStringLiteral("monsters");
        creature.speed = 6;
        if (c == 4)
            creature.size = CreatureSize::Large;
        for (int tries = 0; tries < 50; ++tries) {
            creature.position = {column(random), row(random)};
            bool free = creature.position.x + creature.spaceSquares() <= width &&
                        creature.position.y + creature.spaceSquares() <= height;
            for (const MapCreature &other : std::as_const(map.creatures))
                free = free && !other.space().overlaps(creature.space());
            if (free)
                break;
        }
        for (int y = 0; y < creature.spaceSquares(); ++y) {
            for (int x = 0; x < creature.spaceSquares(); ++x)
                map.grid.setTerrain({creature.position.x + x, creature.position.y + y}, Terrain::Open);
        }
        map.creatures.append(creature);
    }
    return map;
}

bool containsSquare(const QList<ReachableSquare> &list, Square s, int cost = -1)
{
    for (const ReachableSquare &r : list) {
        if (r.square == s)
            return cost < 0 || r.cost == cost;
    }
    return false;
}
} // namespace

/** Orcus movement: costs, walls and corners, occupied spaces, sizes, modes and the paths the table shows. */
class TestGridMovement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rangeCountsSquaresBetweenPlusOne()
    {
        auto grid = loadGrid("gap.json");
        const int ogre = idOf(*grid, "ogre");
        const int hero = idOf(*grid, "goblin");
        // Ogre (Large) at 0..1 x 0..1, goblin at 5,0: three squares between (2, 3, 4), plus one.
        QCOMPARE(grid->range(ogre, hero), 4);
        QCOMPARE(rangeBetween({{0, 0}, 1}, {{1, 1}, 1}), 1); // diagonal squares are adjacent
        QCOMPARE(rangeBetween({{0, 0}, 2}, {{2, 1}, 1}), 1); // next to a Large space
        QCOMPARE(rangeBetween({{0, 0}, 2}, {{1, 1}, 1}), 0); // inside it
        QCOMPARE(rangeBetween({{0, 0}, 1}, {{3, 7}, 1}), 7);
        QCOMPARE(grid->nearest(hero, {ogre}), QList<int>{ogre});
    }

    void movingAroundAnAdjacentEnemyDoesNotProvoke()
    {
        auto grid = loadGrid("adjacent-enemy.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        const MovePath around = rules.path(hero, {3, 1}, MovementMode::Walk);
        QVERIFY2(around.legal, qPrintable(around.reason));
        QCOMPARE(around.cost, 2);
        QCOMPARE(around.path.size(), 3);
        QVERIFY(around.provokes.isEmpty()); // every square on the way is adjacent to the goblin

        const MovePath away = rules.path(hero, {5, 1}, MovementMode::Walk);
        QVERIFY(away.legal);
        QCOMPARE(away.cost, 4);
        QCOMPARE(away.provokes.size(), 1);
        const OpportunityAttack oa = away.provokes.first();
        QCOMPARE(oa.attackerId, QStringLiteral("goblin"));
        const Space goblin = grid->creature(idOf(*grid, "goblin")).space();
        // Right before leaving the last adjacent square.
        QCOMPARE(away.path.at(oa.step), oa.at);
        QVERIFY(isAdjacent({oa.at, 1}, goblin));
        QVERIFY(!isAdjacent({away.path.at(oa.step + 1), 1}, goblin));
    }

    void steppingAwayNeverProvokesWalkingAwayDoes()
    {
        auto grid = loadGrid("adjacent-enemy.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        const MovePath step = rules.path(hero, {0, 1}, MovementMode::Step);
        QVERIFY(step.legal);
        QCOMPARE(step.cost, 1);
        QVERIFY(step.provokes.isEmpty());
        const MovePath walk = rules.path(hero, {0, 1}, MovementMode::Walk);
        QVERIFY(walk.legal);
        QCOMPARE(walk.provokes.size(), 1);
        QCOMPARE(walk.provokes.first().at, Square({1, 1}));
        QCOMPARE(walk.provokes.first().trigger, OpportunityAttack::Trigger::LeavesAdjacency);
        // A step is one square: two squares away is out of reach.
        const MovePath far = rules.path(hero, {3, 1}, MovementMode::Step);
        QVERIFY(!far.legal);
        QCOMPARE(far.cost, 2);
        // Step reach: the 8 squares around, minus the goblin's, plus staying put.
        auto reach = rules.reachable(hero, MovementMode::Step);
        QVERIFY(reach.ok());
        QCOMPARE(reach->size(), 8);
        QVERIFY(!containsSquare(*reach, {2, 1}));
    }

    void beingPushedAwayDoesNotProvoke()
    {
        auto grid = loadGrid("adjacent-enemy.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        MoveOptions push;
        push.distance = 1;
        push.origin = grid->creature(idOf(*grid, "goblin")).space();
        auto reach = rules.reachable(hero, MovementMode::Push, push);
        QVERIFY(reach.ok());
        // Farther from the goblin with each square: only the column to the west.
        QCOMPARE(reach->size(), 4);
        QVERIFY(containsSquare(*reach, {0, 0}, 1));
        QVERIFY(containsSquare(*reach, {0, 1}, 1));
        QVERIFY(containsSquare(*reach, {0, 2}, 1));
        const MovePath pushed = rules.path(hero, {0, 1}, MovementMode::Push, push);
        QVERIFY(pushed.legal);
        QVERIFY(pushed.provokes.isEmpty());
        QVERIFY(!rules.path(hero, {1, 0}, MovementMode::Push, push).legal); // not farther
    }

    void leavingTwoEnemiesAtOnceProvokesBoth()
    {
        auto grid = loadGrid("two-enemies.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        const MovePath p = rules.path(hero, {2, 3}, MovementMode::Walk);
        QVERIFY(p.legal);
        QCOMPARE(p.cost, 2);
        QCOMPARE(p.provokes.size(), 2);
        QSet<QString> who;
        for (const OpportunityAttack &oa : p.provokes) {
            QCOMPARE(oa.at, Square({2, 1}));
            who.insert(oa.attackerId);
        }
        QCOMPARE(who, (QSet<QString>{QStringLiteral("orc-west"), QStringLiteral("orc-east")}));
        // Leaving the west orc twice still gives it one opportunity attack.
        const QList<OpportunityAttack> twice = grid->pathfinder().provokedAlong(hero, {{2, 1}, {2, 2}, {1, 1}, {1, 2}});
        QCOMPARE(twice.size(), 2);
    }

    void safestPathGoesRoundWhenTheBudgetAllows()
    {
        auto grid = loadGrid("safest-path.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        const MovePath cheap = rules.path(hero, {6, 0}, MovementMode::Walk);
        QVERIFY(cheap.legal);
        QCOMPARE(cheap.cost, 6);
        QCOMPARE(cheap.provokes.size(), 1);
        MoveOptions safest;
        safest.safest = true;
        const MovePath safe = rules.path(hero, {6, 0}, MovementMode::Walk, safest);
        QVERIFY(safe.legal);
        QCOMPARE(safe.cost, 8);
        QVERIFY(safe.provokes.isEmpty());
        // With only 6 squares there is no way round: the cheapest of the least provoking paths.
        safest.budget = 6;
        const MovePath tight = rules.path(hero, {6, 0}, MovementMode::Walk, safest);
        QVERIFY(tight.legal);
        QCOMPARE(tight.cost, 6);
        QCOMPARE(tight.provokes.size(), 1);
    }

    void noDiagonalStepPastACornerOfBlockingTerrainOrAWall()
    {
        auto grid = loadGrid("wall-corner.json");
        MovementRules rules(*grid);
        const MovePath hero = rules.path(idOf(*grid, "hero"), {1, 1}, MovementMode::Walk);
        QVERIFY(hero.legal);
        QCOMPARE(hero.cost, 2); // round the corner of the blocking square at 1,0
        const int scout = idOf(*grid, "scout");
        QCOMPARE(rules.path(scout, {4, 1}, MovementMode::Walk).cost, 2); // the wall's end point is a corner too
        QCOMPARE(rules.path(scout, {5, 1}, MovementMode::Walk).cost, 3);
        QVERIFY(!rules.path(scout, {4, 1}, MovementMode::Step).legal);
    }

    void largeCreatureNeedsATwoSquareGap()
    {
        auto grid = loadGrid("gap.json");
        MovementRules rules(*grid);
        const int ogre = idOf(*grid, "ogre");
        MoveOptions far;
        far.budget = 30;
        auto reach = rules.reachable(ogre, MovementMode::Walk, far);
        QVERIFY(reach.ok());
        for (const ReachableSquare &r : *reach)
            QVERIFY2(!(r.square.x < 6 && r.square.y >= 1 && r.square.y <= 2), "the ogre squeezed through a gap");
        const MovePath p = rules.path(ogre, {3, 3}, MovementMode::Walk, far);
        QVERIFY2(p.legal, qPrintable(p.reason));
        QCOMPARE(p.cost, 14);
        QVERIFY(p.path.contains(Square({7, 2})));                     // through the two-square gap
        QVERIFY(!rules.path(ogre, {3, 3}, MovementMode::Walk).legal); // speed 8 is not enough
        // The Medium goblin takes the one-square gap.
        const MovePath hero = rules.path(idOf(*grid, "goblin"), {3, 3}, MovementMode::Walk);
        QVERIFY(hero.legal);
        QCOMPARE(hero.cost, 4);
        QVERIFY(hero.path.contains(Square({3, 2})));
    }

    void difficultTerrainAndDoors()
    {
        auto grid = loadGrid("difficult.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        QCOMPARE(rules.path(hero, {3, 0}, MovementMode::Walk).cost, 5);
        // Through the closed door (E of 4,0), never the locked one: 7 squares, more than speed 6.
        const MovePath door = rules.path(hero, {5, 0}, MovementMode::Walk);
        QVERIFY(!door.legal);
        QCOMPARE(door.cost, 7);
        QVERIFY(door.path.contains(Square({4, 0})));
        QVERIFY(rules.path(hero, {5, 0}, MovementMode::Run).legal);   // speed + 2
        QVERIFY(!rules.path(hero, {1, 0}, MovementMode::Step).legal); // a step into difficult terrain costs 2
        MoveOptions fly;
        fly.specialMode = QStringLiteral("fly");
        QCOMPARE(rules.budget(hero, MovementMode::Walk, fly).value(), 3);
        QCOMPARE(rules.budget(hero, MovementMode::Run, fly).value(), 5);
        fly.specialMode = QStringLiteral("swim");
        QVERIFY(!rules.budget(hero, MovementMode::Walk, fly).ok());
        // A Large creature pays the extra square when any square it newly enters is difficult.
        const int ogre = idOf(*grid, "ogre");
        QCOMPARE(rules.path(ogre, {1, 1}, MovementMode::Walk).cost, 2);
        QCOMPARE(rules.path(ogre, {3, 1}, MovementMode::Walk).cost, 4);
        // Slowed: speed 2, and the wall and the locked door shut it in on that side.
        auto slowed = rules.reachable(idOf(*grid, "snared"), MovementMode::Walk);
        QVERIFY(slowed.ok());
        QCOMPARE(slowed->size(), 3);
        QVERIFY(containsSquare(*slowed, {5, 0}, 2));
    }

    void occupiedSpaces()
    {
        auto grid = loadGrid("occupied.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        // Through an ally, a helpless enemy and a prone ally.
        const MovePath through = rules.path(hero, {4, 0}, MovementMode::Walk);
        QVERIFY2(through.legal, qPrintable(through.reason));
        QCOMPARE(through.cost, 4);
        QVERIFY(through.provokes.isEmpty()); // the guard is still adjacent at the end; the sleeper cannot attack
        QVERIFY(!rules.path(hero, {1, 0}, MovementMode::Walk).legal); // an ally that is standing
        QVERIFY(!rules.path(hero, {2, 0}, MovementMode::Walk).legal); // helpless but not prone
        QVERIFY(rules.path(hero, {3, 0}, MovementMode::Walk).legal);  // a prone ally
        const MovePath guard = rules.path(hero, {5, 0}, MovementMode::Walk);
        QVERIFY(!guard.legal);
        QVERIFY2(guard.reason.contains(QStringLiteral("guard")), qPrintable(guard.reason));
        // Wake the sleeper: a hostile creature that is not helpless bars the corridor.
        MapCreature awake = grid->creature(idOf(*grid, "sleeper"));
        awake.conditions.clear();
        grid->replaceCreature(idOf(*grid, "sleeper"), awake);
        QVERIFY(!rules.path(hero, {4, 0}, MovementMode::Walk).legal);
    }

    void chargeGoesStraightToTheNearestAttackSpace()
    {
        auto grid = loadGrid("charge.json");
        MovementRules rules(*grid);
        const int troll = idOf(*grid, "troll");
        const MovePath knight = rules.charge(idOf(*grid, "knight"), troll);
        QVERIFY2(knight.legal, qPrintable(knight.reason));
        QCOMPARE(knight.squaresMoved, 5);
        QCOMPARE(knight.cost, 5);
        QVERIFY(isAdjacent({knight.path.constLast(), 1}, grid->creature(troll).space()));
        const MovePath squire = rules.charge(idOf(*grid, "squire"), troll);
        QVERIFY(squire.legal);
        QCOMPARE(squire.squaresMoved, 1); // no +1: fewer than 2 squares
        const MovePath archer = rules.charge(idOf(*grid, "archer"), idOf(*grid, "bat"));
        QVERIFY(archer.legal);
        QCOMPARE(archer.path.constLast(), Square({3, 4}));
        // A wall between that square and the bat: no attack from there, so no charge to it.
        grid->setEdge({3, 4}, Side::East, EdgeFeature::Wall);
        const MovePath walled = rules.charge(idOf(*grid, "archer"), idOf(*grid, "bat"));
        QVERIFY(!walled.legal || walled.path.constLast() != Square({3, 4}));
        grid->setEdge({3, 4}, Side::East, EdgeFeature::None);
        MapCreature slow = grid->creature(idOf(*grid, "knight"));
        slow.speed = 4;
        grid->replaceCreature(idOf(*grid, "knight"), slow);
        QVERIFY(!rules.charge(idOf(*grid, "knight"), troll).legal);
    }

    void whoMayMakeAnOpportunityAttack()
    {
        auto grid = loadGrid("opportunity.json");
        MovementRules rules(*grid);
        const int wizard = idOf(*grid, "wizard");
        const QList<OpportunityAttack> ranged = rules.provokedByAttack(wizard, AttackKind::Ranged);
        QCOMPARE(ranged.size(), 1); // not the spent, blinded or unable ones
        QCOMPARE(ranged.first().attackerId, QStringLiteral("orc"));
        QCOMPARE(ranged.first().trigger, OpportunityAttack::Trigger::RangedAttack);
        QCOMPARE(rules.provokedByAttack(wizard, AttackKind::Far).size(), 1);
        QVERIFY(rules.provokedByAttack(wizard, AttackKind::Melee).isEmpty());
        QVERIFY(rules.provokedByAttack(wizard, AttackKind::Near).isEmpty());
        const MovePath walk = rules.path(wizard, {6, 1}, MovementMode::Walk);
        QCOMPARE(walk.provokes.size(), 1);
        QCOMPARE(walk.provokes.first().attackerId, QStringLiteral("orc"));
        // Nobody sees the invisible ghost, so nobody may attack it.
        QVERIFY(grid->pathfinder().threateners(idOf(*grid, "ghost")).isEmpty());
    }

    void unwillingMovementAndTeleport()
    {
        auto grid = loadGrid("push.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        MoveOptions push;
        push.distance = 2;
        push.origin = grid->creature(idOf(*grid, "giant")).space();
        auto reach = rules.reachable(hero, MovementMode::Push, push);
        QVERIFY(reach.ok());
        QCOMPARE(reach->size(), 8);
        QVERIFY(containsSquare(*reach, {2, 2}, 1)); // difficult terrain does not slow unwilling movement
        QVERIFY(!containsSquare(*reach, {3, 4}));   // an ally's space: passed, never ended in
        auto pull = rules.reachable(hero, MovementMode::Pull, push);
        QCOMPARE(pull->size(), 1); // already adjacent: nowhere closer
        // The pusher names the squares; the hero stops in the last space it can occupy.
        const MovePath stops = rules.followUnwilling(hero, MovementMode::Push, {{2, 2}, {3, 2}, {4, 2}}, push);
        QCOMPARE(stops.path.constLast(), Square({3, 2}));
        QCOMPARE(stops.squaresMoved, 2);
        QVERIFY(stops.provokes.isEmpty());
        const MovePath wall =
            rules.followUnwilling(idOf(*grid, "friend"), MovementMode::Shunt, {{5, 2}}, MoveOptions{});
        QCOMPARE(wall.squaresMoved, 0);
        QVERIFY(!wall.reason.isEmpty());
        QVERIFY(!rules.path(idOf(*grid, "stuck"), {2, 4}, MovementMode::Push, push).legal); // restrained
        MoveOptions teleport;
        teleport.distance = 3;
        QVERIFY(rules.path(hero, {4, 4}, MovementMode::Teleport, teleport).legal);
        QVERIFY(!rules.path(hero, {4, 2}, MovementMode::Teleport, teleport).legal); // occupied
        QVERIFY(!rules.path(hero, {5, 0}, MovementMode::Teleport, teleport).legal); // rock
        teleport.distance = 2;
        QVERIFY(!rules.path(hero, {4, 4}, MovementMode::Teleport, teleport).legal); // 3 squares away
    }

    void immobilizedCreaturesStay()
    {
        auto grid = loadGrid("adjacent-enemy.json");
        MovementRules rules(*grid);
        const int hero = idOf(*grid, "hero");
        MapCreature held = grid->creature(hero);
        held.conditions = {QStringLiteral("immobilized")};
        grid->replaceCreature(hero, held);
        QVERIFY(!rules.path(hero, {0, 1}, MovementMode::Walk).legal);
        QCOMPARE(rules.reachable(hero, MovementMode::Walk)->size(), 1);
        MoveOptions teleport;
        teleport.distance = 2;
        QVERIFY(rules.path(hero, {0, 0}, MovementMode::Teleport, teleport).legal);
    }

    void mapFileMovementModesAndOpportunityAttackFlag()
    {
        auto map = parseMap("{'terrain': ['...'], 'creatures': [{'id': 'bat', 'x': 0, 'y': 0, 'side': 'm',"
                            " 'modes': {'Fly': 8}, 'opportunityAttackUsed': true}]}");
        QVERIFY2(map.ok(), qPrintable(map.errorMessage()));
        QCOMPARE(map->creatures.first().movementModes.value(QStringLiteral("fly")), 8);
        QVERIFY(map->creatures.first().opportunityAttackUsed);
        // Written and read again unchanged.
        auto again = battleMapFromJson(battleMapToJson(*map), JsonContext(QStringLiteral("again")));
        QVERIFY(again.ok());
        QCOMPARE(again->creatures.first().movementModes, map->creatures.first().movementModes);
        QVERIFY(again->creatures.first().opportunityAttackUsed);

        auto bad = parseMap("{'terrain': ['...'], 'creatures': [{'id': 'bat', 'x': 0, 'y': 0, 'side': 'm',"
                            " 'modes': {'fly': 'fast'}}]}");
        QVERIFY(!bad.ok());
        QVERIFY2(bad.errorMessage().startsWith(QStringLiteral("test.json: creatures[0].modes.fly")),
                 qPrintable(bad.errorMessage()));
        bad = parseMap("{'terrain': ['...'], 'creatures': [{'id': 'bat', 'x': 0, 'y': 0, 'side': 'm', 'modes': [8]}]}");
        QVERIFY(!bad.ok());
        QVERIFY2(bad.errorMessage().contains(QStringLiteral("creatures[0].modes")), qPrintable(bad.errorMessage()));
        bad = parseMap("{'terrain': ['...'], 'creatures': [{'id': 'bat', 'x': 0, 'y': 0, 'side': 'm',"
                       " 'opportunityAttackUsed': 'yes'}]}");
        QVERIFY(!bad.ok());
        QVERIFY2(bad.errorMessage().contains(QStringLiteral("opportunityAttackUsed")), qPrintable(bad.errorMessage()));
    }

    void fullFloodMatchesDifficultCosts()
    {
        auto grid = loadGrid("difficult.json");
        Pathfinder &finder = grid->pathfinder();
        const Pathfinder::Mover m = finder.mover(idOf(*grid, "hero"), false);
        finder.flood(m, {0, 0}, 1000);
        QCOMPARE(finder.costAt({1, 0}), 2);
        QCOMPARE(finder.costAt({2, 0}), 4);
        QCOMPARE(finder.costAt({3, 0}), 5);
        QCOMPARE(finder.costAt({5, 1}), 8);                     // through the closed door, then down
        QCOMPARE(finder.costAt({0, 1}), Pathfinder::unreached); // the hostile ogre stands there
    }

    // Reach and the safest path look at the squares of the map, not at a (2 * budget + 1)^2 window around the mover
    // (bench_grid: a budget of 100000 on a 7 x 4 room). On budgets from none to past the map's size, they find what
    // the whole window found: the same squares in the same order, the same paths at the same cost.
    void clampedWindowsFindWhatTheWholeWindowFound()
    {
        int pathsFound = 0;
        for (unsigned seed = 1; seed <= 30; ++seed) {
            BattleGrid grid(randomRoom(seed));
            const MovementRules rules(grid);
            const int width = grid.grid().width(), height = grid.grid().height();
            for (int budget = 0; budget <= 12; ++budget) {
                for (int creature : {0, 4}) {
                    const QString where =
                        QStringLiteral("seed %1, budget %2, creature %3").arg(seed).arg(budget).arg(creature);
                    MoveOptions options;
                    options.budget = budget;
                    auto walk = rules.reachable(creature, MovementMode::Walk, options);
                    QVERIFY2(walk, qPrintable(walk.errorMessage()));
                    QVERIFY2(*walk == reference::walkReach(grid, creature, budget), qPrintable(where));
                    if (budget > 0) {
                        MoveOptions teleport;
                        teleport.distance = budget;
                        auto jump = rules.reachable(creature, MovementMode::Teleport, teleport);
                        QVERIFY2(jump, qPrintable(jump.errorMessage()));
                        QVERIFY2(*jump == reference::teleportReach(grid, creature, budget), qPrintable(where));
                    }
                    Pathfinder &finder = grid.pathfinder();
                    const Pathfinder::Mover mover = finder.mover(creature, false);
                    const Square start = grid.creature(creature).position;
                    for (int y = 0; y < height; ++y) {
                        for (int x = 0; x < width; ++x) {
                            int clampedCost = -1, wholeCost = -1;
                            const QList<Square> clamped = finder.safest(mover, start, {x, y}, budget, &clampedCost);
                            const QList<Square> whole =
                                reference::safest(grid, mover, start, {x, y}, budget, &wholeCost);
                            QVERIFY2(clamped == whole && clampedCost == wholeCost,
                                     qPrintable(where + QStringLiteral(", goal %1,%2").arg(x).arg(y)));
                            pathsFound += !clamped.isEmpty();
                        }
                    }
                }
            }
        }
        QVERIFY(pathsFound > 5000); // most goals are reached once the budget allows
    }

    // A map with no wall around it: the walk reaches the edges and corners and never steps off the map (the step
    // up-left from the first square of the second row once read and wrote before the start of the search arrays).
    void openMapWithoutBorderReachesEveryEdge()
    {
        auto map = parseMap("{'terrain': ['........', '........', '........', '........', '........', '........'],"
                            " 'creatures': [{'id': 'hero', 'x': 1, 'y': 2, 'side': 'heroes', 'speed': 6}]}");
        QVERIFY2(map, qPrintable(map.errorMessage()));
        BattleGrid grid(*map);
        const MovementRules rules(grid);
        auto reach = rules.reachable(0, MovementMode::Run);
        QVERIFY2(reach, qPrintable(reach.errorMessage()));
        // Every other square, at its Chebyshev distance from (1, 2) (diagonals cost 1).
        QCOMPARE(reach->size(), 8 * 6);
        for (int y = 0; y < 6; ++y) {
            for (int x = 0; x < 8; ++x) {
                const int distance = std::max(std::abs(x - 1), std::abs(y - 2));
                QVERIFY2(containsSquare(*reach, {x, y}, distance), qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
            }
        }
        auto path = rules.path(0, {0, 1}, MovementMode::Walk);
        QVERIFY(path.legal);
        QCOMPARE(path.cost, 1);
    }
};

QTEST_GUILESS_MAIN(TestGridMovement)
#include "tst_gridmovement.moc"
