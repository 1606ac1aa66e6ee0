#!/usr/bin/env bash
# Scaling of jopt's passes: each pass on one generated function of 10k, 100k and 1M operations
# (bench/gen_bigfunc.py; bench/gen_onnx_graph.py for graph-memory-plan; bench/gen_loops.py for
# a block of loops carrying memrefs; bench/gen_tensors.py for one-shot-bufferize), the pass's own wall
# time from --mlir-timing, and how it grows per 10x operations (x10 is linear). Not a test.
#   bench/scaling.sh [SIZES="10000 100000 1000000"]
set -euo pipefail
# One JVM per call, as measured so far (JOPT_SERVER=1: through the jopt server, docs/server.md).
export JOPT_SERVER=${JOPT_SERVER:-0}
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sizes=${1:-"10000 100000 1000000"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export JOPT_JAVA_OPTS="${JOPT_JAVA_OPTS:--Xmx12g}"

# name | pipeline | input kind | timing row
runs=(
  "parse|builtin.module()|dealloc|Parser"
  "print|builtin.module()|dealloc|Output"
  "canonicalize|builtin.module(func.func(canonicalize))|dealloc|Canonicalizer"
  "cse|builtin.module(func.func(cse))|dealloc|CSE"
  "merge-alloc|builtin.module(func.func(merge-alloc))|dealloc|MergeAllocPass"
  "gc-merge-alloc|builtin.module(func.func(gc-merge-alloc))|nodealloc|GcMergeAllocPass"
  "hlo-buffer-reuse|builtin.module(func.func(hlo-buffer-reuse))|dealloc|BufferReusePass"
  "hlo-deallocate|builtin.module(hlo-deallocate)|nodealloc|DeallocatePass"
  "hlo-deallocate (loops)|builtin.module(hlo-deallocate)|loops|DeallocatePass"
  "hlo-deallocation-simplification|builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification))|nodealloc|SimplificationPass"
  "hlo-deallocation-to-scf|builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))|nodealloc|ToScfPass"
  "graph-memory-plan|builtin.module(func.func(graph-memory-plan))|onnx|GraphMemoryPlanPass"
  "one-shot-bufferize|builtin.module(one-shot-bufferize{bufferize-function-boundaries})|tensors|OneShotBufferizePass"
)

for n in $sizes; do
  python3 "$root/bench/gen_bigfunc.py" "$n" > "$work/dealloc-$n.mlir"
  python3 "$root/bench/gen_bigfunc.py" "$n" --no-dealloc > "$work/nodealloc-$n.mlir"
  python3 "$root/bench/gen_onnx_graph.py" "$n" > "$work/onnx-$n.mlir"
  python3 "$root/bench/gen_loops.py" "$n" > "$work/loops-$n.mlir"
  python3 "$root/bench/gen_tensors.py" "$n" > "$work/tensors-$n.mlir"
done

printf '%-34s' "pass"
for n in $sizes; do printf '%12s' "$n ops"; done
printf '   growth per 10x ops\n'
for run in "${runs[@]}"; do
  IFS='|' read -r name pipeline kind row <<< "$run"
  printf '%-34s' "$name"
  prev=""
  growth=""
  for n in $sizes; do
    t=$("$root/bin/jopt" --allow-unregistered-dialect --mlir-timing -p "$pipeline" \
        "$work/$kind-$n.mlir" -o /dev/null 2>&1 |
      sed -nE "s/^ *[0-9.]+ +\( *[0-9.]+%\) +([0-9.]+) +\( *[0-9.]+%\) +$row\$/\1/p" | head -1)
    printf '%11.3fs' "${t:-0}"
    if [[ -n "$prev" && -n "$t" ]]; then
      growth+=$(awk -v a="$prev" -v b="$t" 'BEGIN { printf " x%.1f", (a > 0 ? b / a : 0) }')
    fi
    prev=$t
  done
  printf '  %s\n' "$growth"
done
