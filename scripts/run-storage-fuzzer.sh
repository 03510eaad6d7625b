#!/usr/bin/env bash
# Builds the libFuzzer targets for the importers (tests/fuzz-storage: exchangefile, universalvtt, regionmap) with
# clang, ASan and UBSan into build-fuzz-storage/ and fuzzes each in turn.  (scripts/run-fuzzer.sh is the dice
# parser's.)
#   scripts/run-storage-fuzzer.sh [SECONDS [TARGET...]]   (default 60 seconds for each target, every target; 0 only
#   builds them, since libFuzzer would take 0 for "no limit")
# Skips cleanly (exit 0) when clang++ is not installed. Findings land in build-fuzz-storage/findings/TARGET/, the
# growing corpus in build-fuzz-storage/corpus/TARGET/ (seeded from tests/fuzz-storage/seeds/TARGET/). Exits 1 when
# a target found a crash, a hang or a sanitizer report. The main build runs every target over its seeds (ctest -L
# fuzz); the first build here compiles the whole engine instrumented (about 15 minutes on 2 cores).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "usage: $0 [SECONDS [TARGET...]]" >&2; exit 2; }
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(exchangefile universalvtt regionmap)
for target in "${targets[@]}"; do
  [[ -d "$root/tests/fuzz-storage/seeds/$target" ]] || { echo "$0: no fuzz target '$target'" >&2; exit 2; }
done

clang=$(command -v clang++ || command -v clang++-14 || true)
if [[ -z "$clang" ]]; then
  echo "fuzzing skipped: clang++ is not installed (apt-get install clang libclang-rt-14-dev)"
  exit 0
fi
# libFuzzer's runtime ships in Debian's libclang-rt-14-dev; only the fuzzer needs it, so it is installed here.
if [[ $(dpkg-query -W -f='${Status}' libclang-rt-14-dev 2>/dev/null || true) != "install ok installed" ]]; then
  sudo=""
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  echo "Installing libclang-rt-14-dev for libFuzzer"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends libclang-rt-14-dev
fi

build="$root/build-fuzz-storage"
if [[ ! -f "$build/build.ninja" ]]; then
  cmake -S "$root/tests/fuzz-storage" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_COMPILER="$clang"
fi
cmake --build "$build" --parallel 2
[[ "$seconds" -eq 0 ]] && { echo "built: ${targets[*]/#/fuzz_}"; exit 0; }
status=0
for target in "${targets[@]}"; do
  echo "== fuzz_$target for $seconds s"
  mkdir -p "$build/corpus/$target" "$build/findings/$target"
  # Images are capped at 16 MiB, but the fuzzer learns nothing from big inputs: 64 KiB keeps runs fast.
  (cd "$build/findings/$target" &&
    "$build/fuzz_$target" "$build/corpus/$target" "$root/tests/fuzz-storage/seeds/$target" \
      -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
      -artifact_prefix="$build/findings/$target/") || status=1
done
exit $status
