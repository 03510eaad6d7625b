#!/usr/bin/env bash
# Frame times of the map view (500 x 500 map, 1,000 tokens) while panning and zooming, and the path preview
# latency, under the software renderer (offscreen), and under Xvfb with the default renderer (OpenGL on llvmpipe)
# and with the software renderer. Figures go to stdout and build/benchmarks/results/frame_benchmark-*.txt.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cmake --build "$root/build" --target frame_benchmark --parallel 2
bench="$root/build/benchmarks/frame_benchmark"
results="$root/build/benchmarks/results"
mkdir -p "$results"
echo "== offscreen, software renderer"
QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software "$bench" | tee "$results/frame_benchmark-offscreen-software.txt"
echo "== Xvfb, default renderer (OpenGL)"
xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb "$bench" | tee "$results/frame_benchmark-xvfb-opengl.txt"
echo "== Xvfb, default renderer (OpenGL), map and token layer as painted textures (BATTLEMAT_PAINTED_MAP=1, the way before geometry)"
xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb BATTLEMAT_PAINTED_MAP=1 "$bench" \
  | tee "$results/frame_benchmark-xvfb-opengl-painted.txt"
echo "== Xvfb, software renderer"
xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb QT_QUICK_BACKEND=software "$bench" \
  | tee "$results/frame_benchmark-xvfb-software.txt"
echo "== offscreen, software renderer, the players' view with fog on (BATTLEMAT_FRAME_FOG=1)"
QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software BATTLEMAT_FRAME_FOG=1 "$bench" \
  | tee "$results/frame_benchmark-offscreen-software-fog.txt"
