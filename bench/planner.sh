#!/usr/bin/env bash
# Planner quality on ../shared/benchmarks/minimalloc (or DIR): each mode's total against the best
# known total and the lower bound, the time, and the mean and worst ratio per mode.
#   bench/planner.sh [DIR] [OPTIMAL_TIME_LIMIT_MS=10000]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[[ -d "$root/passes/target/classes" ]] || (cd "$root" && mvn -q install -DskipTests -pl passes -am)
exec java -cp "$root/passes/target/classes" "$root/bench/PlannerBench.java" \
  "${1:-$root/../shared/benchmarks/minimalloc}" ${2:+"$2"}
