#!/usr/bin/env bash
# Pathological input at full size: each class of jopt.pathological.PathologicalInput (very deep:
# nested regions, types, attributes, affine parentheses, call-site locations; very wide: an
# attribute dictionary, functions, one op's results) at each size, through parse+print and the
# passes that apply, with wall time, peak RSS and outcome, beside mlir-opt-22 where it has the
# pass (deallocation: its buffer-deallocation-pipeline beside jopt-deallocation-pipeline).
# Outcome: ok (exit 0), error (a located 'file:line:col: error:'), INTERNAL (an internal error or
# exception: a bug), crash (killed by a signal: mlir-opt's stack overflow), timeout. The last
# column is jopt's growth per 10x of size (x10 is linear). Not a test; CI runs small sizes
# (test/.../PathologicalInputTest).
#   bench/pathological.sh [SIZES="1000 10000 100000"] [CLASSES="region-depth dict-width ..."]
# TIMEOUT (seconds, default 300) bounds each run; OUT (default target/pathological) keeps inputs.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sizes=${1:-"1000 10000 100000"}
out=${OUT:-$root/target/pathological}
limit=${TIMEOUT:-300}
mkdir -p "$out"
classes_dir="$root/test/target/classes"
if [[ ! -f "$classes_dir/jopt/pathological/Generate.class" ]]; then
  (cd "$root" && mvn -B -o -q compile -pl test -am) || exit 1
fi
all_classes=$(java -cp "$classes_dir" jopt.pathological.Generate --list)
classes=${2:-$all_classes}

# The pipelines each class goes through: name|jopt pipeline|mlir-opt pipeline ('-': none).
pipelines() {
  echo "parse+print|||"
  case $1 in
    region-depth|dict-width|func-count)
      echo "canonicalize|builtin.module(func.func(canonicalize))|builtin.module(func.func(canonicalize))"
      echo "cse|builtin.module(func.func(cse))|builtin.module(func.func(cse))"
      echo "deallocation|builtin.module(jopt-deallocation-pipeline)|builtin.module(buffer-deallocation-pipeline)"
      echo "merge-alloc|builtin.module(func.func(merge-alloc))|-"
      echo "hlo-buffer-reuse|builtin.module(func.func(hlo-buffer-reuse))|-"
      ;;
    constant-if-depth)
      echo "canonicalize|builtin.module(func.func(canonicalize))|builtin.module(func.func(canonicalize))"
      ;;
  esac
}

# Runs "$@" with the time limit; prints "seconds peak-MB outcome".
measure() {
  local err="$out/stderr" tm="$out/time"
  /usr/bin/time -o "$tm" -f "%e %M %x" timeout -s KILL "$limit" "$@" >/dev/null 2>"$err"
  local secs mb code outcome
  read -r secs mb code < <(tail -1 "$tm")
  if grep -q 'terminated by signal 9' "$tm"; then
    outcome=timeout; secs=">$limit"
  elif grep -q 'terminated by signal' "$tm" || [[ $code -ge 128 ]]; then
    outcome=crash
  elif grep -qE 'internal error|Exception|StackOverflowError|at jopt\.' "$err"; then
    outcome=INTERNAL
  elif [[ $code -eq 0 ]]; then
    outcome=ok
  elif grep -qE ':[0-9]+:[0-9]+: error:' "$err"; then
    outcome=error
  else
    outcome="exit$code"
  fi
  echo "$secs $((mb / 1024)) $outcome"
}

printf '%-20s %-16s %8s | %9s %7s %-8s | %9s %7s %-8s\n' class pipeline n \
  "jopt s" "MB" outcome "mlir s" "MB" outcome
for c in $classes; do
  while IFS='|' read -r name jp mp; do
    prev=""
    growth=""
    for n in $sizes; do
      f="$out/$c-$n.mlir"
      [[ -f "$f" ]] || java -cp "$classes_dir" jopt.pathological.Generate "$c" "$n" "$f"
      jargs=(--allow-unregistered-dialect "$f" -o /dev/null)
      [[ -n "$jp" ]] && jargs=(-p "$jp" "${jargs[@]}")
      read -r js jm jo < <(measure "$root/bin/jopt" "${jargs[@]}")
      if [[ "$mp" == "-" ]]; then
        ms="-"; mm="-"; mo="-"
      else
        margs=(--allow-unregistered-dialect "$f" -o /dev/null)
        [[ -n "$mp" ]] && margs=(--pass-pipeline="$mp" "${margs[@]}")
        read -r ms mm mo < <(measure mlir-opt-22 "${margs[@]}")
      fi
      printf '%-20s %-16s %8s | %9s %7s %-8s | %9s %7s %-8s\n' "$c" "$name" "$n" \
        "$js" "$jm" "$jo" "$ms" "$mm" "$mo"
      if [[ -n "$prev" && "$js" =~ ^[0-9.]+$ && "$prev" =~ ^[0-9.]+$ ]]; then
        growth+=$(awk -v a="$prev" -v b="$js" 'BEGIN { printf " x%.1f", (a > 0 ? b / a : 0) }')
      fi
      prev=$js
    done
    [[ -n "$growth" ]] && printf '%-20s %-16s growth per 10x:%s\n' "$c" "$name" "$growth"
  done < <(pipelines "$c")
done
