#!/usr/bin/env bash
# The front-door fuzzer: N mutants (default 20000) of the chunks of the lit tests, of
# test/frontdoor-seeds (programs of the newer dialects) and of --extra-seeds DIR (e.g. upstream
# MLIR tests fetched locally; never commit those), each run
# through jopt in-process and mlir-opt-22 in batches; prints the report (internal errors,
# hangs, the accept/reject matrix, disagreement groups). Extra arguments go to the fuzzer:
# --seed S, --timeout-ms T, --jobs J, --no-oracle, --extra-seeds DIR, --out DIR, --top K.
# Per-mutant results: test/target/frontdoor/results.tsv; group examples in examples/.
#
# Builds the reactor (package, never install: ~/.m2 is shared) and runs with the shaded
# tools/target/jopt.jar (jopt and every runtime dependency) plus the test module's classes;
# maven-dependency-plugin's build-classpath cannot be resolved offline here.
set -euo pipefail
# One JVM per call, as measured so far (JOPT_SERVER=1: through the jopt server, docs/server.md).
export JOPT_SERVER=${JOPT_SERVER:-0}
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n=20000
if [[ $# -gt 0 && "$1" =~ ^[0-9]+$ ]]; then
  n="$1"
  shift
fi
cd "$root"
mvn -B -o -q -Dstyle.color=never package -DskipTests -pl test -am >&2
# -Xss16m as bin/jopt (deep nesting must overflow where jopt's does); every stack trace kept,
# so internal errors are grouped by the jopt method that threw.
exec java -Xss16m -XX:-OmitStackTraceInFastThrow \
  -cp "$root/test/target/classes:$root/tools/target/jopt.jar" \
  jopt.fuzz.frontdoor.FrontDoorFuzzer --root "$root" --mutants "$n" "$@"
