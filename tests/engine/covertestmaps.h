#pragma once

#include "grid/battlemap.h"
#include "grid/blockeddirections.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTest>

#include <cstdio>

#include <random>
#include <vector>

// Maps for the cover tests (tst_covertable, tst_blockeddirections): seeded random maps like the benchmark's with
// everything the cover rules look at, and small drawn ones.

namespace battlemat::covertest {

struct RandomMapSpec
{
    int side = 40;
    int creatures = 60;
    int blockingPercent = 20;
    int solidPercent = 3;
    int wallPercent = 4; // of all edges
    unsigned seed = 1;
};

// Terrain, walls and doors only (no creatures): what a fan is built from.
inline RandomMapSpec terrainOnly(int side, unsigned seed, int wallPercent)
{
    RandomMapSpec spec;
    spec.side = side;
    spec.creatures = 0;
    spec.seed = seed;
    spec.wallPercent = wallPercent;
    return spec;
}

// A map like the benchmark's, with everything else the cover rules look at: solid-but-transparent squares,
// obscured squares, walls, doors in every state, creatures of every size on three sides.
inline BattleMap randomMap(const RandomMapSpec &spec)
{
    std::mt19937 random(spec.seed);
    std::uniform_int_distribution<int> percent(0, 99);
    BattleMap map;
    map.name = QStringLiteral("random");
    map.grid = GridMap(spec.side, spec.side);
    for (int y = 0; y < spec.side; ++y) {
        for (int x = 0; x < spec.side; ++x) {
            const int p = percent(random);
            Terrain t = Terrain::Open;
            if (p < spec.blockingPercent)
                t = Terrain::Blocking;
            else if (p < spec.blockingPercent + spec.solidPercent)
                t = Terrain::SolidTransparent;
            else if (p < spec.blockingPercent + spec.solidPercent + 5)
                t = Terrain::HeavilyObscured;
            else if (p < spec.blockingPercent + spec.solidPercent + 15)
                t = Terrain::Difficult;
            map.grid.setTerrain({x, y}, t);
            for (Side edge : {Side::North, Side::West}) {
                const int e = percent(random);
                if (e < spec.wallPercent)
                    map.grid.setEdge({x, y}, edge, EdgeFeature::Wall);
                else if (e < spec.wallPercent + 1)
                    map.grid.setEdge({x, y}, edge, EdgeFeature::ClosedDoor);
                else if (e < spec.wallPercent + 2)
                    map.grid.setEdge({x, y}, edge, EdgeFeature::OpenDoor);
                else if (e < spec.wallPercent + 3)
                    map.grid.setEdge({x, y}, edge, EdgeFeature::LockedDoor);
            }
        }
    }
    const CreatureSize sizes[] = {CreatureSize::Medium,    CreatureSize::Medium, CreatureSize::Small,
                                  CreatureSize::Tiny,      CreatureSize::Large,  CreatureSize::Huge,
                                  CreatureSize::Gargantuan};
    const QString sides[] = {QStringLiteral("heroes"), QStringLiteral("monsters"), QStringLiteral("neutral")};
    std::uniform_int_distribution<int> pickSize(0, 6);
    std::uniform_int_distribution<int> pickSide(0, 2);
    std::uniform_int_distribution<int> coordinate(0, spec.side - 1);
    std::vector<bool> taken(std::size_t(spec.side) * spec.side, false);
    for (int attempt = 0; attempt < 100 * spec.creatures && map.creatures.size() < spec.creatures; ++attempt) {
        MapCreature c;
        c.id = QStringLiteral("c%1").arg(map.creatures.size());
        c.size = sizes[pickSize(random)];
        c.side = sides[pickSide(random)];
        c.position = {coordinate(random), coordinate(random)};
        const Space space = c.space();
        // Now and then a creature shares squares with another (two Tiny ones, one lying prone under another).
        const bool mayShare = map.creatures.size() % 10 == 9;
        bool fits = space.right() < spec.side && space.bottom() < spec.side;
        for (int y = space.top(); fits && y <= space.bottom(); ++y) {
            for (int x = space.left(); fits && x <= space.right(); ++x)
                fits =
                    (mayShare || !taken[std::size_t(y) * spec.side + x]) && !blocksMovement(map.grid.terrain({x, y}));
        }
        if (!fits)
            continue;
        for (int y = space.top(); y <= space.bottom(); ++y) {
            for (int x = space.left(); x <= space.right(); ++x)
                taken[std::size_t(y) * spec.side + x] = true;
        }
        map.creatures.append(c);
    }
    return map;
}

// A map drawn as rows of terrain characters, creatures added by the caller.
inline BattleMap mapFromRows(const QStringList &rows)
{
    BattleMap map;
    map.name = QStringLiteral("fixture");
    map.grid = GridMap(int(rows.first().size()), int(rows.size()));
    for (int y = 0; y < rows.size(); ++y) {
        for (int x = 0; x < rows[y].size(); ++x)
            map.grid.setTerrain({x, y}, *terrainFromSymbol(rows[y][x]));
    }
    return map;
}

inline void addCreature(BattleMap &map, const char *id, Square at, const char *side,
                        CreatureSize size = CreatureSize::Medium)
{
    MapCreature c;
    c.id = QLatin1String(id);
    c.position = at;
    c.side = QLatin1String(side);
    c.size = size;
    map.creatures.append(c);
}

// The test's main: every test function runs once per way of building the fans the processor has (the AVX2 copy,
// SSE2, the plain loop), so each path is compared exactly with CoverRules and SightLine on this machine, whichever
// BlockedDirections would choose by itself.
template<typename Test>
int runThroughEveryFanPath(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    using Instructions = BlockedDirections::Instructions;
    int failed = 0;
    for (Instructions path : {Instructions::Plain, Instructions::Sse2, Instructions::Avx2}) {
        if (!BlockedDirections::supports(path))
            continue;
        BlockedDirections::setInstructions(path);
        if (BlockedDirections::instructions() != path) {
            std::fprintf(stderr, "fan path %d was not taken\n", int(path));
            return 1;
        }
        std::printf("== fans built with %s\n", path == Instructions::Avx2   ? "AVX2"
                                               : path == Instructions::Sse2 ? "SSE2"
                                                                            : "the plain loop");
        Test test;
        failed += QTest::qExec(&test, argc, argv);
    }
    return failed;
}

} // namespace battlemat::covertest
