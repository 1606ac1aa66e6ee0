#!/usr/bin/env bash
# Whole-process comparison of jopt and mlir-opt-22 on generated memory IR (not a test): median
# wall time, ratio, CPU time and peak RSS per size and pipeline; see bench/compare.py.
#   bench/compare.sh [SIZES=10000,50000,200000,1000000] [RUNS=5] [compare.py options...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sizes=${1:-10000,50000,200000,1000000}
runs=${2:-5}
shift $(( $# < 2 ? $# : 2 ))

if [[ ! -x /usr/bin/mlir-opt-22 ]]; then
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q mlir-22-tools
fi
if [[ ! -f "$root/tools/target/jopt.jar" ]]; then
  (cd "$root" && mvn -q -B package -DskipTests -pl tools -am)
fi
exec python3 "$root/bench/compare.py" --sizes "$sizes" --runs "$runs" "$@"
