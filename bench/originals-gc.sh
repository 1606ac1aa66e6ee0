#!/usr/bin/env bash
# intel/graph-compiler's merge-alloc tests with jopt in place of gc-opt: per file, the cases
# (`// -----` chunks, else functions) that pass. jopt runs the RUN line's one-shot-bufferize too
# (--bufferize-with mlir-opt: mlir-opt-22 bufferizes first). The test files are not in this
# repository: copy them from the original (test/mlir/test/gc/Transforms/buffer-merge*.mlir).
#   bench/originals-gc.sh DIR [--pass-name merge-alloc] [--bufferize-with jopt|mlir-opt]
#                             [--show-failures] [--jopt CMD]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[[ $# -ge 1 ]] || { sed -n '2,6p' "$0"; exit 2; }
[[ -f "$root/tools/target/jopt.jar" ]] || (cd "$root" && mvn -B -q -o package -DskipTests -pl tools -am)
exec python3 "$root/bench/originals-gc.py" "$@"
