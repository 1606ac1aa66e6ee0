#!/usr/bin/env bash
# Acceptance check, not a test: upstream MLIR's lit tests with jopt in place of mlir-opt. Per
# file, the cases (`// -----` chunks when a RUN line splits the input, else the file) whose
# output, diagnostics and exit status are mlir-opt-22's and whose CHECK lines pass; the others
# classified as stale (mlir-opt-22 fails the CHECK lines too), mlircrash or fail (see
# upstream-lit.py). The test files are not in this repository: fetch them from llvm/llvm-project
# (mlir/test/Dialect/Bufferization/Transforms/...) into a directory outside it, e.g.
# /work/corpora/upstream-bufferization.
#   bench/upstream-lit.sh PATH... [-v] [--keep DIR] [--only SUBSTRING] [--jopt CMD]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[[ $# -ge 1 ]] || { sed -n '2,9p' "$0"; exit 2; }
command -v mlir-opt-22 >/dev/null || { echo "upstream-lit: mlir-opt-22 is required" >&2; exit 2; }
[[ -f "$root/tools/target/jopt.jar" ]] || (cd "$root" && mvn -B -q -o package -DskipTests -Dmaven.javadoc.skip=true -pl tools -am)
exec python3 "$root/bench/upstream-lit.py" "$@"
