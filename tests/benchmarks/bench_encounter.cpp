// Encounter engine speed: commands per second in a 6-creature encounter (move + attack + end turn), a full round
// of 10 creatures, and replaying a 10,000-event log. Run with scripts/run-benchmarks.sh encounter.
#include "encounter/commandparser.h"
#include "encounter/commandprocessor.h"
#include "encounter/encounterreplay.h"
#include "encounter/scripteddecider.h"

#include <QJsonArray>

#include <benchmark/benchmark.h>

using namespace battlemat;

namespace {

/**
 * Two lines of creatures facing each other across a 16x16 room, heroes on row 7 and monsters on row 8, so every
 * creature has an enemy in reach; huge hit points keep the fight going for as long as a benchmark runs.
 */
QJsonObject lineUp(int creatures)
{
    QJsonArray terrain;
    for (int y = 0; y < 16; ++y)
        terrain.append(QString(16, QLatin1Char('.')));
    QJsonArray placed, blocks;
    for (int i = 0; i < creatures; ++i) {
        const bool hero = i % 2 == 0;
        const QString id = QStringLiteral("c%1").arg(i);
        placed.append(
            QJsonObject{{QStringLiteral("id"), id},
                        {QStringLiteral("x"), 2 + i / 2 * 2},
                        {QStringLiteral("y"), hero ? 7 : 8},
                        {QStringLiteral("side"), hero ? QStringLiteral("heroes") : QStringLiteral("monsters")}});
        blocks.append(QJsonObject{
            {QStringLiteral("id"), id},
            {QStringLiteral("hero"), hero},
            {QStringLiteral("hp"), 100000},
            {QStringLiteral("initiative"), i},
            {QStringLiteral("defenses"), QJsonObject{{QStringLiteral("ac"), 15},
                                                     {QStringLiteral("fortitude"), 13},
                                                     {QStringLiteral("reflex"), 13},
                                                     {QStringLiteral("will"), 13}}},
            {QStringLiteral("powers"), QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("blade")},
                                                              {QStringLiteral("basic"), true},
                                                              {QStringLiteral("attack"), 6},
                                                              {QStringLiteral("damage"), QStringLiteral("1d8+3")}}}}});
    }
    return {{QStringLiteral("seed"), 99},
            {QStringLiteral("map"),
             QJsonObject{{QStringLiteral("terrain"), terrain}, {QStringLiteral("creatures"), placed}}},
            {QStringLiteral("creatures"), blocks}};
}

std::shared_ptr<Command> parse(const QJsonObject &object)
{
    return *commandFromJson(object, JsonContext(QStringLiteral("bench")));
}

std::unique_ptr<CommandProcessor> started(int creatures)
{
    auto processor = std::move(CommandProcessor::fromEncounterJson(lineUp(creatures), QStringLiteral("bench"))).value();
    ScriptedDecider decider;
    processor->run(parse({{QStringLiteral("type"), QStringLiteral("start")}}), &decider);
    processor->run(parse({{QStringLiteral("type"), QStringLiteral("rollInitiative")}}), &decider);
    return processor;
}

/**
 * One turn of the current creature: a step sideways and back would provoke nothing, so it steps one square along
 * its own row (alternating direction by round), attacks the enemy across, and ends its turn. Returns commands run.
 */
int playTurn(CommandProcessor &processor, ScriptedDecider &decider)
{
    const EncounterState &state = processor.state();
    const QString me = state.current;
    const Combatant *self = state.combatant(me);
    const int dx = state.round % 2 ? 1 : -1;
    processor.run(parse({{QStringLiteral("type"), QStringLiteral("move")},
                         {QStringLiteral("creature"), me},
                         {QStringLiteral("mode"), QStringLiteral("step")},
                         {QStringLiteral("path"), QJsonArray{QJsonArray{self->position.x + dx, self->position.y}}}}),
                  &decider);
    QString target;
    for (const Combatant &other : processor.state().combatants) {
        if (other.side != self->side && std::abs(other.position.x - processor.state().combatant(me)->position.x) <= 1)
            target = other.id;
    }
    if (!target.isEmpty())
        processor.run(parse({{QStringLiteral("type"), QStringLiteral("attack")},
                             {QStringLiteral("creature"), me},
                             {QStringLiteral("power"), QStringLiteral("blade")},
                             {QStringLiteral("targets"), QJsonArray{target}}}),
                      &decider);
    processor.run(parse({{QStringLiteral("type"), QStringLiteral("endTurn")}, {QStringLiteral("creature"), me}}),
                  &decider);
    return target.isEmpty() ? 2 : 3;
}

void BM_SixCreatureCommands(benchmark::State &bench)
{
    auto processor = started(6);
    ScriptedDecider decider;
    qint64 commands = 0;
    for (auto _ : bench)
        commands += playTurn(*processor, decider);
    bench.SetItemsProcessed(commands);
    bench.counters["commands_per_second"] = benchmark::Counter(double(commands), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SixCreatureCommands);

void BM_FullRoundTenCreatures(benchmark::State &bench)
{
    auto processor = started(10);
    ScriptedDecider decider;
    for (auto _ : bench) {
        for (int turn = 0; turn < 10; ++turn)
            playTurn(*processor, decider);
    }
    bench.counters["rounds"] = double(bench.iterations());
}
BENCHMARK(BM_FullRoundTenCreatures)->Unit(benchmark::kMicrosecond);

void BM_ReplayTenThousandEvents(benchmark::State &bench)
{
    auto processor = started(6);
    ScriptedDecider decider;
    while (processor->log().size() < 10000)
        playTurn(*processor, decider);
    const EncounterLog log = processor->log();
    for (auto _ : bench) {
        auto replayed = EncounterReplay::replay(log, QStringLiteral("bench"));
        if (!replayed)
            bench.SkipWithError(qPrintable(replayed.errorMessage()));
        benchmark::DoNotOptimize(replayed);
    }
    bench.counters["events"] = double(log.size());
}
BENCHMARK(BM_ReplayTenThousandEvents)->Unit(benchmark::kMillisecond);

} // namespace
