#!/usr/bin/env bash
# Encounter simulation speed (issue 18, docs/simulation-speed.md): runs build/benchmarks/bench_simulation and
# prints the figures the issue asks for: simulated 4v4 fights per second per core (CPU time of one thread), the
# rate on 1, 2, ... threads and its scaling over one thread, the bare d20 fight loop (no grid) as the ceiling and
# the ratio; then the wall and CPU time of `battlemat-cli simulate` for 10,000 runs of the CLI's sample encounter on 2
# threads. Build first (scripts/build.sh or cmake --build build --target bench_simulation battlemat-cli).
# Usage: scripts/bench-simulation.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
bench="$build/benchmarks/bench_simulation"
[[ -x "$bench" ]] || { echo "no $bench: build the bench_simulation target first" >&2; exit 2; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$bench" --benchmark_min_time=2 --benchmark_out="$out" --benchmark_out_format=json >/dev/null 2>&1
python3 - "$out" <<'PY'
import json, sys
runs = {b["name"]: b for b in json.load(open(sys.argv[1]))["benchmarks"]}
one = runs["BM_FightOneThread"]
per_core = one["fights/s"]
bare = runs["BM_BareD20Fight"]["fights/s"]
print(f"4v4 fight on 20x20 with terrain, every grid rule on: {one['cpu_time']:.2f} ms CPU per fight, "
      f"{per_core:.0f} fights/s per core (target 10,000)")
base = None
for name, b in sorted(((n, b) for n, b in runs.items() if n.startswith("BM_FightsOnThreads")),
                      key=lambda nb: nb[1]["threads"]):
    rate = b["fights/s"]
    per_cpu = 400 * 1000 / b["cpu_time"]  # fights per CPU second of the whole process (cpu_time in ms)
    base = base or rate / b["threads"]
    print(f"  {int(b['threads'])} thread(s): {rate:.0f} fights/s wall clock ({rate / base:.2f}x one thread), "
          f"{per_cpu:.0f} fights per CPU second")
print(f"bare d20 fight loop (no grid, no commands): {bare:.0f} fights/s per core; "
      f"simulated fight / bare loop = 1 : {bare / per_core:.0f}")
PY
cli="$build/app/battlemat-cli"
if [[ -x "$cli" ]]; then
  # Wall clock and CPU time (user + system) of the whole process: on a shared machine the CPU time says more.
  TIMEFORMAT='%R %U %S'
  times=$({ time "$cli" simulate "$root/tests/cli/data/encounter/skirmish.json" --runs 10000 --threads 2 \
    --change-runs 0 >/dev/null; } 2>&1)
  read -r wall user sys <<<"$times"
  echo "battlemat-cli simulate skirmish.json --runs 10000 --threads 2: $wall s wall clock (target under 2 s)," \
    "$(python3 -c "print(f'{$user + $sys:.2f}')") s CPU"
fi
