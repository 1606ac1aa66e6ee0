#!/usr/bin/env bash
# Two jopt jars compared warm (not a test): ROUNDS rounds, each runs bench/warm-runs.sh RUNS
# times in one JVM per jar (the jopt server's JVM options, WARM_SERVER=1) and mlir-opt-22 once,
# alternating; prints each round's warm CPU medians and, at the end, the medians over the rounds
# with the ratios to mlir-opt-22's CPU (user + system of its process).
#   bench/warm-ab.sh A.jar B.jar ROUNDS RUNS JOPT-ARGS...
#   e.g. bench/warm-ab.sh /tmp/main.jar tools/target/jopt.jar 5 16 bert.mlir --one-shot-bufferize
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
a=$1 b=$2 rounds=$3 runs=$4
shift 4
ca=() cb=() cm=()
for ((r = 1; r <= rounds; r++)); do
  x=$(WARM_SERVER=1 WARM_NO_MLIR=1 WARM_JAR=$a "$root/bench/warm-runs.sh" "$runs" "$@" | sed -n 's/.*warm (median[^)]*): wall [0-9.]* s, cpu \([0-9.]*\) s/\1/p')
  y=$(WARM_SERVER=1 WARM_NO_MLIR=1 WARM_JAR=$b "$root/bench/warm-runs.sh" "$runs" "$@" | sed -n 's/.*warm (median[^)]*): wall [0-9.]* s, cpu \([0-9.]*\) s/\1/p')
  m=$( { /usr/bin/time -f '%U %S' /usr/bin/mlir-opt-22 "$@" -o /dev/null; } 2>&1 | tail -1 | awk '{printf "%.3f", $1 + $2}')
  echo "round $r: A $x s, B $y s, mlir-opt-22 $m s CPU"
  ca+=("$x") cb+=("$y") cm+=("$m")
done
python3 - "${ca[*]}" "${cb[*]}" "${cm[*]}" <<'PY'
import statistics, sys
a, b, m = (list(map(float, s.split())) for s in sys.argv[1:4])
ma, mb, mm = statistics.median(a), statistics.median(b), statistics.median(m)
print(f"medians: A {ma:.3f} s ({ma / mm:.2f}x), B {mb:.3f} s ({mb / mm:.2f}x), mlir-opt-22 {mm:.3f} s CPU; B/A {mb / ma:.3f}")
PY
