#!/usr/bin/env bash
# The exact search's time per node in two builds, alternating (not a test): each run is
# SearchHarness over the MiniMalloc instances with a node limit (CPU time of the search thread);
# prints the median us/node per instance of each build, and fails if any run's cases (result,
# nodes, fingerprints of the plan and the placements) differ from the first run's.
#   bench/search-ab.sh OLD_CLASSES NEW_CLASSES [RUNS=3] [NODE_LIMIT=200000]
# Classes of a revision (from fc77229, which has the harness's entry points): git worktree add
# /tmp/old REV && (cd /tmp/old && mvn -q -o compile -pl passes), then
# bench/search-ab.sh /tmp/old/passes/target/classes passes/target/classes. The harness is this
# checkout's (mvn -q -o test-compile -pl passes).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
old=$(realpath "$1")
new=$(realpath "$2")
runs=${3:-3}
limit=${4:-200000}
out=$(mktemp -d)
cd "$root/passes"
for ((r = 0; r < runs; r++)); do
  for v in old new; do
    nice -n 19 java -cp "${!v}:target/test-classes" jopt.passes.planner.SearchHarness \
      "$root/../shared/benchmarks/minimalloc" "$limit" > "$out/$v.$r"
    if ! diff -q <(grep -v '^time' "$out/old.0") <(grep -v '^time' "$out/$v.$r") > /dev/null; then
      echo "run $r of $v: cases differ ($out)" >&2
      exit 1
    fi
  done
done
# The median us/node of instance $1 in build $2's runs.
med() {
  grep -h "^time $1 " "$out"/$2.* | awk '{ print $(NF - 1) }' | sort -n \
    | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
printf '%-16s %12s %12s %8s\n' instance 'old us/node' 'new us/node' speedup
for name in $(grep '^time' "$out/old.0" | awk '{ print $2 }'); do
  o=$(med "$name" old)
  n=$(med "$name" new)
  awk -v i="$name" -v o="$o" -v n="$n" 'BEGIN { printf "%-16s %12.2f %12.2f %8.2f\n", i, o, n, o / n }'
done
rm -r "$out"
