// Region maps and the mastery exchange: how long the GM waits when a map is loaded or edited, when ranges are
// shown, and when an MP offer with its odds is prepared.
#include "mastery/masterybudgetdecider.h"
#include "mastery/masteryexchange.h"
#include "mastery/masteryodds.h"
#include "regions/regionmap.h"

#include <QCoreApplication>

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
