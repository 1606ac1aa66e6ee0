#!/usr/bin/env bash
# Planner quality (bench/PlannerBench.java): per instance its buffers, lower bound and, per mode,
# the total's ratio to the lower bound and the time; then the mean and worst ratio per mode.
#   bench/planner.sh [--limit=MS] [--modes=M,...] [DIR_OR_CSV ...]  (default: ../shared/benchmarks/minimalloc)
#   bench/planner.sh DIR MS                            (the older form)
# Large instances: python3 bench/gen_traces.py DIR writes model-shaped traces of 10^4-10^5
# buffers; bench/results/benchmarks.md's Planner quality names the public real-model traces used.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[[ -d "$root/passes/target/classes" ]] ||
  (cd "$root" && mvn -q -B -o package -DskipTests -pl passes -am >&2)
args=("$@")
have_input=0
for a in "${args[@]}"; do
  [[ $a == --* || $a =~ ^[0-9]+$ ]] || have_input=1
done
((have_input)) || args+=("$root/../shared/benchmarks/minimalloc")
exec java -Xss64m -cp "$root/passes/target/classes" "$root/bench/PlannerBench.java" "${args[@]}"
