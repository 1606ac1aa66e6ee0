#!/usr/bin/env bash
# The ONNX import fuzzer at full size: COUNT (default 10,000) protobuf mutants of the models of
# ../shared/models and of the ONNX backend tests (libonnx-testdata), each imported in one JVM
# with a 30 s limit (OnnxMutationFuzzTest; CI runs 300). Prints the figures: mutants imported,
# refused with an error, internal errors, hangs (the test fails on any internal error or hang).
# Usage: bench/onnx-fuzz.sh [COUNT] [SEED]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
count=${1:-10000}
seed=${2:-62}
mvn -B -ntp -q -o verify -pl onnx -am -Dmaven.javadoc.skip=true -Dtest=OnnxMutationFuzzTest \
  -Dsurefire.failIfNoSpecifiedTests=false -Donnx.fuzz.count="$count" -Donnx.fuzz.seed="$seed" 2>&1 |
  grep -E 'onnx fuzz|^  [A-Z_]+:|FAIL' || true
