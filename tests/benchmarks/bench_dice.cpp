// Dice engine figures for issue 3: rolls per second and the time to compute exact odds (which the UI
// recomputes on every mouse move, so each must stay well under 1 ms).
#include "dice/attackodds.h"
#include "dice/diceodds.h"
#include "dice/diceparser.h"
#include "dice/diceroller.h"
#include "dice/resistedrollodds.h"
#include "dice/seededdiesource.h"

#include <benchmark/benchmark.h>

using namespace battlemat;

namespace {

DiceExpression parsed(const char *text)
{
    return DiceParser().parse(QString::fromLatin1(text)).value();
}

void rolls(benchmark::State &state, const char *text)
{
    const DiceExpression expression = parsed(text);
    SeededDieSource source(20261122);
    DiceRoller roller(source);
    for (auto _ : state) {
        auto record = roller.roll(expression);
        benchmark::DoNotOptimize(record);
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["rolls/s"] = benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_Roll_1d20plus5(benchmark::State &state)
{
    rolls(state, "1d20+5");
}
BENCHMARK(BM_Roll_1d20plus5);

void BM_Roll_8d6exploding(benchmark::State &state)
{
    rolls(state, "8d6!");
}
BENCHMARK(BM_Roll_8d6exploding);

// Parsing is included: on a mouse move the UI has the text, not the tree.
void BM_Odds_1d20plus12_vs_defense_23(benchmark::State &state)
{
    for (auto _ : state) {
        auto odds = AttackOdds::compute(DiceParser().parse(QStringLiteral("1d20+12")).value(), 23);
        benchmark::DoNotOptimize(odds);
    }
    state.SetLabel("hit chance with natural 20/1");
}
BENCHMARK(BM_Odds_1d20plus12_vs_defense_23)->Unit(benchmark::kMicrosecond);

void distribution(benchmark::State &state, const char *text)
{
    const QString source = QString::fromLatin1(text);
    for (auto _ : state) {
        auto odds = DiceOdds::distribution(DiceParser().parse(source).value());
        benchmark::DoNotOptimize(odds);
    }
}

void BM_Odds_4d8plus5(benchmark::State &state)
{
    distribution(state, "4d8+5");
}
BENCHMARK(BM_Odds_4d8plus5)->Unit(benchmark::kMicrosecond);

void BM_Odds_10d10kh3(benchmark::State &state)
{
    distribution(state, "10d10kh3");
}
BENCHMARK(BM_Odds_10d10kh3)->Unit(benchmark::kMicrosecond);

void BM_Odds_8d6exploding(benchmark::State &state)
{
    distribution(state, "8d6!");
}
BENCHMARK(BM_Odds_8d6exploding)->Unit(benchmark::kMicrosecond);

void BM_Odds_ResistedD8AdvantageVsD6(benchmark::State &state)
{
    const LadderRoll acting{DieRank::fromSides(8).value(), {1, 0}};
    const LadderRoll resisting{DieRank::fromSides(6).value(), {}};
    for (auto _ : state) {
        auto odds = ResistedRollOdds::compute(acting, resisting);
        benchmark::DoNotOptimize(odds);
    }
}
BENCHMARK(BM_Odds_ResistedD8AdvantageVsD6)->Unit(benchmark::kMicrosecond);

void BM_Parse_TypicalExpression(benchmark::State &state)
{
    const QString text = QStringLiteral("4d6kh3 + 1d8! - 2 + 3d4");
    for (auto _ : state) {
        auto expression = DiceParser().parse(text);
        benchmark::DoNotOptimize(expression);
    }
}
BENCHMARK(BM_Parse_TypicalExpression)->Unit(benchmark::kMicrosecond);

} // namespace
