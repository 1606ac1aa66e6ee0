#!/usr/bin/env bash
# Planner quality on ../shared/benchmarks/minimalloc (or DIR): total vs capacity and lower bound.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[[ -d "$root/passes/target/classes" ]] || (cd "$root" && mvn -q -o install -DskipTests -pl passes -am)
exec java -cp "$root/passes/target/classes" "$root/bench/PlannerBench.java" \
  "${1:-$root/../shared/benchmarks/minimalloc}"
