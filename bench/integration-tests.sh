#!/usr/bin/env bash
# Upstream MLIR integration tests (mlir/test/Integration/Dialect/<D>/CPU/*.mlir and the like,
# fetched outside this repository) run in jopt-run as they are:
#
#   bench/integration-tests.sh DIR... [--pipeline] [--oracle] [JOPT-RUN FLAGS, e.g. --no-compile]
#
# Every .mlir file under DIR: each RUN pipeline that pipes mlir-runner (or mlir-cpu-runner) into
# FileCheck (after lit's DEFINE/REDEFINE substitutions) becomes `jopt-run FILE -e ENTRY
# -entry-point-result=TYPE` on the test's input file itself: jopt-run runs it at the level it
# supports (a tensor program bufferized, a memref program as it is), so the mlir-opt lowering and
# -shared-libs are not needed. Its stdout (and stderr where the runner's was piped too, 2>&1) goes
# to FileCheck with the test's own arguments (--check-prefix, --match-full-lines...). A file with
# a transform-dialect schedule (which jopt does not register) runs without it, as the tests' own
# -test-transform-dialect-erase-schedule runs do (said so on its line).
#
# --pipeline: each test's mlir-opt part runs first, up to its first pass that lowers to the LLVM
# dialect (`*-to-llvm`, `reconcile-unrealized-casts`, `test-cf-assert`, `expand-strided-metadata`,
# ...): a stage through jopt when jopt registers every pass of it (and runs it), else through
# mlir-opt-22 (the line says which, and the passes jopt lacks); each stage prints the generic form.
# jopt-run then runs the result in place of mlir-runner, with --test-cf-assert when the test lowers
# cf.assert so (a failed assertion prints its message and the run goes on, as the test expects).
# Without --pipeline, jopt-run runs the test's input as it is.
#
# Prints per file PASS (every CHECK holds, jopt-run exit 0), FAULT (the CHECK lines hold but
# jopt-run reports a fault in the program, e.g. a leak), FAIL (with jopt-run's or FileCheck's
# first error) or SKIP, then the counts per directory and the totals. --oracle also runs the
# test's RUN lines with MLIR 22 (mlir-opt-22, mlir-runner-22 and its runner libraries) and
# prints that verdict beside.
# JOPT_INTEGRATION_TIMEOUT (seconds, default 300) bounds each run.
set -euo pipefail
exec python3 "$(dirname "${BASH_SOURCE[0]}")/integration_tests.py" "$@"
