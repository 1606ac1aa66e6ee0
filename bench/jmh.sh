#!/usr/bin/env bash
# JMH benchmarks of the parser, verifier, printer and every pass on the generated memory IR
# (warm numbers; bench/jmh is a separate Maven project, not part of the CI reactor).
#   bench/jmh.sh                                   # every stage at 10k and 200k ops
#   bench/jmh.sh -p stage=parse,print -p ops=50000 # JMH options pass through
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
(cd "$root" && mvn -q -B install -DskipTests)
(cd "$root/bench/jmh" && mvn -q -B package)
exec java -Djopt.root="$root" -jar "$root/bench/jmh/target/benchmarks.jar" StageBench "$@"
