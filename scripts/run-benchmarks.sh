#!/usr/bin/env bash
# Builds Release and runs every benchmark program (build/benchmarks/bench_*), or those whose name matches $1.
# Figures go to stdout and to build/benchmarks/results/NAME.json for the issue notes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
pattern=${1:-}
mkdir -p "$root/build/benchmarks/results"
shopt -s nullglob
for bench in "$root"/build/benchmarks/bench_*; do
  name=$(basename "$bench")
  [[ -n "$pattern" && "$name" != *"$pattern"* ]] && continue
  echo "== $name"
  "$bench" --benchmark_out="$root/build/benchmarks/results/$name.json" --benchmark_out_format=json \
    --benchmark_counters_tabular=true
done
