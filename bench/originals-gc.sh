#!/usr/bin/env bash
# intel/graph-compiler's merge-alloc tests with jopt in place of gc-opt: per file, the cases
# (`// -----` chunks, else functions) that pass. Inputs the RUN line bufferizes are bufferized
# by mlir-opt-22 first (jopt has no one-shot-bufferize yet). The test files are not in this
# repository: copy them from the original (test/mlir/test/gc/Transforms/buffer-merge*.mlir).
#   bench/originals-gc.sh DIR [--pass-name merge-alloc] [--show-failures] [--jopt CMD]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[[ $# -ge 1 ]] || { sed -n '2,6p' "$0"; exit 2; }
[[ -f "$root/tools/target/jopt.jar" ]] || (cd "$root" && mvn -B -q -o package -DskipTests -pl tools -am)
exec python3 "$root/bench/originals-gc.py" "$@"
