#!/usr/bin/env bash
# The jopt server's resident memory (docs/server.md): a new server, CALLS calls of `jopt FILE
# --canonicalize` on a generated function of OPS ops (30,000: 1.2 MB), then its resident size
# after each idle time of IDLE (seconds, space-separated). Prints one line per reading, also
# written to OUT (default bench/results/server-memory.txt, with the date and commit).
#
#   bench/server-memory.sh [CALLS [OPS [IDLE...]]]      (defaults: 50 30000 2 10 60 900)
set -euo pipefail
# JOPT_ROOT: a checkout other than this one (say a copy whose jar no rebuild replaces).
root=${JOPT_ROOT:-"$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"}
calls=${1:-50} ops=${2:-30000}
shift $(($# > 2 ? 2 : $#)) || true
idle=("$@")
((${#idle[@]})) || idle=(2 10 60 900)
out=${OUT:-"$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/results/server-memory.txt"}
mkdir -p "$(dirname "$out")"
exec > >(tee "$out")
echo "# bench/server-memory.sh $calls $ops ${idle[*]}, $(date -u +%F), $(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --short HEAD 2>/dev/null)"
work=$(mktemp -d)
trap 'JOPT_SERVER_DIR=$work/s "$root/bin/jopt" --server-stop >/dev/null 2>&1; rm -rf "$work"' EXIT
export JOPT_SERVER=1 JOPT_SERVER_DIR=$work/s JOPT_SERVER_IDLE=$((${idle[-1]} + 120))
python3 - "$work/in.mlir" "$ops" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write("func.func @f(%a: i32) -> i32 {\n")
    prev = "%a"
    for i in range(int(sys.argv[2])):
        f.write("  %%v%d = arith.addi %s, %%a : i32\n" % (i, prev))
        prev = "%%v%d" % i
    f.write("  return %s : i32\n}\n" % prev)
PY
rss() { awk '/VmRSS/ {printf "%.0f MB", $2 / 1024}' "/proc/$pid/status"; }
printf 'func.func @f() {\n  return\n}\n' > "$work/ok.mlir"
"$root/bin/jopt" "$work/ok.mlir" >/dev/null
pid=$(sed -n 's/^jopt server \([0-9]*\) on .*/\1/p' "$work"/s/*.log | tail -1)
echo "input: $(stat -c %s "$work/in.mlir") bytes, $ops ops; server $pid: $(rss) resident after one small call"
start=$(date +%s.%N)
for ((i = 0; i < calls; i++)); do
  "$root/bin/jopt" "$work/in.mlir" --canonicalize -o /dev/null
done
echo "$calls calls in $(echo "$(date +%s.%N) - $start" | bc) s: $(rss) resident"
slept=0
for t in "${idle[@]}"; do
  sleep $((t - slept))
  slept=$t
  echo "idle $t s: $(rss) resident"
done
