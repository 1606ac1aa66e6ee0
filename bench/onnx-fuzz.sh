#!/usr/bin/env bash
# The ONNX fuzzers at full size. Import (default): COUNT (default 10,000) protobuf mutants of the
# models of ../shared/models and of the ONNX backend tests (libonnx-testdata), each imported in
# one JVM with a 30 s limit (OnnxMutationFuzzTest; CI runs 300). --lower: COUNT mutants of the
# shipped models of bench/corpus ($JOPT_CORPUS/models, up to 3 MB each, or from MIN_BYTES to
# MAX_BYTES; SEEDS=corpus,shared,backend chooses) imported and lowered by convert-onnx-to-linalg, the result verified and printed
# (OnnxLoweringFuzzTest; CI runs 40; DUMP=DIR keeps the failing mutants). Prints the figures: mutants imported (lowered), refused with
# an error, internal errors, hangs (the test fails on any internal error or hang).
# Usage: bench/onnx-fuzz.sh [--lower] [COUNT] [SEED]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
lower=0
if [[ ${1:-} == --lower ]]; then
  lower=1
  shift
fi
count=${1:-10000}
seed=${2:-62}
if ((lower)); then
  mvn -B -ntp -q -o test -pl test -am -Dmaven.javadoc.skip=true -Dtest=OnnxLoweringFuzzTest \
    -Dsurefire.failIfNoSpecifiedTests=false -Donnx.fuzz.lower.count="$count" -Donnx.fuzz.seed="$seed" \
    -Donnx.fuzz.seeds="${SEEDS:-corpus}" ${DUMP:+-Donnx.fuzz.dump="$DUMP"} \
    ${MIN_BYTES:+-Donnx.fuzz.min-bytes="$MIN_BYTES"} ${MAX_BYTES:+-Donnx.fuzz.max-bytes="$MAX_BYTES"} 2>&1 | grep -E 'onnx lowering fuzz|^  |FAIL' || true
  exit
fi
mvn -B -ntp -q -o verify -pl onnx -am -Dmaven.javadoc.skip=true -Dtest=OnnxMutationFuzzTest \
  -Dsurefire.failIfNoSpecifiedTests=false -Donnx.fuzz.count="$count" -Donnx.fuzz.seed="$seed" 2>&1 |
  grep -E 'onnx fuzz|^  [A-Z_]+:|FAIL' || true
