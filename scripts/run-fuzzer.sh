#!/usr/bin/env bash
# Builds the libFuzzer target for the dice notation parser with clang (build-fuzz/) and runs it.
#   scripts/run-fuzzer.sh [SECONDS]   (default 60)
# Skips cleanly (exit 0) when clang++ is not installed. Findings (crash-*, timeout-*, leak-*) land in
# build-fuzz/findings/; the growing corpus in build-fuzz/corpus/ (seeded from tests/fuzz/seeds/).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "usage: $0 [SECONDS]" >&2; exit 2; }

clang=$(command -v clang++ || command -v clang++-14 || true)
if [[ -z "$clang" ]]; then
  echo "fuzzing skipped: clang++ is not installed (apt-get install clang libclang-rt-14-dev)"
  exit 0
fi
# libFuzzer's runtime ships in Debian's libclang-rt-14-dev; only the fuzzer needs it, so it is installed here and
# not in scripts/install-deps.sh.
if [[ $(dpkg-query -W -f='${Status}' libclang-rt-14-dev 2>/dev/null || true) != "install ok installed" ]]; then
  sudo=""
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  echo "Installing libclang-rt-14-dev for libFuzzer"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends libclang-rt-14-dev
fi

build="$root/build-fuzz"
if [[ ! -f "$build/build.ninja" ]]; then
  cmake -S "$root/tests/fuzz" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$clang"
fi
cmake --build "$build" --parallel 2
mkdir -p "$build/corpus" "$build/findings"
cd "$build/findings"
"$build/fuzz_diceparser" "$build/corpus" "$root/tests/fuzz/seeds" -dict="$root/tests/fuzz/dice.dict" \
  -max_total_time="$seconds" -max_len=2048 \
  -timeout=10 -print_final_stats=1 -artifact_prefix="$build/findings/"
