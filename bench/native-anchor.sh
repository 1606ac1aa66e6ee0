#!/usr/bin/env bash
# mlir-runner-22 -O3 as the native anchor of jopt-run (issue 79):
#   bench/native-anchor.sh [RUNS] [--models DIR] [--tests DIR] [--out PREFIX] [NAME...]
# --models DIR: every torch-mlir model file of DIR (bench/models/fetch-models.sh DIR), made
#   runnable by bench/native_anchor_model.py (its elided weights splats,
#   a @main that runs the entry on splat inputs and prints its results with printMemrefF32),
#   lowered once by mlir-opt-22 (One-Shot Bufferize, then run-speed.sh's loops and LLVM lowering;
#   not timed) and run by mlir-runner-22 -O3; jopt-run runs the tensor file itself.
# --tests DIR: every upstream integration test under DIR (llvm-project's mlir/test/Integration,
#   kept outside the repository) whose first RUN pipeline mlir-runner-22 -O3 passes (its mlir-opt
#   part through mlir-opt-22, not timed; -O3 in place of the test's own -O level); jopt-run runs
#   the output of the test's mlir-opt part before its LLVM lowering (bench/integration-tests.sh
#   --pipeline), else the test as it is, whichever prints the runner's output.
# Only programs that both run to the same output (printMemref's base@ address aside, exit 0) are
# timed: whole-process wall and CPU (user + sys) seconds, best of RUNS (default 3) by wall, of
# mlir-runner-22, of jopt-run in a JVM of its own (JOPT_SERVER=0) and of jopt-run through the
# warm jopt server (JOPT_SERVER=1, after one untimed run; the server's CPU during the call is
# added). jopt-run runs with default options (its checks on). NAME... keeps the programs whose
# name contains one of them. Writes PREFIX.tsv and PREFIX.md (default
# bench/results/native-anchor), each with this command in its header.
set -euo pipefail
exec python3 "$(dirname "${BASH_SOURCE[0]}")/native_anchor.py" "$@"
