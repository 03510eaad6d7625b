// Vision benchmarks (issue 19): what the players' window recomputes after a hero moves, on a 200 x 200 dungeon of
// 10 x 10 rooms with walls and doors (every third door closed), 6 heroes and 200 monsters. "dark": ambient
// darkness, the heroes carry five torches and a lantern; "bright": the whole dungeon lit. Target: under 2 ms.
// "open_500": the frame benchmark's bright 500 x 500 map (2,500 patches of rough, blocking and obscured ground,
// 3,000 random walls and doors, 1,000 creatures), six of whose heroes see for the players: the players' whole copy,
// as the TV builds it when the map opens and after each move (it took 6 to 7 s before vision was bounded by the
// squares' light and cast as shadows). Run by scripts/run-benchmarks.sh vision.
#include "grid/battlegrid.h"
#include "table/playerview.h"
#include "vision/vision.h"

#include <benchmark/benchmark.h>

#include <QRandomGenerator>

#include <random>

using namespace battlemat;

namespace {

BattleMap dungeon(int side, LightLevel ambient)
{
    std::mt19937 random(19);
    std::uniform_int_distribution<int> percent(0, 99);
    BattleMap map;
    map.name = QStringLiteral("dungeon");
    map.grid = GridMap(side, side);
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x) {
            // Room walls on every tenth line, with a door in the middle of each wall.
            if (x % 10 == 0 && x > 0)
                map.grid.setEdge({x, y}, Side::West,
                                 y % 10 == 5 ? (percent(random) < 33 ? EdgeFeature::ClosedDoor : EdgeFeature::OpenDoor)
                                             : EdgeFeature::Wall);
            if (y % 10 == 0 && y > 0)
                map.grid.setEdge({x, y}, Side::North,
                                 x % 10 == 5 ? (percent(random) < 33 ? EdgeFeature::ClosedDoor : EdgeFeature::OpenDoor)
                                             : EdgeFeature::Wall);
            if (percent(random) < 3)
                map.grid.setTerrain({x, y}, Terrain::Blocking);
        }
    }
    map.lighting.ambient = ambient;
    const int c = side / 2;
    for (int i = 0; i < 6; ++i) {
        MapCreature hero;
        hero.id = QStringLiteral("hero%1").arg(i);
        hero.side = QStringLiteral("heroes");
        hero.position = {c + 1 + i % 3, c + 2 + i / 3};
        map.grid.setTerrain(hero.position, Terrain::Open);
        map.creatures.append(hero);
        map.lighting.lights.append({i == 0 ? QStringLiteral("lantern") : QStringLiteral("torch"), {}, hero.id, 60});
    }
    std::uniform_int_distribution<int> coordinate(0, side - 1);
    for (int i = 0; i < 200; ++i) {
        MapCreature monster;
        monster.id = QStringLiteral("m%1").arg(i);
        monster.side = QStringLiteral("monsters");
        monster.position = {coordinate(random), coordinate(random)};
        map.grid.setTerrain(monster.position, Terrain::Open);
        map.creatures.append(monster);
    }
    return map;
}

// The frame benchmark's map (tests/benchmarks/frame_benchmark.cpp, bigScene), built the same way.
TableScene openScene()
{
    constexpr int side = 500;
    QRandomGenerator random(7);
    TableScene scene;
    scene.map.grid = GridMap(side, side);
    GridMap &grid = scene.map.grid;
    for (int i = 0; i < 2500; ++i) {
        const int x = int(random.bounded(side - 6));
        const int y = int(random.bounded(side - 6));
        const auto terrain = Terrain(random.bounded(1, 5));
        for (int dy = 0; dy < 4; ++dy)
            for (int dx = 0; dx < 4; ++dx)
                grid.setTerrain({x + dx, y + dy}, terrain);
    }
    for (int i = 0; i < 3000; ++i)
        grid.setEdge({int(random.bounded(side)), int(random.bounded(side))}, Side(random.bounded(4)),
                     EdgeFeature(random.bounded(1, 5)));
    while (scene.map.creatures.size() < 1000) {
        const Square at{int(random.bounded(side)), int(random.bounded(side))};
        if (blocksMovement(grid.terrain(at)))
            continue;
        MapCreature c;
        const int n = int(scene.map.creatures.size());
        c.id = QStringLiteral("c%1").arg(n);
        c.side = n % 2 ? QStringLiteral("monsters") : (n < 12 ? QStringLiteral("party") : QStringLiteral("heroes"));
        c.position = at;
        scene.map.creatures.append(c);
        scene.statuses.insert(c.id, CreatureStatus::fromHitPoints(int(random.bounded(-10, 40)), 30));
    }
    scene.map.lighting.visionEnabled = true;
    scene.playerSides = {QStringLiteral("party")};
    return scene;
}

void playerViewOpen(benchmark::State &state)
{
    TableScene scene = openScene();
    qsizetype shown = 0;
    for (auto _ : state) {
        const TableScene view = playerViewOf(scene);
        shown = view.playerVisible.count(true);
        benchmark::DoNotOptimize(view);
    }
    state.counters["visible"] = double(shown);
}

// One step of the first hero (back and forth), then the side's vision and the explored squares.
void visionAfterMove(benchmark::State &state, LightLevel ambient)
{
    BattleGrid grid(dungeon(int(state.range(0)), ambient));
    MapLighting lighting = grid.map().lighting;
    const Square start = grid.creature(0).position;
    int step = 0;
    qsizetype visible = 0;
    for (auto _ : state) {
        grid.moveCreature(0, {start.x + (step++ & 1), start.y});
        const VisionResult seen = Vision::compute(grid, {QStringLiteral("heroes")});
        Vision::markExplored(lighting, seen);
        visible = seen.visibleSquares().size();
        benchmark::DoNotOptimize(seen);
    }
    state.counters["visible"] = double(visible);
}

// The players' window's whole copy: the scene filtered by vision (a BattleGrid is built for it each time).
void playerView(benchmark::State &state)
{
    TableScene scene;
    scene.map = dungeon(int(state.range(0)), LightLevel::Dark);
    scene.map.lighting.visionEnabled = true;
    for (auto _ : state) {
        scene.map.creatures[0].position.x ^= 1;
        benchmark::DoNotOptimize(playerViewOf(scene));
    }
}

} // namespace

BENCHMARK_CAPTURE(visionAfterMove, dark, LightLevel::Dark)
    ->Name("vision/after_move_dark")
    ->Arg(200)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK_CAPTURE(visionAfterMove, bright, LightLevel::Bright)
    ->Name("vision/after_move_bright")
    ->Arg(200)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(playerView)->Name("vision/player_view_dark")->Arg(200)->Unit(benchmark::kMicrosecond);
BENCHMARK(playerViewOpen)->Name("vision/player_view_open_500")->Unit(benchmark::kMillisecond)->Iterations(1);
