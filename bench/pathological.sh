#!/usr/bin/env bash
# Pathological input at full size: each class of jopt.pathological.PathologicalInput (very deep:
# nested regions, types, attributes, affine parentheses, call-site locations; very wide: an
# attribute dictionary, functions, one op's results) at each size, through parse+print and the
# passes that apply, with wall and CPU time, peak RSS and outcome, beside mlir-opt-22 where it has the
# pass (deallocation: its buffer-deallocation-pipeline beside jopt-deallocation-pipeline).
# Outcome: ok (exit 0), error (a located 'file:line:col: error:'), INTERNAL (an internal error or
# exception: a bug), crash (killed by a signal: mlir-opt's stack overflow), timeout. The last
# line of each pipeline is jopt's CPU-time growth from size to size (x10 per 10x is linear).
# Not a test; CI runs small sizes (test/.../PathologicalInputTest).
#   bench/pathological.sh [SIZES="1000 10000 100000"] [CLASSES="region-depth dict-width ..."]
# TIMEOUT (seconds, default 300) bounds each run; OUT (default target/pathological) keeps inputs;
# JOPT (default bin/jopt) is the jopt to run; PIPELINES (names, default all) picks pipelines.
set -uo pipefail
# One JVM per call, as measured so far (JOPT_SERVER=1: through the jopt server, docs/server.md).
export JOPT_SERVER=${JOPT_SERVER:-0}
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sizes=${1:-"1000 10000 100000"}
out=${OUT:-$root/target/pathological}
limit=${TIMEOUT:-300}
jopt=${JOPT:-$root/bin/jopt}
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
    region-depth|dict-width|func-count|call-chain)
      echo "canonicalize|builtin.module(func.func(canonicalize))|builtin.module(func.func(canonicalize))"
      echo "cse|builtin.module(func.func(cse))|builtin.module(func.func(cse))"
      echo "deallocation|builtin.module(jopt-deallocation-pipeline)|builtin.module(buffer-deallocation-pipeline)"
      echo "merge-alloc|builtin.module(func.func(merge-alloc))|-"
      echo "jopt-merge-alloc|builtin.module(jopt-merge-alloc)|-"
      echo "hlo-buffer-reuse|builtin.module(func.func(hlo-buffer-reuse))|-"
      ;;
    constant-if-depth|if-chain)
      echo "canonicalize|builtin.module(func.func(canonicalize))|builtin.module(func.func(canonicalize))"
      ;;
  esac
}

# Runs "$@" with the time limit; prints "wall-seconds cpu-seconds peak-MB outcome" (CPU time,
# user and system, is the steadier figure on a loaded machine).
measure() {
  local err="$out/stderr" tm="$out/time"
  /usr/bin/time -o "$tm" -f "%e %M %x %U %S" timeout -s KILL "$limit" "$@" >/dev/null 2>"$err"
  local secs mb code user sys outcome
  read -r secs mb code user sys < <(tail -1 "$tm")
  local cpu
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  if grep -q 'terminated by signal 9' "$tm"; then
    outcome=timeout; secs=">$limit"; cpu="-"
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
  echo "$secs $cpu $((mb / 1024)) $outcome"
}

printf '%-20s %-16s %8s | %8s %8s %6s %-8s | %8s %8s %6s %-8s\n' class pipeline n \
  "wall s" "cpu s" "MB" "jopt" "wall s" "cpu s" "MB" "mlir-opt"
for c in $classes; do
  while IFS='|' read -r name jp mp; do
    if [[ -n "${PIPELINES:-}" && " $PIPELINES " != *" $name "* ]]; then
      continue
    fi
    prev=""
    growth=""
    for n in $sizes; do
      f="$out/$c-$n.mlir"
      [[ -f "$f" ]] || java -cp "$classes_dir" jopt.pathological.Generate "$c" "$n" "$f"
      jargs=(--allow-unregistered-dialect "$f" -o /dev/null)
      [[ -n "$jp" ]] && jargs=(-p "$jp" "${jargs[@]}")
      read -r js jc jm jo < <(measure "$jopt" "${jargs[@]}")
      if [[ "$mp" == "-" ]]; then
        ms="-"; mc="-"; mm="-"; mo="-"
      else
        margs=(--allow-unregistered-dialect "$f" -o /dev/null)
        [[ -n "$mp" ]] && margs=(--pass-pipeline="$mp" "${margs[@]}")
        read -r ms mc mm mo < <(measure mlir-opt-22 "${margs[@]}")
      fi
      printf '%-20s %-16s %8s | %8s %8s %6s %-8s | %8s %8s %6s %-8s\n' "$c" "$name" "$n" \
        "$js" "$jc" "$jm" "$jo" "$ms" "$mc" "$mm" "$mo"
      if [[ -n "$prev" && "$jc" =~ ^[0-9.]+$ && "$prev" =~ ^[0-9.]+$ ]]; then
        growth+=$(awk -v a="$prev" -v b="$jc" 'BEGIN { printf " x%.1f", (a > 0 ? b / a : 0) }')
      fi
      prev=$jc
    done
    [[ -n "$growth" ]] && printf '%-20s %-16s jopt CPU growth per step:%s\n' "$c" "$name" "$growth"
  done < <(pipelines "$c")
done
