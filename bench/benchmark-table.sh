#!/usr/bin/env bash
# Regenerates the benchmark table of bench/results/benchmarks.md (not a test): both file shapes (many functions, one
# function) at 200k and 1M ops, print / canonicalize / cse, jopt against mlir-opt-22, written
# into bench/results/benchmarks.md between its markers (bench/compare.py --readme). About 15 minutes on 2 cores.
#   bench/benchmark-table.sh [SIZES=200000,1000000] [RUNS=3]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exec "$root/bench/compare.sh" "${1:-200000,1000000}" "${2:-3}" --shapes functions,onefunc \
  --pipelines 'print;canonicalize;cse' --readme
