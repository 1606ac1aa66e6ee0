#!/usr/bin/env bash
# The scaling table: warm median time of the parser, verifier, printer and every pass at 10k,
# 100k and 1M operations, and the factor between sizes (near 10x means linear).
#   bench/scaling-warm.sh [SIZES=10000,100000,1000000] [STAGES=all, e.g. parse,canonicalize]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
(cd "$root" && mvn -q -B install -DskipTests)
(cd "$root/bench/jmh" && mvn -q -B package)
exec java -Xss16m -Xmx8g -Djopt.root="$root" -cp "$root/bench/jmh/target/benchmarks.jar" \
  jopt.bench.Scaling "${1:-10000,100000,1000000}" ${2:+"$2"}
