#include "grid/battlegrid.h"
#include "grid/blockeddirections.h"
#include "grid/sightline.h"

#include "covertestmaps.h"

#include <QScopeGuard>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace battlemat;
using namespace battlemat::covertest;

/**
 * BlockedDirections: the fans of blocked directions CoverTable proves lines blocked with, and the grid-line test beside
 * them (docs/grid-geometry.md, "All pairs at once").
 */
class TestBlockedDirections : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The sufficient test for lines along grid lines: an effect-blocking square (or the map's edge) beside the line
    // on both sides between its ends; whenever it says blocked, SightLine agrees.
    void gridLineBlockedLooksAtBothSides()
    {
        RandomMapSpec spec;
        spec.side = 30;
        spec.creatures = 0;
        spec.blockingPercent = 12;
        spec.seed = 31;
        const BattleGrid grid(randomMap(spec));
        const TerrainIndex &terrain = grid.terrain();
        const BlockedDirections directions(terrain, 3, 16);
        const SightLine effect(grid, SightLine::Kind::Effect);
        auto solid = [&](int x, int y) {
            return x < 0 || y < 0 || x >= spec.side || y >= spec.side ||
                   (terrain.at(x, y) & TerrainIndex::EffectBlocked);
        };
        std::mt19937 random(9);
        std::uniform_int_distribution<int> coordinate(0, spec.side - 1);
        int blocked = 0;
        int open = 0;
        for (int i = 0; i < 4000; ++i) {
            const int ax = coordinate(random);
            const int ay = coordinate(random);
            const bool horizontal = i % 2;
            const int bx = horizontal ? coordinate(random) : ax;
            const int by = horizontal ? ay : coordinate(random);
            if (ax == bx && ay == by)
                continue;
            bool minus = false;
            bool plus = false;
            if (horizontal) {
                for (int x = std::min(ax, bx); x < std::max(ax, bx); ++x) {
                    minus = minus || solid(x, ay - 1);
                    plus = plus || solid(x, ay);
                }
            } else {
                for (int y = std::min(ay, by); y < std::max(ay, by); ++y) {
                    minus = minus || solid(ax - 1, y);
                    plus = plus || solid(ax, y);
                }
            }
            const bool claimed = directions.gridLineBlocked(ax, ay, bx, by);
            QCOMPARE(claimed, minus && plus);
            if (claimed) {
                ++blocked;
                QVERIFY(
                    effect.blocked(SightLine::corner(ax, ay), SightLine::corner(bx, by), {{ax, ay}, 1}, {{bx, by}, 1}));
            } else {
                ++open;
            }
        }
        QVERIFY(blocked > 100);
        QVERIFY(open > 100);
    }

    // The AVX2 copy and the SSE2 pass build byte for byte the fans of the plain loop (each a shortcut only in speed),
    // also at one bucket per eighth (the folding of the second turn then runs past the fan) and at the finest
    // resolution; arcs that wrap past theta 0 are among them (every point has obstacles all round on this map).
    void everyPathBuildsTheSameFans()
    {
        const RandomMapSpec spec = terrainOnly(40, 23, 8);
        const BattleGrid grid(randomMap(spec));
        using Instructions = BlockedDirections::Instructions;
        const Instructions thisRun = BlockedDirections::instructions();
        // Restored however the test ends (a failed QCOMPARE returns): the next tests run on this run's path.
        const auto restore = qScopeGuard([thisRun] { BlockedDirections::setInstructions(thisRun); });
        std::mt19937 random(7);
        std::uniform_int_distribution<int> coordinate(0, spec.side - 1);
        int compared = 0;
        int paths = 0;
        for (Instructions path : {Instructions::Plain, Instructions::Sse2, Instructions::Avx2})
            paths += BlockedDirections::supports(path);
        for (const auto &[radius, buckets] :
             {std::pair{1, 1}, std::pair{2, 3}, std::pair{12, 128}, std::pair{5, 2048}}) {
            const BlockedDirections directions(grid.terrain(), radius, buckets);
            for (int i = 0; i < 60; ++i) {
                const Square at{coordinate(random), coordinate(random)};
                std::vector<quint8> expected;
                for (Instructions path : {Instructions::Plain, Instructions::Sse2, Instructions::Avx2}) {
                    if (!BlockedDirections::supports(path))
                        continue;
                    BlockedDirections::setInstructions(path);
                    std::vector<quint8> fan(std::size_t(directions.buckets()));
                    if (i % 2)
                        directions.computeCentre(at, fan.data());
                    else
                        directions.compute(at.x, at.y, fan.data());
                    if (expected.empty())
                        expected = fan;
                    else
                        QCOMPARE(fan, expected);
                    ++compared;
                }
            }
        }
        QCOMPARE(compared, 4 * 60 * paths);
        QVERIFY(paths >= 2 || !BlockedDirections::supports(Instructions::Sse2)); // x86-64 has SSE2 and the plain loop
    }

    // The fans of a space's corners and centres built from one gathering round the space (obstacles found by keys
    // relative to the space) are those each point gets from its own gathering, for every size up to Gargantuan,
    // spaces at the map's edges among them.
    void gatheredFansAreThePointsOwn()
    {
        const RandomMapSpec spec = terrainOnly(30, 29, 8);
        const BattleGrid grid(randomMap(spec));
        std::mt19937 random(3);
        int compared = 0;
        for (const auto &[radius, buckets] : {std::pair{1, 4}, std::pair{4, 32}, std::pair{12, 128}}) {
            const BlockedDirections directions(grid.terrain(), radius, buckets);
            std::vector<quint8> shared(std::size_t(directions.buckets()));
            std::vector<quint8> own(std::size_t(directions.buckets()));
            BlockedDirections::Nearby near;
            for (int size = 1; size <= BlockedDirections::maxGatherSpace; ++size) {
                std::uniform_int_distribution<int> coordinate(0, spec.side - size);
                for (int i = 0; i < 12; ++i) {
                    const Space space{{i == 0 ? 0 : coordinate(random), i == 1 ? spec.side - size : coordinate(random)},
                                      size};
                    directions.gather(space, near);
                    for (int y = space.top(); y <= space.bottom() + 1; ++y) {
                        for (int x = space.left(); x <= space.right() + 1; ++x) {
                            directions.compute(x, y, near, shared.data());
                            directions.compute(x, y, own.data());
                            QCOMPARE(shared, own);
                            ++compared;
                            if (x > space.right() || y > space.bottom())
                                continue;
                            directions.computeCentre({x, y}, near, shared.data());
                            directions.computeCentre({x, y}, own.data());
                            QCOMPARE(shared, own);
                            ++compared;
                        }
                    }
                }
            }
        }
        QCOMPARE(compared, 3 * 12 * (4 + 1 + 9 + 4 + 16 + 9 + 25 + 16));
    }

    // The fans alone: every bucket they set is a direction in which SightLine finds a far line blocked.
    void fanDirectionsAreBlockedForSightLine()
    {
        const RandomMapSpec spec = terrainOnly(40, 21, 8);
        const BattleGrid grid(randomMap(spec));
        const SightLine effect(grid, SightLine::Kind::Effect);
        std::mt19937 random(5);
        std::uniform_int_distribution<int> coordinate(0, spec.side - 1);
        int claimed = 0;
        int samples = 0;
        for (const auto &[radius, buckets] :
             {std::pair{1, 1}, std::pair{1, 8}, std::pair{3, 64}, std::pair{6, 1024}, std::pair{12, 128}}) {
            const BlockedDirections directions(grid.terrain(), radius, buckets);
            std::vector<quint8> fan(std::size_t(directions.buckets()));
            for (int i = 0; i < 300; ++i) {
                const Square from{coordinate(random), coordinate(random)};
                const bool fromCentre = i % 3 == 0;
                if (fromCentre)
                    directions.computeCentre(from, fan.data());
                else
                    directions.compute(from.x, from.y, fan.data());
                for (int j = 0; j < 40; ++j) {
                    const Square to{coordinate(random), coordinate(random)};
                    const bool centre = !fromCentre && j % 2;
                    // Lines start at corners: from a centre the fan is the far end's, the line is drawn to it.
                    const SightLine::Point p = fromCentre ? SightLine::centre(from) : SightLine::corner(from.x, from.y);
                    const SightLine::Point q = centre ? SightLine::centre(to) : SightLine::corner(to.x, to.y);
                    const int dx = q.x2 - p.x2;
                    const int dy = q.y2 - p.y2;
                    if (dx == 0 && dy == 0)
                        continue;
                    ++samples;
                    const int length = std::max(std::abs(dx), std::abs(dy));
                    if (!BlockedDirections::blocks(fan.data(), directions.bucket(dx, dy), length))
                        continue;
                    ++claimed;
                    const bool blocked = fromCentre ? effect.blocked(q, p, {to, 1}, {from, 1})
                                                    : effect.blocked(p, q, {from, 1}, {to, 1});
                    QVERIFY2(blocked, qPrintable(QStringLiteral("radius %1, %2 buckets: %3,%4 -> %5,%6 (half squares)")
                                                     .arg(radius)
                                                     .arg(buckets)
                                                     .arg(p.x2)
                                                     .arg(p.y2)
                                                     .arg(q.x2)
                                                     .arg(q.y2)));
                }
            }
        }
        QVERIFY(claimed > samples / 4);
    }

    // Vision's fans also take the joints of two blocking edges (docs/vision.md, "Speed"): on a map thick with walls
    // every bucket they set is still a direction in which SightLine finds a far line blocked, and they prove more
    // lines than the squares and edges alone (the directions through the joints).
    void jointFansAreBlockedForSightLine()
    {
        RandomMapSpec spec = terrainOnly(40, 23, 30);
        spec.blockingPercent = 4;
        const BattleGrid grid(randomMap(spec));
        const SightLine effect(grid, SightLine::Kind::Effect);
        std::mt19937 random(7);
        std::uniform_int_distribution<int> coordinate(0, spec.side);
        int claimed = 0;
        int claimedWithout = 0;
        for (const auto &[radius, buckets] : {std::pair{3, 64}, std::pair{8, 256}, std::pair{24, 64}}) {
            const BlockedDirections joints(grid.terrain(), radius, buckets, true);
            const BlockedDirections plain(grid.terrain(), radius, buckets);
            std::vector<quint8> fan(std::size_t(joints.buckets()));
            std::vector<quint8> plainFan(std::size_t(joints.buckets()));
            for (int i = 0; i < 300; ++i) {
                const Square from{coordinate(random) % spec.side, coordinate(random) % spec.side};
                joints.compute(from.x, from.y, fan.data());
                plain.compute(from.x, from.y, plainFan.data());
                for (int j = 0; j < 60; ++j) {
                    const Square to{coordinate(random), coordinate(random)};
                    const bool centre = j % 2 && to.x < spec.side && to.y < spec.side;
                    const SightLine::Point p = SightLine::corner(from.x, from.y);
                    const SightLine::Point q = centre ? SightLine::centre(to) : SightLine::corner(to.x, to.y);
                    const int dx = q.x2 - p.x2;
                    const int dy = q.y2 - p.y2;
                    if (dx == 0 && dy == 0)
                        continue;
                    const int length = std::max(std::abs(dx), std::abs(dy));
                    const int bucket = joints.bucket(dx, dy);
                    claimedWithout += BlockedDirections::blocks(plainFan.data(), bucket, length);
                    if (!BlockedDirections::blocks(fan.data(), bucket, length))
                        continue;
                    ++claimed;
                    const Space toSpace{{std::min(to.x, spec.side - 1), std::min(to.y, spec.side - 1)}, 1};
                    QVERIFY2(effect.blocked(p, q, {from, 1}, toSpace),
                             qPrintable(QStringLiteral("radius %1, %2 buckets: %3,%4 -> %5,%6 (half squares)")
                                            .arg(radius)
                                            .arg(buckets)
                                            .arg(p.x2)
                                            .arg(p.y2)
                                            .arg(q.x2)
                                            .arg(q.y2)));
                }
            }
        }
        QVERIFY2(claimed > claimedWithout, qPrintable(QStringLiteral("%1 <= %2").arg(claimed).arg(claimedWithout)));
    }

    // CoverTable's shortcut for pairs far apart: the closed-bucket bits give blocksRectangle()'s answer for every
    // rectangle of directions off the axes and every length past the deepest a fan can hold.
    void farBucketsDecideAsTheFans()
    {
        const RandomMapSpec spec = terrainOnly(40, 23, 6);
        const BattleGrid grid(randomMap(spec));
        std::mt19937 random(17);
        std::uniform_int_distribution<int> coordinate(0, spec.side);
        std::uniform_int_distribution<int> offset(1, 70);
        std::uniform_int_distribution<int> extent(0, 6);
        std::uniform_int_distribution<int> coin(0, 1);
        int blocked = 0;
        int open = 0;
        for (const auto &[radius, buckets] : {std::pair{1, 4}, std::pair{3, 16}, std::pair{12, 128}}) {
            const BlockedDirections directions(grid.terrain(), radius, buckets);
            const std::size_t words = std::size_t(directions.buckets() + 63) / 64;
            std::vector<quint8> fan(std::size_t(directions.buckets()) + BlockedDirections::readPast);
            std::vector<quint8> backFan(fan.size());
            std::vector<quint64> bits(words);
            std::vector<quint64> backBits(words);
            for (int i = 0; i < 300; ++i) {
                directions.compute(coordinate(random), coordinate(random), fan.data());
                if (i % 2)
                    directions.computeCentre({coordinate(random) % spec.side, coordinate(random) % spec.side},
                                             backFan.data());
                else
                    directions.compute(coordinate(random), coordinate(random), backFan.data());
                directions.closedBuckets(fan.data(), bits.data());
                directions.closedBuckets(backFan.data(), backBits.data());
                for (int j = 0; j < 40; ++j) {
                    // A rectangle in one quadrant, in half squares, sometimes a single direction.
                    const int sx = coin(random) ? 1 : -1;
                    const int sy = coin(random) ? 1 : -1;
                    const int ax = sx * offset(random);
                    const int bx = ax + sx * extent(random);
                    const int ay = sy * offset(random);
                    const int by = ay + sy * extent(random);
                    const int x0 = std::min(ax, bx);
                    const int x1 = std::max(ax, bx);
                    const int y0 = std::min(ay, by);
                    const int y1 = std::max(ay, by);
                    const int length = 2 * radius + 1 + j % 5;
                    const bool expected =
                        directions.blocksRectangle(fan.data(), backFan.data(), x0, y0, x1, y1, length);
                    QCOMPARE(directions.blocksFar(bits.data(), backBits.data(), x0, y0, x1, y1), expected);
                    QCOMPARE(directions.blocksFar(bits.data(), nullptr, x0, y0, x1, y1),
                             directions.blocksRectangle(fan.data(), nullptr, x0, y0, x1, y1, length));
                    (expected ? blocked : open)++;
                }
            }
        }
        // Both answers come up often, so that a bucket too few or too many at either end of an arc shows.
        QVERIFY(blocked > 2000);
        QVERIFY(open > 2000);
    }

    // bucket() (written without branches) is floor(K theta) for every direction of a square of offsets, theta
    // worked out here per eighth of the circle from its definition, and it never goes down as the angle grows.
    void bucketIsTheFloorOfThePseudoAngle()
    {
        const BattleGrid grid(mapFromRows({"."}));
        for (int k : {1, 3, 128, 2048}) {
            const BlockedDirections directions(grid.terrain(), 2, k);
            std::vector<std::pair<double, int>> byAngle;
            for (int dy = -60; dy <= 60; ++dy) {
                for (int dx = -60; dx <= 60; ++dx) {
                    if (dx == 0 && dy == 0)
                        continue;
                    // theta = base + minor / major (or base - ...), eighths counted from +x towards +y.
                    const long long ax = std::abs(dx);
                    const long long ay = std::abs(dy);
                    long long num; // K theta * den
                    long long den;
                    if (dx > 0 && dy >= 0)
                        ay < ax ? (num = k * ay, den = ax) : (num = k * (2 * ay - ax), den = ay);
                    else if (dx <= 0 && dy > 0)
                        ax < ay ? (num = k * (2 * ay + ax), den = ay) : (num = k * (4 * ax - ay), den = ax);
                    else if (dx < 0 && dy <= 0)
                        ay < ax ? (num = k * (4 * ax + ay), den = ax) : (num = k * (6 * ay - ax), den = ay);
                    else
                        ax < ay ? (num = k * (6 * ay + ax), den = ay) : (num = k * (8 * ax - ay), den = ax);
                    QCOMPARE(directions.bucket(dx, dy), int(num / den));
                    const double angle = std::atan2(double(dy), double(dx));
                    byAngle.push_back({angle < 0 ? angle + 2 * M_PI : angle, directions.bucket(dx, dy)});
                }
            }
            std::sort(byAngle.begin(), byAngle.end());
            for (std::size_t i = 1; i < byAngle.size(); ++i)
                QVERIFY(byAngle[i].second >= byAngle[i - 1].second);
            QCOMPARE(byAngle.front().second, 0);
            QVERIFY(byAngle.back().second < directions.buckets());
        }
    }

    // The pseudo-angle buckets go round the circle in order.
    void bucketsFollowTheAngle()
    {
        const BattleGrid grid(mapFromRows({"."}));
        const BlockedDirections directions(grid.terrain(), 2, 64);
        QCOMPARE(directions.buckets(), 512);
        QCOMPARE(directions.bucket(1, 0), 0);
        QCOMPARE(directions.opposite(directions.bucket(3, 1)), directions.bucket(-3, -1));
        QCOMPARE(directions.opposite(directions.bucket(-3, 7)), directions.bucket(3, -7));
        QCOMPARE(directions.bucket(1, 1), 64);
        QCOMPARE(directions.bucket(0, 1), 128);
        QCOMPARE(directions.bucket(-1, 0), 256);
        QCOMPARE(directions.bucket(0, -1), 384);
        QCOMPARE(directions.bucket(1, -1000), 384);
        QCOMPARE(directions.bucket(1000, -1), 511);
        int previous = -1;
        for (int i = 0; i < 720; ++i) {
            const double angle = (i + 0.5) * M_PI / 360.0;
            const int dx = int(std::lround(1000 * std::cos(angle)));
            const int dy = int(std::lround(1000 * std::sin(angle)));
            const int b = directions.bucket(dx, dy);
            QVERIFY(b >= previous);
            QVERIFY(b < 512);
            previous = b;
        }
    }
};

int main(int argc, char **argv)
{
    return runThroughEveryFanPath<TestBlockedDirections>(argc, argv);
}
#include "tst_blockeddirections.moc"
