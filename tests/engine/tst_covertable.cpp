#include "grid/battlegrid.h"
#include "grid/blockeddirections.h"
#include "grid/coverrules.h"
#include "grid/covertable.h"
#include "grid/sightline.h"

#include "covertestmaps.h"

#include <QTest>

#include <array>
#include <cmath>
#include <random>
#include <tuple>

using namespace battlemat;
using namespace battlemat::covertest;

namespace {

QByteArray describe(const BattleGrid &grid, int a, int t)
{
    const MapCreature &from = grid.creature(a);
    const MapCreature &to = grid.creature(t);
    return QStringLiteral("%1 (%2,%3 size %4) -> %5 (%6,%7 size %8)")
        .arg(from.id)
        .arg(from.position.x)
        .arg(from.position.y)
        .arg(from.spaceSquares())
        .arg(to.id)
        .arg(to.position.x)
        .arg(to.position.y)
        .arg(to.spaceSquares())
        .toUtf8();
}

// Every ordered pair: the table says exactly what CoverRules says, grade, chosen corner and square, lines.
// Counts how many pairs had each grade, so that callers can check the maps exercised them.
void compareWithCoverRules(const BattleGrid &grid, const CoverTable &table, std::array<int, 4> *grades = nullptr)
{
    const CoverRules rules(grid);
    const int n = int(grid.creatures().size());
    for (int a = 0; a < n; ++a) {
        for (int t = 0; t < n; ++t) {
            if (a == t)
                continue;
            const CoverResult expected = rules.cover(a, t);
            const QByteArray where = describe(grid, a, t);
            if (table.grade(a, t) != expected.grade || rules.grade(a, t) != expected.grade ||
                table.blockedLines(a, t) != expected.blockedLines || table.corner(a, t) != expected.corner ||
                table.targetSquare(a, t) != expected.targetSquare) {
                qWarning("%s: table %s %d lines, rules %s %d lines", where.constData(),
                         qPrintable(coverGradeName(table.grade(a, t))), table.blockedLines(a, t),
                         qPrintable(coverGradeName(expected.grade)), expected.blockedLines);
            }
            QCOMPARE(table.grade(a, t), expected.grade);
            QCOMPARE(table.blockedLines(a, t), expected.blockedLines);
            QCOMPARE(table.corner(a, t), expected.corner);
            QCOMPARE(table.targetSquare(a, t), expected.targetSquare);
            QCOMPARE(table.lineOfEffect(a, t), expected.lineOfEffect);
            const QList<CoverLine> lines = table.lines(a, t);
            QCOMPARE(lines.size(), expected.lines.size());
            for (int k = 0; k < lines.size(); ++k) {
                QCOMPARE(lines[k].from, expected.lines[k].from);
                QCOMPARE(lines[k].to, expected.lines[k].to);
                QCOMPARE(lines[k].blocked, expected.lines[k].blocked);
            }
            if (grades)
                ++(*grades)[std::size_t(expected.grade)];
        }
    }
}

} // namespace

/** CoverTable: all pairs at once, exactly CoverRules' answer for each (docs/grid-geometry.md, "All pairs at once"). */
class TestCoverTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsCoverRulesOnRandomMaps_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("creatures");
        QTest::addColumn<int>("blocking");
        QTest::addColumn<int>("walls");
        QTest::addColumn<int>("radius");
        QTest::addColumn<int>("buckets");
        QTest::addColumn<unsigned>("seed");
        // The benchmark's tuning, then small radii and coarse fans so that the fans decide pairs at short range
        // and their bucket edges fall on many lines.
        const CoverTable::Tuning standard;
        QTest::newRow("benchmark tuning") << 60 << 80 << 20 << 3 << standard.radius << standard.bucketsPerOctant << 1u;
        QTest::newRow("radius 4") << 40 << 60 << 20 << 4 << 4 << 512 << 2u;
        QTest::newRow("radius 2, coarse fans") << 36 << 60 << 25 << 4 << 2 << 16 << 3u;
        QTest::newRow("radius 1, coarsest fans") << 30 << 50 << 25 << 5 << 1 << 4 << 4u;
        QTest::newRow("open map, radius 3") << 50 << 60 << 8 << 2 << 3 << 256 << 5u;
        QTest::newRow("walls only, radius 2") << 40 << 60 << 0 << 15 << 2 << 100 << 6u;
        QTest::newRow("dense, radius 5") << 30 << 60 << 35 << 6 << 5 << 1024 << 7u;
    }
    void sameAsCoverRulesOnRandomMaps()
    {
        QFETCH(int, side);
        QFETCH(int, creatures);
        QFETCH(int, blocking);
        QFETCH(int, walls);
        QFETCH(int, radius);
        QFETCH(int, buckets);
        QFETCH(unsigned, seed);
        RandomMapSpec spec;
        spec.side = side;
        spec.creatures = creatures;
        spec.blockingPercent = blocking;
        spec.wallPercent = walls;
        spec.seed = seed;
        const BattleGrid grid(randomMap(spec));
        QVERIFY(grid.creatures().size() >= creatures / 2);
        const CoverTable table(
            grid,
            [&] {
                QList<int> all;
                for (int i = 0; i < int(grid.creatures().size()); ++i)
                    all.append(i);
                return all;
            }(),
            CoverTable::Tuning{radius, buckets});
        std::array<int, 4> grades{};
        compareWithCoverRules(grid, table, &grades);
        if (QTest::currentTestFailed())
            return;
        // The fast path must have been taken, and the slow path must have met visible targets.
        QVERIFY2(table.pairsDecidedByFans() > 0, "the fans decided no pair: the fast path went untested");
        QVERIFY(grades[std::size_t(CoverGrade::None)] > 0);
        QVERIFY(grades[std::size_t(CoverGrade::Total)] > table.pairsDecidedByFans() / 2);
        QVERIFY(grades[std::size_t(CoverGrade::Cover)] + grades[std::size_t(CoverGrade::ThreeQuarters)] > 0);
    }

    void aSubsetOfTheCreatures()
    {
        RandomMapSpec spec;
        spec.seed = 11;
        const BattleGrid grid(randomMap(spec));
        const QList<int> some{3, 7, 1, 20, 12};
        // Indexes naming no creature and repeats are left out.
        const CoverTable table(grid, some + QList<int>{-1, 7, int(grid.creatures().size()), 3},
                               CoverTable::Tuning{2, 64});
        const CoverRules rules(grid);
        QVERIFY(table.contains(7));
        QVERIFY(!table.contains(2));
        QVERIFY(!table.contains(-1));
        QVERIFY(!table.contains(int(grid.creatures().size())));
        for (int a : some) {
            for (int t : some) {
                if (a != t)
                    QCOMPARE(table.grade(a, t), rules.grade(a, t));
            }
        }
    }

    // A line that runs along the edge of blocking squares is not blocked (docs/grid-geometry.md, "Lines").
    void edgeRunAlongACorridorWall()
    {
        BattleMap map = mapFromRows({
            "##############",
            "..............",
            "##############",
        });
        addCreature(map, "archer", {0, 1}, "heroes");
        addCreature(map, "goblin", {13, 1}, "monsters");
        const BattleGrid grid(std::move(map));
        const CoverTable table(grid, {0, 1}, CoverTable::Tuning{2, 64});
        QCOMPARE(CoverRules(grid).grade(0, 1), CoverGrade::None);
        QCOMPARE(table.grade(0, 1), CoverGrade::None);
        QCOMPARE(table.grade(1, 0), CoverGrade::None);
        std::array<int, 4> grades{};
        compareWithCoverRules(grid, table, &grades);
        QCOMPARE(grades[std::size_t(CoverGrade::None)], 2);
    }

    // Two creatures in one row; a blocking square between them in that row closes every line but the two along
    // the row's top grid line, which pass beside it with open squares on their other side (docs/grid-geometry.md,
    // "Lines"): 2 blocked lines of 4 is cover, both ways. Only a line-by-line check of the lines along grid lines
    // finds that; the fans around both creatures prove every other line blocked.
    void lineAlongAGridLineIsTheOnlyWay()
    {
        BattleMap map = mapFromRows({
            "..........",
            "...#......",
            "##########",
        });
        addCreature(map, "archer", {1, 1}, "heroes");
        addCreature(map, "goblin", {7, 1}, "monsters");
        const BattleGrid grid(std::move(map));
        const CoverRules rules(grid);
        QCOMPARE(rules.cover(0, 1).grade, CoverGrade::Cover);
        QCOMPARE(rules.cover(0, 1).blockedLines, 2);
        QCOMPARE(rules.cover(1, 0).grade, CoverGrade::Cover);
        for (const CoverTable::Tuning tuning :
             {CoverTable::Tuning{}, CoverTable::Tuning{2, 64}, CoverTable::Tuning{1, 8}}) {
            const CoverTable table(grid, {0, 1}, tuning);
            QCOMPARE(table.grade(0, 1), CoverGrade::Cover);
            QCOMPARE(table.blockedLines(0, 1), 2);
            QCOMPARE(table.grade(1, 0), CoverGrade::Cover);
            compareWithCoverRules(grid, table);
        }
    }

    // CoverTable walks a cover line between two one-square creatures once for both directions (for different sides
    // only when terrain blocks it): the walk must give the same answer from either end for the same obstacles.
    void sightLineIsTheSameFromEitherEnd()
    {
        RandomMapSpec spec;
        spec.side = 24;
        spec.creatures = 80;
        spec.seed = 41;
        const BattleGrid grid(randomMap(spec));
        int compared = 0;
        int blocked = 0;
        for (int a = 0; a < int(grid.creatures().size()); ++a) {
            for (int t = a + 1; t < int(grid.creatures().size()); ++t) {
                const MapCreature &first = grid.creature(a);
                const MapCreature &second = grid.creature(t);
                if (first.spaceSquares() != 1 || second.spaceSquares() != 1)
                    continue;
                // Creatures of different sides share only walks blocked by terrain: compare effect walks.
                const bool sameSide = first.side == second.side;
                SightLine forward(grid, sameSide ? SightLine::Kind::Cover : SightLine::Kind::Effect);
                SightLine backward(grid, sameSide ? SightLine::Kind::Cover : SightLine::Kind::Effect);
                if (sameSide) {
                    forward.setCoverSide(second.side, t, a);
                    backward.setCoverSide(first.side, a, t);
                }
                const Space from = first.space();
                const Space to = second.space();
                for (int c = 0; c < 4; ++c) {
                    for (int k = 0; k < 4; ++k) {
                        const SightLine::Point p = SightLine::corner(from.left() + (c & 1), from.top() + (c >> 1));
                        const SightLine::Point q = SightLine::corner(to.left() + (k & 1), to.top() + (k >> 1));
                        const bool there = forward.blocked(p, q, from, to);
                        QCOMPARE(backward.blocked(q, p, to, from), there);
                        ++compared;
                        blocked += there;
                    }
                }
            }
        }
        QVERIFY(compared > 1000);
        QVERIFY(blocked > 0 && blocked < compared);
    }

    // Open squares on a diagonal, each pair of neighbours touching only at a corner, the gaps beside that corner
    // open on alternating sides: only the exact diagonal line threads through, grazing a blocking corner at every
    // step, and grazing does not block. The fans see blocking squares on both sides of that line near both ends,
    // yet must not claim it.
    void pinholeDiagonalGrazesEveryCorner()
    {
        const int n = 14;
        QStringList rows;
        for (int y = 0; y < n; ++y) {
            QString row(n, QLatin1Char('#'));
            row[y] = QLatin1Char('.');
            rows.append(row);
        }
        BattleMap map = mapFromRows(rows);
        // At corner (k, k) open (k, k - 1) for odd k, (k - 1, k) for even k.
        for (int k = 1; k < n; ++k)
            map.grid.setTerrain(k % 2 ? Square{k, k - 1} : Square{k - 1, k}, Terrain::Open);
        addCreature(map, "archer", {0, 0}, "heroes");
        addCreature(map, "goblin", {n - 1, n - 1}, "monsters");
        BattleGrid grid(std::move(map));
        for (const CoverTable::Tuning tuning : {CoverTable::Tuning{1, 8}, CoverTable::Tuning{3, 512}}) {
            const CoverTable table(grid, {0, 1}, tuning);
            const CoverRules rules(grid);
            QVERIFY(rules.cover(0, 1).lineOfEffect);
            QVERIFY(table.lineOfEffect(0, 1));
            QVERIFY(table.lineOfEffect(1, 0));
            compareWithCoverRules(grid, table);
        }
        // Close one gap: two blocking squares now meet diagonally on the line, a solid diagonal wall.
        grid.setTerrain({5, 4}, Terrain::Blocking);
        const CoverTable table(grid, {0, 1}, CoverTable::Tuning{1, 8});
        QCOMPARE(CoverRules(grid).grade(0, 1), CoverGrade::Total);
        QCOMPARE(table.grade(0, 1), CoverGrade::Total);
        QCOMPARE(table.grade(1, 0), CoverGrade::Total);
    }

    // Lines past the end point of a wall graze it; lines across it are blocked. Large creatures, lines from
    // interior corners of their spaces, and an ally of the target in the way.
    void wallEndsAndAlliesNearCorners()
    {
        BattleMap map = mapFromRows({
            "................",
            "................",
            "................",
            "................",
            "................",
            "................",
        });
        // A wall along x = 3 from row 0 to row 1 (ends at corner 3,2) and doors along y = 2 from x = 9 to 12.
        for (int y = 0; y < 2; ++y)
            map.grid.setEdge({3, y}, Side::West, EdgeFeature::Wall);
        for (int x = 9; x < 12; ++x)
            map.grid.setEdge({x, 2}, Side::North, EdgeFeature::ClosedDoor);
        addCreature(map, "ogre", {0, 0}, "monsters", CreatureSize::Large);
        addCreature(map, "knight", {14, 0}, "heroes", CreatureSize::Large);
        addCreature(map, "squire", {10, 3}, "heroes");
        addCreature(map, "rat", {0, 5}, "monsters", CreatureSize::Tiny);
        addCreature(map, "wizard", {15, 5}, "heroes");
        const BattleGrid grid(std::move(map));
        for (const CoverTable::Tuning tuning :
             {CoverTable::Tuning{1, 8}, CoverTable::Tuning{2, 64}, CoverTable::Tuning{4, 512}}) {
            const CoverTable table(grid, {0, 1, 2, 3, 4}, tuning);
            compareWithCoverRules(grid, table);
            if (QTest::currentTestFailed())
                return;
        }
        const CoverTable table(grid, {0, 1, 2, 3, 4}, CoverTable::Tuning{1, 8});
        // The ogre sees the knight over the top of the door's wall; the squire, the knight's ally, is not in the
        // way of the ogre's best corner.
        QVERIFY(table.lineOfEffect(0, 1));
        QVERIFY(table.lineOfEffect(3, 4));
    }
};

int main(int argc, char **argv)
{
    return runThroughEveryFanPath<TestCoverTable>(argc, argv);
}
#include "tst_covertable.moc"
