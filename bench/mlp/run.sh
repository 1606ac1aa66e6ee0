#!/usr/bin/env bash
# A model end to end in jopt alone: bench/mlp/run.sh [MODEL.mlir [ENTRY]] (default: this
# directory's mlp-3x1024.mlir, @forward; tpp-mlir's benchmarks/mlir/pytorch/
# torch-dynamo-mlp-fp32-3x1024.mlir runs the same way). The tensor program is bufferized
# (one-shot-bufferize over function boundaries, identity layouts), given jopt's deallocation
# pipeline, and run in jopt-run on random inputs with its checks on (a leak, a use after free or
# any other fault fails the run); the heap line gives the peak heap bytes. Each step's
# whole-process wall and CPU seconds go to stderr; the intermediate files stay in a temporary
# directory unless KEEP=DIR is given.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
model="${1:-$root/bench/mlp/mlp-3x1024.mlir}"
entry="${2:-forward}"
dir="${KEEP:-$(mktemp -d)}"
mkdir -p "$dir"
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$dir"' EXIT
step() {
  local name=$1
  shift
  /usr/bin/time -f "$name: %e s wall, %U s user + %S s sys, %M KB max RSS" "$@"
}
step bufferize "$root/bin/jopt" "$model" -o "$dir/bufferized.mlir" \
  -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})'
step deallocate "$root/bin/jopt" "$dir/bufferized.mlir" --jopt-deallocation-pipeline \
  -o "$dir/deallocated.mlir"
step run "$root/bin/jopt-run" "$dir/deallocated.mlir" --entry="@$entry" --args=random \
  --max-steps=1000000000000 > "$dir/run.out"
# The results without the elements (a 256x1024 result prints 1 MB), then the heap line.
sed -E 's/^(result #[0-9]+: memref<[^>]*>) .*/\1 [...]/' "$dir/run.out"
