#!/usr/bin/env bash
# Times parse + verify + print of a large generated memory-IR file with mlir-opt-22 and jopt:
# median wall time of several runs and peak RSS (GNU time). Not a test.
#   bench/compare.sh [N_OPS=200000] [RUNS=5]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n_ops=${1:-200000}
runs=${2:-5}

if [[ ! -x /usr/bin/time ]]; then
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q time
fi
if [[ ! -x /usr/bin/mlir-opt-22 ]]; then
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q mlir-22-tools
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
input="$work/memir-$n_ops.mlir"
python3 "$root/bench/gen_memir.py" "$n_ops" > "$input"
echo "input: $n_ops operations, $(du -h "$input" | cut -f1)"

# bench NAME CMD...: prints median wall seconds and max peak RSS over $runs runs.
bench() {
  local name=$1; shift
  # warm the page cache and check that it works
  if ! "$@" "$input" > "$work/$name.out" 2> "$work/$name.err"; then
    printf '%-12s FAILED: %s\n' "$name" "$(head -1 "$work/$name.err")"
    rm -f "$work/$name.out"
    return 0
  fi
  local times=() rss=0
  for ((i = 0; i < runs; i++)); do
    /usr/bin/time -v -o "$work/time.txt" "$@" "$input" > /dev/null
    times+=("$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0;
      for (k = 1; k <= n; k++) s = s * 60 + p[k]; print s }' "$work/time.txt")")
    local r
    r=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time.txt")
    (( r > rss )) && rss=$r
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  printf '%-12s median %6.2f s   peak RSS %6d MiB   runs: %s\n' "$name" "$median" $((rss / 1024)) "${times[*]}"
}

bench mlir-opt-22 /usr/bin/mlir-opt-22 --allow-unregistered-dialect
bench jopt "$root/bin/jopt" --allow-unregistered-dialect
if [[ ! -f "$work/mlir-opt-22.out" || ! -f "$work/jopt.out" ]]; then
  echo "outputs: not compared (a tool failed)"
elif cmp -s "$work/mlir-opt-22.out" "$work/jopt.out"; then
  echo "outputs: identical"
else
  echo "outputs: DIFFER (first lines of diff below)"
  diff "$work/mlir-opt-22.out" "$work/jopt.out" | head -20 || true
fi
