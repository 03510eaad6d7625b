// Universal VTT import (issue 23, item 4): how long the GM waits for a drawn map to come in. The files are made
// here, as Dungeondraft exports them: a 500 x 500 square map with N closed object outlines (pillars, statues, trees:
// four to seven corners, up to three squares across) and N / 10 wall polylines (rooms along the grid, long diagonal
// walls, curved cave walls), a door per ten outlines. 600 outlines make a file of 112 KB, 5,000 one of 930 KB
// (points written with six digits). The report's files (600 outlines: 5 s; 5,000: over 20 s) were slow because
// every outline was tested against every square of the map and walls were walked in 0.05-square steps.
// Run by scripts/run-benchmarks.sh uvtt.
#include "storage/universalvttimport.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <numbers>
#include <random>

using namespace battlemat;

namespace {

constexpr int mapSide = 500;

void appendPoint(QByteArray &out, double x, double y)
{
    out += "{\"x\":" + QByteArray::number(x, 'g', 6) + ",\"y\":" + QByteArray::number(y, 'g', 6) + '}';
}

QByteArray drawnMap(int outlines, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> anywhere(2.0, mapSide - 2.0);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    QByteArray out = "{\"format\":0.3,\"resolution\":{\"map_origin\":{\"x\":0,\"y\":0},\"map_size\":{\"x\":" +
                     QByteArray::number(mapSide) + ",\"y\":" + QByteArray::number(mapSide) +
                     "},\"pixels_per_grid\":64},\"line_of_sight\":[";
    for (int w = 0; w < outlines / 10; ++w) {
        if (w > 0)
            out += ',';
        out += '[';
        const double x0 = std::round(anywhere(random)), y0 = std::round(anywhere(random));
        const int kind = w % 3;
        if (kind == 0) { // a room along the grid lines, drawn a little off them
            const double wide = 3 + std::floor(unit(random) * 12), high = 3 + std::floor(unit(random) * 12);
            const double x1 = std::min(x0 + wide, mapSide - 1.0), y1 = std::min(y0 + high, mapSide - 1.0);
            appendPoint(out, x0 + 0.1, y0);
            out += ',';
            appendPoint(out, x1, y0 - 0.1);
            out += ',';
            appendPoint(out, x1, y1);
            out += ',';
            appendPoint(out, x0, y1 + 0.05);
            out += ',';
            appendPoint(out, x0 + 0.1, y0);
        } else if (kind == 1) { // a long diagonal wall through squares
            const double angle = unit(random) * 2 * std::numbers::pi;
            const double length = 5 + unit(random) * 40;
            appendPoint(out, x0, y0);
            out += ',';
            appendPoint(out, std::clamp(x0 + length * std::cos(angle), 0.0, double(mapSide)),
                        std::clamp(y0 + length * std::sin(angle), 0.0, double(mapSide)));
        } else { // a curved cave wall of short segments
            double x = x0, y = y0, heading = unit(random) * 2 * std::numbers::pi;
            for (int p = 0; p < 12; ++p) {
                if (p > 0)
                    out += ',';
                appendPoint(out, x, y);
                heading += (unit(random) - 0.5);
                x = std::clamp(x + 1.5 * std::cos(heading), 0.0, double(mapSide));
                y = std::clamp(y + 1.5 * std::sin(heading), 0.0, double(mapSide));
            }
        }
        out += ']';
    }
    out += "],\"objects_line_of_sight\":[";
    for (int o = 0; o < outlines; ++o) {
        if (o > 0)
            out += ',';
        out += '[';
        const double cx = anywhere(random), cy = anywhere(random);
        const double radius = 0.4 + unit(random) * 1.1;
        const int corners = 4 + o % 4;
        for (int c = 0; c <= corners; ++c) {
            const double angle = 2 * std::numbers::pi * (c % corners) / corners;
            if (c > 0)
                out += ',';
            appendPoint(out, cx + radius * std::cos(angle), cy + radius * std::sin(angle));
        }
        out += ']';
    }
    out += "],\"portals\":[";
    for (int d = 0; d < outlines / 10; ++d) {
        if (d > 0)
            out += ',';
        const double x = std::round(anywhere(random)), y = std::round(anywhere(random));
        out += "{\"bounds\":[";
        appendPoint(out, x, y);
        out += ',';
        appendPoint(out, x, y + 1);
        out += "],\"closed\":true}";
    }
    out += "],\"lights\":[]}";
    return out;
}

void importDrawnMap(benchmark::State &state)
{
    const QByteArray file = drawnMap(int(state.range(0)), 23);
    int walls = 0, blocked = 0;
    for (auto _ : state) {
        auto imported = importUniversalVtt(file, QStringLiteral("drawn.dd2vtt"));
        if (!imported) {
            state.SkipWithError(qPrintable(imported.errorMessage()));
            return;
        }
        walls = imported->wallEdges;
        blocked = imported->blockedSquares;
        benchmark::DoNotOptimize(walls);
    }
    state.counters["file_kb"] = double(file.size()) / 1024;
    state.counters["wall_edges"] = walls;
    state.counters["blocked_squares"] = blocked;
}
BENCHMARK(importDrawnMap)->Name("uvtt/import_500x500")->Arg(600)->Arg(5000)->Unit(benchmark::kMillisecond);

} // namespace
