// Encounter simulation speed (issue 18, docs/simulation-speed.md): fights per second of a 4 heroes vs 4 monsters
// encounter on a 20x20 map with walls and difficult terrain, every grid rule on, on one thread and on every core;
// beside it the ceiling of a bare d20 fight loop with no grid (attack rolls and hit points only). The counters
// "fights/s" are per benchmark thread. Run with scripts/run-benchmarks.sh simulation.
#include "encounter/dicerng.h"
#include "encounter/encounterfile.h"
#include "simulation/encountersimulator.h"

#include <QJsonArray>

#include <benchmark/benchmark.h>

#include <thread>

using namespace battlemat;

namespace {

QJsonObject crypt()
{
    QJsonArray terrain;
    for (int y = 0; y < 20; ++y) {
        QString row(20, QLatin1Char('.'));
        if (y == 6 || y == 13) {
            for (int x = 3; x < 17; ++x)
                row[x] = x == 9 || x == 10 ? QLatin1Char('.') : QLatin1Char('#'); // walls with a gap
        }
        if (y >= 8 && y <= 11)
            row[4] = row[15] = QLatin1Char('~'); // rubble
        terrain.append(row);
    }
    QJsonArray placed;
    QJsonArray blocks;
    for (int i = 0; i < 8; ++i) {
        const bool hero = i < 4;
        const QString id = QStringLiteral("%1%2").arg(hero ? "hero" : "monster").arg(i % 4);
        placed.append(QJsonObject{
            {"id", id}, {"x", 6 + (i % 4) * 2}, {"y", hero ? 2 : 17}, {"side", hero ? "heroes" : "monsters"}});
        QJsonArray powers{
            QJsonObject{{"id", "basic"}, {"basic", true}, {"attack", 6}, {"vs", "ac"}, {"damage", "1d8+3"}}};
        if (i % 4 == 1)
            powers.append(QJsonObject{
                {"id", "bow"}, {"origin", "ranged"}, {"range", 10}, {"attack", 6}, {"vs", "ac"}, {"damage", "1d10+2"}});
        if (i % 4 == 2)
            powers.append(QJsonObject{{"id", "burst"},
                                      {"origin", "far"},
                                      {"range", 10},
                                      {"burst", 1},
                                      {"attack", 5},
                                      {"vs", "reflex"},
                                      {"damage", "2d6"},
                                      {"usage", "encounter"}});
        blocks.append(
            QJsonObject{{"id", id},
                        {"hero", hero},
                        {"level", 2},
                        {"hp", 30},
                        {"defenses", QJsonObject{{"ac", 16}, {"fortitude", 14}, {"reflex", 14}, {"will", 13}}},
                        {"initiative", i % 3},
                        {"powers", powers}});
    }
    return {{"seed", 1},
            {"map", QJsonObject{{"name", "Crypt"}, {"terrain", terrain}, {"creatures", placed}}},
            {"creatures", blocks}};
}

const FightRunner &runner()
{
    static const FightRunner fights(*encounterFromJson(crypt(), JsonContext("bench")),
                                    TacticsPolicy(TacticsProfile::cautious()), TacticsPolicy(TacticsProfile::brute()));
    return fights;
}

// Fights per CPU second on one thread: the per-core figure (the machine may be shared, so wall time says less).
void BM_FightOneThread(benchmark::State &state)
{
    quint64 seed = 1;
    for (auto _ : state)
        benchmark::DoNotOptimize(runner().run(seed++));
    state.counters["fights/s"] = benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_FightOneThread)->Unit(benchmark::kMillisecond);

// The simulator's own pool: 400 fights per iteration on 1, 2, ... threads up to every core, wall-clock rate (the
// scaling over cores; scripts/bench-simulation.sh divides each by the one-thread rate). Its CPU time is the whole
// process's, so fights per CPU second show the scaling even when other programs share the cores.
void BM_FightsOnThreads(benchmark::State &state)
{
    SimulationOptions options;
    options.threads = int(state.range(0));
    for (auto _ : state) {
        benchmark::DoNotOptimize(EncounterSimulator::runFights(runner(), 400, options));
        ++options.seed;
    }
    state.counters["threads"] = options.threads;
    state.counters["fights/s"] = benchmark::Counter(400.0 * double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_FightsOnThreads)
    ->Apply([](benchmark::internal::Benchmark *b) {
        const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
        for (int threads = 1; threads <= cores; threads *= 2)
            b->Arg(threads);
        if ((cores & (cores - 1)) != 0)
            b->Arg(cores);
    })
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

// The ceiling: the same eight creatures trading d20 attacks (+6 vs AC 16, 1d8+3) until a side is down, no grid, no
// commands, no events.
void BM_BareD20Fight(benchmark::State &state)
{
    DiceRng rng(1);
    for (auto _ : state) {
        int hp[8];
        for (int &h : hp)
            h = 30;
        int standing[2] = {4, 4};
        for (int round = 0; round < 20 && standing[0] > 0 && standing[1] > 0; ++round) {
            for (int i = 0; i < 8; ++i) {
                if (hp[i] <= 0)
                    continue;
                const int enemySide = i < 4 ? 4 : 0;
                int target = -1;
                for (int t = enemySide; t < enemySide + 4 && target < 0; ++t)
                    target = hp[t] > 0 ? t : -1;
                if (target < 0)
                    break;
                const int d20 = rng.roll(20);
                if (d20 == 20 || (d20 != 1 && d20 + 6 >= 16)) {
                    hp[target] -= d20 == 20 ? 11 : rng.roll(8) + 3;
                    if (hp[target] <= 0)
                        --standing[target < 4 ? 0 : 1];
                }
            }
        }
        benchmark::DoNotOptimize(standing);
    }
    state.counters["fights/s"] = benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_BareD20Fight);

} // namespace
