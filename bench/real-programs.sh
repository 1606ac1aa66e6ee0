#!/usr/bin/env bash
# Acceptance check on real programs, not a test: every .mlir file under DIR (recursively; real
# tensor programs collected from public repositories, kept outside this repository) goes through
# four stages, with mlir-opt-22 and jopt where both apply, and the results are written to OUT
# (default target/real-programs of this checkout, which git ignores):
#
#   bench/real-programs.sh DIR [OUT]
#
#   1. parse       `mlir-opt-22 FILE` and `jopt FILE`: exit code and first error of each; when
#                  both parse, their printed outputs compared too (OUT/diffs/FILE.parse.diff).
#   2. bufferize   `--one-shot-bufferize=bufferize-function-boundaries` with each tool whose parse
#                  succeeded; the two outputs compared byte for byte (a unified diff of each
#                  difference in OUT/diffs/FILE.diff, mlir-opt-22's output as the old side). On a
#                  difference mlir-opt-22 runs again (RERUNS times, default 4), as its output can
#                  vary from run to run: "identical-rerun" when a rerun prints jopt's output.
#   3. deallocate  `jopt --jopt-deallocation-pipeline` on jopt's bufferized output.
#   4. run         `jopt-run` on the deallocated output, when the program is runnable (below):
#                  clean (exit 0), fault (a memory error: use after free, double or invalid free,
#                  leak, out-of-bounds, uninitialized or clobbered read), unsupported (jopt-run
#                  cannot execute it: an op without semantics, a call of an external function, an
#                  argument layout it cannot allocate...), error (anything else: assertion,
#                  undefined behaviour, step limit, bad arguments) or timeout. A fault or an error
#                  is run again on mlir-opt-22's bufferized program (leaks not checked): run_ref
#                  "same" when that stops with the same error (the program's or its arguments'
#                  doing, not jopt's), "clean" or "other" when not.
#
# Flags: a file with a `// -----` line (nothing else on it) is run with `--split-input-file` by
# both tools, at every stage; `--allow-unregistered-dialect` is added (to both) only when one of
# the file's RUN lines has it. Nothing else of a RUN line is used: every file gets the same four
# stages.
#
# Runnable (stage 4): the file has no `// -----` split (jopt-run runs one module), and its
# deallocated module defines the entry: `@main` if it has a body, else its only public
# `func.func` with a body. Every argument of the entry must be an integer, index or float scalar
# (passed as 1, i1 as true, a float as 1.0) or a memref of static shape (passed as `iota`, element
# i holds i); anything else (a dynamic size, an unranked memref, a vector, another type) makes the
# program not runnable, with the reason in results.tsv. Results of the entry are printed, not
# checked: the run checks the memory discipline of the deallocated program.
#
# OUT/results.tsv has one row per file: each stage's status and the first error line of each
# failing stage; OUT/summary.txt the totals per stage, the failures grouped by cause (the first
# error with file:line:col, SSA names, symbols, numbers and shaped types normalized), the ops and
# RUN-line passes that mlir-opt-22 registers and jopt does not, and at its end the three figures
# of the acceptance test: jopt parses >= 99% of what mlir-opt-22 parses; the bufferized output is
# byte-identical on >= 99% of what both bufferize; the deallocation pipeline runs on every
# program jopt bufferized. OUT/work/FILE.d/ keeps each file's outputs and error logs.
#
# Environment: JOPT, JOPT_RUN, MLIR_OPT name the tools (default: bin/jopt and bin/jopt-run of
# this checkout, mlir-opt-22); JOBS files in parallel (default 1; the machine's cores are
# shared); STEP_TIMEOUT seconds for a parse, bufferize or deallocate step (default 120),
# RUN_TIMEOUT for a run (default 60); BUFFERIZE_OPTIONS the options of stage 2's
# one-shot-bufferize (default bufferize-function-boundaries; an experiment may add e.g.
# function-boundary-type-conversion=identity-layout-map). The summary is made by
# bench/real_programs.py; `bench/real_programs.py summary OUT` makes it again from OUT/rows.
# About 30 minutes for 518 files with JOBS=2 and RUN_TIMEOUT=15 on this machine (each step is
# its own process; programs that run at full size hit the run limit and dominate).
set -euo pipefail
# One JVM per call, as measured so far (JOPT_SERVER=1: through the jopt server, docs/server.md).
export JOPT_SERVER=${JOPT_SERVER:-0}
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
helper="$root/bench/real_programs.py"

# One file: `real-programs.sh --one FILE`, with DIR, OUT and the tools in the environment.
if [[ ${1:-} == --one ]]; then
  f=$2
  rel=${f#"$RP_DIR"/}
  w="$RP_OUT/work/$rel.d"
  rm -rf "$w"
  mkdir -p "$w"
  flags=()
  split=no
  unreg=no
  if grep -q -E '^[[:space:]]*// -----[[:space:]]*$' "$f"; then
    flags+=(--split-input-file)
    split=yes
  fi
  if grep -E '^[[:space:]]*//[[:space:]]*RUN:' "$f" | grep -q -e 'allow-unregistered-dialect'; then
    flags+=(--allow-unregistered-dialect)
    unreg=yes
  fi

  # status RC ERRFILE: ok, timeout, crash (killed by a signal) or fail
  status() {
    case $1 in
      0) echo ok ;;
      124 | 137) echo timeout ;;
      *) if (($1 > 128)); then echo crash; else echo fail; fi ;;
    esac
  }
  # firsterr RC ERRFILE: the first line with "error:" (else the first non-empty line), tabs out
  firsterr() {
    local line
    if [[ $1 == 124 || $1 == 137 ]]; then
      echo "timeout"
      return
    fi
    line=$(grep -m1 -E 'error:' "$2" 2>/dev/null || true)
    [[ -n $line ]] || line=$(grep -m1 -v -E '^[[:space:]]*$' "$2" 2>/dev/null || true)
    [[ -n $line ]] || line="exit code $1, no message"
    line=${line//$'\t'/ }
    line=${line//"$RP_DIR/"/}
    line=${line//"$w/"/}
    echo "${line:0:400}"
  }
  # step NAME TIMEOUT CMD...: runs CMD with stdout to $w/NAME.out, stderr to $w/NAME.err
  step() {
    local name=$1 t=$2
    shift 2
    local rc=0
    timeout -k 5 "$t" "$@" >"$w/$name.out" 2>"$w/$name.err" </dev/null || rc=$?
    echo "$rc"
  }
  st=${STEP_TIMEOUT:-120}
  rt=${RUN_TIMEOUT:-60}
  fl=(${flags[@]+"${flags[@]}"})

  # 1. parse
  rc=$(step parse.mlir-opt "$st" "$MLIR_OPT" "${fl[@]}" "$f")
  p_m=$(status "$rc")
  e_pm=""
  [[ $p_m == ok ]] || e_pm=$(firsterr "$rc" "$w/parse.mlir-opt.err")
  rc=$(step parse.jopt "$st" "$JOPT" "${fl[@]}" "$f")
  p_j=$(status "$rc")
  e_pj=""
  [[ $p_j == ok ]] || e_pj=$(firsterr "$rc" "$w/parse.jopt.err")
  pcmp=-
  if [[ $p_m == ok && $p_j == ok ]]; then
    if cmp -s "$w/parse.mlir-opt.out" "$w/parse.jopt.out"; then
      pcmp=identical
    else
      pcmp=differs
      mkdir -p "$(dirname "$RP_OUT/diffs/$rel")"
      diff -u --label "mlir-opt-22 $rel" --label "jopt $rel" "$w/parse.mlir-opt.out" \
        "$w/parse.jopt.out" >"$RP_OUT/diffs/$rel.parse.diff" || true
    fi
  fi
  rm -f "$w/parse.mlir-opt.out" "$w/parse.jopt.out"

  # 2. bufferize
  bufflag="--one-shot-bufferize=${BUFFERIZE_OPTIONS:-bufferize-function-boundaries}"
  b_m=skip b_j=skip cmp=- e_bm="" e_bj=""
  if [[ $p_m == ok ]]; then
    rc=$(step buf.mlir-opt "$st" "$MLIR_OPT" "${fl[@]}" "$f" "$bufflag")
    b_m=$(status "$rc")
    [[ $b_m == ok ]] || e_bm=$(firsterr "$rc" "$w/buf.mlir-opt.err")
  fi
  if [[ $p_j == ok ]]; then
    rc=$(step buf.jopt "$st" "$JOPT" "${fl[@]}" "$f" "$bufflag")
    b_j=$(status "$rc")
    [[ $b_j == ok ]] || e_bj=$(firsterr "$rc" "$w/buf.jopt.err")
  fi
  if [[ $b_m == ok && $b_j == ok ]]; then
    if cmp -s "$w/buf.mlir-opt.out" "$w/buf.jopt.out"; then
      cmp=identical
    else
      cmp=differs
      # mlir-opt-22 need not print the same twice (One-Shot Bufferize orders functions through
      # maps keyed by pointers): run it again, up to RERUNS times; "identical-rerun" when one
      # of those outputs is jopt's, "differs-varies" when they differ but none is jopt's.
      for ((i = 0; i < ${RERUNS:-4}; i++)); do
        rc=$(step buf.mlir-opt.rerun "$st" "$MLIR_OPT" "${fl[@]}" "$f" "$bufflag")
        [[ $rc == 0 ]] || break
        if cmp -s "$w/buf.mlir-opt.rerun.out" "$w/buf.jopt.out"; then
          cmp=identical-rerun
          break
        fi
        cmp -s "$w/buf.mlir-opt.rerun.out" "$w/buf.mlir-opt.out" || cmp=differs-varies
      done
      rm -f "$w/buf.mlir-opt.rerun.out" "$w/buf.mlir-opt.rerun.err"
      mkdir -p "$(dirname "$RP_OUT/diffs/$rel")"
      diff -u --label "mlir-opt-22 $rel" --label "jopt $rel" "$w/buf.mlir-opt.out" \
        "$w/buf.jopt.out" >"$RP_OUT/diffs/$rel.diff" || true
    fi
  fi

  # 3. deallocate
  d=skip e_d=""
  if [[ $b_j == ok ]]; then
    rc=$(step dealloc.jopt "$st" "$JOPT" "${fl[@]}" "$w/buf.jopt.out" --jopt-deallocation-pipeline)
    d=$(status "$rc")
    [[ $d == ok ]] || e_d=$(firsterr "$rc" "$w/dealloc.jopt.err")
  fi

  # 4. run
  r=skip e_r="" entry=- ref=-
  if [[ $d == ok ]]; then
    if [[ $split == yes ]]; then
      r="n/a" e_r="split input"
    else
      spec=$(python3 "$helper" runspec "$w/dealloc.jopt.out")
      entry=${spec%%$'\t'*}
      args=${spec#*$'\t'}
      if [[ $entry == - ]]; then
        r="n/a" e_r=$args
      else
        runargs=(--entry="@$entry")
        [[ -z $args ]] || runargs+=(--args="$args")
        rc=$(step run "$rt" "$JOPT_RUN" "$w/dealloc.jopt.out" "${runargs[@]}")
        if [[ $rc == 0 ]]; then
          r=clean
        else
          e_r=$(firsterr "$rc" "$w/run.err")
          if [[ $rc == 124 || $rc == 137 ]]; then
            r=timeout
          else
            r=$(python3 "$helper" runkind "$rc" "$e_r")
          fi
          # The same entry and arguments on mlir-opt-22's bufferized program (no deallocation,
          # leaks not checked): "same" when it stops with the same error, so that the failure
          # is the program's (or its iota arguments'), not jopt's.
          if [[ ($r == fault || $r == error) && $b_m == ok && $e_r != timeout ]]; then
            rc=$(step run.mlir-opt-buf "$rt" "$JOPT_RUN" "$w/buf.mlir-opt.out" "${runargs[@]}" \
              --no-leak-check)
            if [[ $rc == 0 ]]; then
              ref=clean
            else
              e_ref=$(firsterr "$rc" "$w/run.mlir-opt-buf.err")
              ref=other
              [[ $(python3 "$helper" samecause "$e_r" "$e_ref") == no ]] || ref=same
            fi
          fi
        fi
      fi
    fi
  fi
  row="$RP_OUT/rows/$(printf %s "$rel" | tr '/' '%').tsv"
  printf '%s\t' "$rel" "$split" "$unreg" "$p_m" "$p_j" "$pcmp" "$b_m" "$b_j" "$cmp" "$d" "$r" \
    "$entry" "$ref" "$e_pm" "$e_pj" "$e_bm" "$e_bj" "$e_d" >"$row"
  printf '%s\n' "$e_r" >>"$row"
  exit 0
fi

if [[ $# -lt 1 || ! -d $1 ]]; then
  echo "usage: $0 DIR [OUT]" >&2
  exit 2
fi
RP_DIR="$(cd "$1" && pwd)"
RP_OUT="${2:-$root/target/real-programs}"
mkdir -p "$RP_OUT"
RP_OUT="$(cd "$RP_OUT" && pwd)"
JOPT="${JOPT:-$root/bin/jopt}"
JOPT_RUN="${JOPT_RUN:-$root/bin/jopt-run}"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
export RP_DIR RP_OUT JOPT JOPT_RUN MLIR_OPT
if [[ $JOPT == "$root/bin/jopt" && ! -f "$root/tools/target/jopt.jar" ]]; then
  (cd "$root" && mvn -q -B install -DskipTests -Dmaven.javadoc.skip=true -pl tools -am) >&2
fi
command -v "$MLIR_OPT" >/dev/null || { echo "$0: $MLIR_OPT not found" >&2; exit 2; }
rm -rf "$RP_OUT/rows" "$RP_OUT/work" "$RP_OUT/diffs"
mkdir -p "$RP_OUT/rows"
bufferize="--one-shot-bufferize=${BUFFERIZE_OPTIONS:-bufferize-function-boundaries}"
printf 'dir=%s\njopt=%s\njopt_run=%s\nmlir_opt=%s\nbufferize=%s\ndate=%s\n' "$RP_DIR" "$JOPT" \
  "$JOPT_RUN" "$MLIR_OPT" "$bufferize" "$(date -u '+%Y-%m-%d %H:%M UTC')" >"$RP_OUT/meta"
n=$(find "$RP_DIR" -type f -name '*.mlir' | wc -l)
echo "real-programs: $n files under $RP_DIR, ${JOBS:-1} at a time, results in $RP_OUT" >&2
start=$(date +%s)
find "$RP_DIR" -type f -name '*.mlir' -print0 | sort -z |
  xargs -0 -n 1 -P "${JOBS:-1}" "$root/bench/real-programs.sh" --one
echo "real-programs: $n files in $(($(date +%s) - start)) s" >&2
exec python3 "$helper" summary "$RP_OUT"
