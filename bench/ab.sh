#!/usr/bin/env bash
# Alternating whole-process runs of jopt builds and mlir-opt-22 on one file (not a test): each
# run goes through the tools in turn, so that the machine's drifting speed touches all alike;
# prints the median wall time, peak RSS and user CPU per tool.
#   bench/ab.sh FILE RUNS [JOPT ...]     (JOPT: a bin/jopt of some checkout; default this one)
# A build to compare with: git worktree add /tmp/old REV && (cd /tmp/old && mvn -q -o package
# -DskipTests -pl tools -am), then bench/ab.sh big.mlir 11 /tmp/old/bin/jopt bin/jopt.
set -euo pipefail
# One JVM per call, as measured so far (JOPT_SERVER=1: through the jopt server, docs/server.md).
export JOPT_SERVER=${JOPT_SERVER:-0}
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
file=$1
runs=$2
shift 2
tools=("$@")
[[ ${#tools[@]} -gt 0 ]] || tools=("$root/bin/jopt")
tools+=(mlir-opt-22)
declare -A res
for ((r = 0; r < runs; r++)); do
  for t in "${tools[@]}"; do
    res[$t]+="$( { /usr/bin/time -f '%e %M %U' "$t" --allow-unregistered-dialect "$file" \
        >/dev/null; } 2>&1 | tail -1);"
  done
done
for t in "${tools[@]}"; do
  tr ';' '\n' <<< "${res[$t]}" | grep . | sort -n | awk -v n="$t" '
    { w[NR] = $1; m[NR] = $2; u[NR] = $3 }
    END { i = int((NR + 1) / 2); printf "%-40s median %.2f s  rss %d MiB  user %.2f s\n", n, w[i], m[i] / 1024, u[i] }'
done
