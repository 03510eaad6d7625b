// Region maps and the mastery exchange: how long the GM waits when a map is loaded or edited, when ranges are
// shown, and when an MP offer with its odds is prepared.
#include "mastery/masterybudgetdecider.h"
#include "mastery/masteryexchange.h"
#include "mastery/masteryodds.h"
#include "regions/regionmap.h"
#include "regions/regionmapjson.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <random>

#include <benchmark/benchmark.h>

using namespace battlemat;

namespace {

// A side x side grid of 100-pixel square regions: every inner region touches four others.
RegionMap gridMap(int side)
{
    RegionMap map;
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x) {
            const double l = x * 100.0, t = y * 100.0;
            (void)map.addRegion(
                {QStringLiteral("r%1_%2").arg(x).arg(y), {}, {{l, t}, {l + 100, t}, {l + 100, t + 100}, {l, t + 100}}});
        }
    }
    return map;
}

// A region map file as a GM draws one over a big picture (issue 23, item 4): a cols x rows lattice of 40-pixel
// cells whose shared corners are moved up to 12 pixels at random, so that neighbours share slanted borders exactly;
// every third cell is cut in two triangles along a diagonal; one link per 20 regions (walls between touching
// cells, doors to a cell two columns over). 1,000 regions took 2.1 s and 2,000 16.8 s while the adjacency was
// rebuilt after every region.
QJsonObject jitteredLatticeMap(int cols, int rows, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> jitter(-12.0, 12.0);
    QList<QPointF> corners;
    for (int y = 0; y <= rows; ++y) {
        for (int x = 0; x <= cols; ++x)
            corners.append(QPointF(x * 40.0 + jitter(random), y * 40.0 + jitter(random)));
    }
    auto corner = [&](int x, int y) {
        const QPointF p = corners.at(y * (cols + 1) + x);
        return QJsonArray{p.x(), p.y()};
    };
    QJsonArray regions;
    QJsonArray links;
    int cell = 0;
    for (int y = 0; y < rows && regions.size() < cols * rows; ++y) {
        for (int x = 0; x < cols && regions.size() < cols * rows; ++x, ++cell) {
            const QString id = QStringLiteral("c%1_%2").arg(x).arg(y);
            if (cell % 3 == 0 && regions.size() + 2 <= cols * rows) {
                regions.append(QJsonObject{
                    {QStringLiteral("id"), id + QStringLiteral("a")},
                    {QStringLiteral("polygon"), QJsonArray{corner(x, y), corner(x + 1, y), corner(x + 1, y + 1)}}});
                regions.append(QJsonObject{
                    {QStringLiteral("id"), id + QStringLiteral("b")},
                    {QStringLiteral("polygon"), QJsonArray{corner(x, y), corner(x + 1, y + 1), corner(x, y + 1)}}});
            } else {
                regions.append(
                    QJsonObject{{QStringLiteral("id"), id},
                                {QStringLiteral("polygon"),
                                 QJsonArray{corner(x, y), corner(x + 1, y), corner(x + 1, y + 1), corner(x, y + 1)}}});
            }
        }
    }
    for (qsizetype i = 0; i + 2 < regions.size(); i += 20) {
        links.append(
            QJsonObject{{QStringLiteral("between"),
                         QJsonArray{regions.at(i).toObject().value(QStringLiteral("id")),
                                    regions.at(i + (i % 40 == 0 ? 1 : 2)).toObject().value(QStringLiteral("id"))}},
                        {QStringLiteral("kind"), i % 40 == 0 ? QStringLiteral("wall") : QStringLiteral("door")}});
    }
    return {{QStringLiteral("name"), QStringLiteral("lattice")},
            {QStringLiteral("regions"), regions},
            {QStringLiteral("links"), links}};
}

// The shape that made the old adjacency cubic: long slanted strips side by side (terraces on a hillside, lanes of a
// river), each bordered by two shared 10-corner polylines. Every strip's bounding box overlaps nearly every other's,
// so comparing bounding boxes rules out no pair.
QJsonObject slantedStripsMap(int count, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> jitter(-3.0, 3.0);
    constexpr int corners = 10;
    QList<QList<QPointF>> borders;
    for (int i = 0; i <= count; ++i) {
        QList<QPointF> border;
        for (int c = 0; c < corners; ++c) {
            const double along = c * 500.0;
            border.append(QPointF(i * 10.0 + along + jitter(random), along));
        }
        borders.append(border);
    }
    QJsonArray regions;
    for (int i = 0; i < count; ++i) {
        QJsonArray polygon;
        for (const QPointF &p : std::as_const(borders.at(i)))
            polygon.append(QJsonArray{p.x(), p.y()});
        for (qsizetype c = corners - 1; c >= 0; --c)
            polygon.append(QJsonArray{borders.at(i + 1).at(c).x(), borders.at(i + 1).at(c).y()});
        regions.append(
            QJsonObject{{QStringLiteral("id"), QStringLiteral("s%1").arg(i)}, {QStringLiteral("polygon"), polygon}});
    }
    return {{QStringLiteral("name"), QStringLiteral("strips")}, {QStringLiteral("regions"), regions}};
}

void BM_ReadRegionMapFile(benchmark::State &state)
{
    const int regions = int(state.range(0));
    const QJsonObject file =
        state.range(1) == 0 ? jitteredLatticeMap(50, regions / 50, 5) : slantedStripsMap(regions, 7);
    qsizetype adjacentPairs = 0;
    for (auto _ : state) {
        auto map = regionMapFromJson(file, JsonContext(QStringLiteral("lattice.json")));
        if (!map) {
            state.SkipWithError(qPrintable(map.errorMessage()));
            return;
        }
        adjacentPairs = 0;
        for (const Region &region : map->regions())
            adjacentPairs += map->neighbours(region.id).size();
        benchmark::DoNotOptimize(adjacentPairs);
    }
    state.counters["regions"] = double(file.value(QStringLiteral("regions")).toArray().size());
    state.counters["adjacent_pairs"] = double(adjacentPairs / 2);
}
BENCHMARK(BM_ReadRegionMapFile)
    ->ArgNames({"regions", "strips"})
    ->Args({1000, 0})
    ->Args({2000, 0})
    ->Args({1000, 1})
    ->Args({2000, 1})
    ->Unit(benchmark::kMillisecond);

void BM_BuildRegionMap(benchmark::State &state)
{
    const int side = int(state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(gridMap(side));
    state.counters["regions"] = side * side;
}
BENCHMARK(BM_BuildRegionMap)->Arg(5)->Arg(10)->Arg(20)->Unit(benchmark::kMillisecond);

void BM_RangesFrom(benchmark::State &state)
{
    const int side = int(state.range(0));
    const RegionMap map = gridMap(side);
    for (auto _ : state)
        benchmark::DoNotOptimize(map.rangesFrom(QStringLiteral("r0_0")));
    state.counters["regions"] = side * side;
}
BENCHMARK(BM_RangesFrom)->Arg(10)->Arg(20)->Arg(40)->Unit(benchmark::kMicrosecond);

void BM_EditLink(benchmark::State &state)
{
    RegionMap map = gridMap(20);
    for (auto _ : state) {
        (void)map.setLink({QStringLiteral("r5_5"), QStringLiteral("r6_5"), RegionLinkKind::Wall});
        map.removeLink(QStringLiteral("r5_5"), QStringLiteral("r6_5"));
    }
}
BENCHMARK(BM_EditLink)->Unit(benchmark::kMicrosecond);

void BM_OfferOddsD60(benchmark::State &state)
{
    const MasteryRoll acting{60, 3, {12, 40, 7, 33}, 0};
    const MasteryRoll resisting{60, -2, {50, 41, 58}, 0};
    for (auto _ : state) {
        benchmark::DoNotOptimize(MasteryOdds::afterSpending(acting, resisting, true));
        benchmark::DoNotOptimize(MasteryOdds::afterSpending(acting, resisting, false));
    }
}
BENCHMARK(BM_OfferOddsD60)->Unit(benchmark::kMicrosecond);

void BM_FullExchangeRank5(benchmark::State &state)
{
    // QCoro::waitFor runs an event loop, which wants an application object.
    static int argc = 1;
    static char name[] = "bench_regions";
    static char *argv[] = {name, nullptr};
    static QCoreApplication application(argc, argv);
    int next = 0;
    FaceRoller roller = [&next](int sides) { return 1 + (next++ * 7) % sides; };
    for (auto _ : state) {
        MasteryBudgetDecider decider({{QStringLiteral("a"), 5}, {QStringLiteral("b"), 5}});
        MasteryParticipant a{QStringLiteral("a"), MasteryRoll{20, 0, {3}, 0}, 5, 5};
        MasteryParticipant b{QStringLiteral("b"), MasteryRoll{20, 0, {15}, 0}, 5, 5};
        benchmark::DoNotOptimize(QCoro::waitFor(runMasteryExchange(a, b, &decider, roller)));
    }
}
BENCHMARK(BM_FullExchangeRank5)->Unit(benchmark::kMicrosecond);

} // namespace
