#!/usr/bin/env bash
# jopt-run against mlir-runner-22 -O3 on the programs of bench/run-speed/ (matmul 192 and 512, a
# convolution, an MLP, a softmax; each prints its result with printMemrefF32):
#   bench/run-speed.sh [RUNS] [--interpreter] [PROGRAM...]
# Each program is lowered once by mlir-opt-22 (the pipeline below; lowering not timed) and run
# by mlir-runner-22 -O3; jopt-run runs the MLIR file itself, with its checks (the default) and
# with --no-checks, all with default options otherwise. Whole-process wall and CPU (user + sys) seconds, the best of RUNS runs
# (default 3) of each. The outputs must be the same bytes but for printMemref's base@ address.
# --interpreter also times today's interpreter (jopt-run --no-compile), once, stopped after
# JOPT_INTERPRETER_TIMEOUT seconds (default 900), for the speed-up of compiled execution.
set -euo pipefail
# One JVM per call, as measured so far (JOPT_SERVER=1: through the jopt server, docs/server.md).
export JOPT_SERVER=${JOPT_SERVER:-0}
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs=3
interpreter=0
programs=()
for a in "$@"; do
  case $a in
    --interpreter) interpreter=1 ;;
    [0-9]*) runs=$a ;;
    *) programs+=("$a") ;;
  esac
done
if ((${#programs[@]} == 0)); then
  programs=(matmul-192 matmul-512 conv mlp softmax)
fi
lib=/usr/lib/llvm-22/lib
libs=$lib/libmlir_runner_utils.so,$lib/libmlir_c_runner_utils.so
for l in runner_utils c_runner_utils; do
  [[ -e $lib/libmlir_$l.so ]] || libs=${libs/libmlir_$l.so/libmlir_$l.so.22.1}
done
# The pipeline of the issue, with -convert-math-to-llvm for the softmax's math.exp.
pipeline=(-convert-linalg-to-loops -convert-scf-to-cf -expand-strided-metadata -lower-affine
  -finalize-memref-to-llvm -convert-math-to-llvm -convert-arith-to-llvm -convert-cf-to-llvm
  -convert-func-to-llvm -reconcile-unrealized-casts)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# best FILE: the run with the least wall time among the "wall user sys" lines of FILE, as "wall cpu".
best() {
  sort -n "$1" | head -1 | awk '{printf "%.2f %.2f\n", $1, $2 + $3}'
}

# timed OUT TIMES CMD...: runs CMD TIMES times (stdout to $tmp/out), appending "wall user sys" to OUT.
timed() {
  local out=$1 n=$2
  shift 2
  for ((i = 0; i < n; i++)); do
    /usr/bin/time -f "%e %U %S" -a -o "$out" "$@" > "$tmp/out" 2> "$tmp/err" || {
      echo "failed: $*" >&2
      cat "$tmp/err" >&2
      return 1
    }
  done
}

printf "%-11s | %-16s | %-16s | %-16s | %-9s | %-9s | %s\n" program "mlir-runner -O3" \
  "jopt-run" "jopt-run no-checks" "wall ratio" "cpu ratio" \
  "$( ((interpreter)) && echo 'interpreter (speed-up, wall)')"
printf "%-11s | %-16s | %-16s | %-16s | %-9s | %-9s |\n" "" "wall / cpu s" "wall / cpu s" \
  "wall / cpu s" "checks on" "checks on"
for p in "${programs[@]}"; do
  src="$root/bench/run-speed/$p.mlir"
  mlir-opt-22 "$src" "${pipeline[@]}" -o "$tmp/$p.ll.mlir"
  rm -f "$tmp"/t.*
  timed "$tmp/t.runner" "$runs" mlir-runner-22 -O3 -e main -entry-point-result=void \
    -shared-libs="$libs" "$tmp/$p.ll.mlir"
  sed 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' "$tmp/out" > "$tmp/expected"
  timed "$tmp/t.jopt" "$runs" "$root/bin/jopt-run" "$src" -e main -entry-point-result=void
  sed 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' "$tmp/out" > "$tmp/actual"
  cmp -s "$tmp/expected" "$tmp/actual" || { echo "$p: jopt-run's output differs from mlir-runner's" >&2; exit 1; }
  timed "$tmp/t.nochecks" "$runs" "$root/bin/jopt-run" "$src" -e main -entry-point-result=void \
    --no-checks
  read -r rw rc < <(best "$tmp/t.runner")
  read -r jw jc < <(best "$tmp/t.jopt")
  read -r nw nc < <(best "$tmp/t.nochecks")
  interp=""
  if ((interpreter)); then
    if timeout "${JOPT_INTERPRETER_TIMEOUT:-900}" /usr/bin/time -f "%e %U %S" -o "$tmp/t.interp" \
        "$root/bin/jopt-run" "$src" -e main -entry-point-result=void --no-compile > /dev/null 2>&1; then
      read -r iw ic < <(best "$tmp/t.interp")
      interp="$iw / $ic s ($(awk -v a="$iw" -v b="$jw" 'BEGIN { printf "%.0fx", a / b }'))"
    else
      interp="> ${JOPT_INTERPRETER_TIMEOUT:-900} s (stopped)"
    fi
  fi
  printf "%-11s | %-16s | %-16s | %-16s | %-9s | %-9s | %s\n" "$p" "$rw / $rc" "$jw / $jc" \
    "$nw / $nc" "$(awk -v a="$jw" -v b="$rw" 'BEGIN { printf "%.2fx", a / b }')" \
    "$(awk -v a="$jc" -v b="$rc" 'BEGIN { printf "%.2fx", a / b }')" "$interp"
done
echo "best of $runs runs each; load average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
