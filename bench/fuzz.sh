#!/usr/bin/env bash
# The long differential fuzz run: N generated programs per memory pipeline (default 100000),
# optionally only some properties of DifferentialFuzzTest (e.g. "hloDeallocate+mergeAlloc").
# Builds the modules in the reactor, so a concurrent `mvn install` cannot change the classes.
# Prints jqwik's verdict statistics per pipeline; failures land in test/target/fuzz-failures/.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-100000}"
tests="DifferentialFuzzTest${2:+#$2}"
cd "$root"
start=$(date +%s)
mvn -B -o test -pl test -am "-Dtest=$tests" -Dsurefire.failIfNoSpecifiedTests=false \
  "-Dfuzz.n=$n" "-Dfuzz.linalg.n=$n" -Doracle.skip=true > target-fuzz.log 2>&1 || status=$?
grep -E '\[DifferentialFuzzTest:|^ +[A-Z_]+ +\(' target-fuzz.log | sed 's/^timestamp = [^,]*, //'
echo "fuzz: $n programs per pipeline, $(( $(date +%s) - start ))s, log in target-fuzz.log"
exit "${status:-0}"
