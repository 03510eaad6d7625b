#!/usr/bin/env bash
# Cold start to first frame: runs `battlemat --quit-after-first-frame` on the sample campaign N times (default 7)
# under offscreen, and prints each time the app reports (main() to the first frame swapped) and the wall time of the
# whole process (exec, loading the libraries, quitting), then the medians. Figures also go to
# build/benchmarks/results/startup.txt. The target is under 0.5 s (issue 19).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cmake --build "$root/build" --target battlemat --parallel 2 >/dev/null
runs=${1:-7}
results="$root/build/benchmarks/results"
mkdir -p "$results"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
app_ms=()
wall_ms=()
cpu_ms=()
for i in $(seq "$runs"); do
  start=$(date +%s%N)
  # The process's CPU time too (user + system): on a busy shared machine the wall time waits for the cores.
  output=$(HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" QT_QPA_PLATFORM=offscreen \
           /usr/bin/time -f "cpu %U %S" "$root/build/app/battlemat" --quit-after-first-frame 2>&1)
  end=$(date +%s%N)
  app_ms+=("$(echo "$output" | grep "first frame after" | grep -o '[0-9]*' | head -1)")
  wall_ms+=($(( (end - start) / 1000000 )))
  cpu_ms+=("$(echo "$output" | awk '/^cpu / {printf "%d", ($2 + $3) * 1000}')")
  echo "run $i: ${app_ms[-1]} ms in the app, ${wall_ms[-1]} ms the whole process, ${cpu_ms[-1]} ms of CPU"
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }
echo "cold start to first frame (offscreen, sample campaign, $runs runs): median $(median "${app_ms[@]}") ms in the" \
     "app, $(median "${wall_ms[@]}") ms the whole process, $(median "${cpu_ms[@]}") ms of CPU" \
  | tee "$results/startup.txt"
