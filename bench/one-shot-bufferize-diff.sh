#!/usr/bin/env bash
# Generated tensor programs through one-shot-bufferize in jopt and mlir-opt-22 (four option sets
# in turn): prints identical/different counts per option set. N programs (default 2000) from
# seed S (default 1000, past the CI test's 400). Builds the modules in the reactor.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-2000}"
seed0="${2:-1000}"
cd "$root"
start=$(date +%s)
mvn -B -o test -pl test -am -Dtest=GeneratedTensorProgramsTest -Dsurefire.failIfNoSpecifiedTests=false \
  "-Doneshot.programs=$n" "-Doneshot.seed0=$seed0" > target-oneshot-diff.log 2>&1 || status=$?
grep -E '^one-shot-bufferize generated programs' target-oneshot-diff.log || true
grep -E -A3 'differ; first' target-oneshot-diff.log | head -8 || true
echo "one-shot-bufferize-diff: $n programs from seed $seed0, $(( $(date +%s) - start ))s, log in target-oneshot-diff.log"
exit "${status:-0}"
