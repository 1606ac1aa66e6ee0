#!/usr/bin/env bash
# One dynamic plan per corpus model against the static plan of the same model at each size (issue
# 78, must-show 1; docs/dynamic-plans.md "The corpus at three sizes"). Per model of
# bench/corpus/dynamic-sizes.tsv (three sizes per dynamic dimension): the harness's inputs at each
# size (jopt.corpus.SizedInputs: the values run-corpus.sh makes), the model lowered ONCE with its
# dynamic dimensions (in the ranges of the table's fourth column, if any: --dim-range; the row's
# inputs then say so) and that one program run through jopt-memory-pipeline in jopt-run at every
# size; then, per size, the model lowered with its shapes fixed at that size (the importer's
# --input-shapes) and its static plan run the same way. A run is clean when jopt-run exits 0 (no
# out-of-bounds access, uninitialized read, use after free, double free or leak; the pipeline's
# results equal to its input's); the peak is `heap after`'s total-peak-bytes.
# Rows (model, size, inputs, dynamic peak, static peak, ratio, exit codes, seconds, commit) go to
# bench/results/corpus-dynamic-vs-static.tsv (RESULT=PREFIX elsewhere; a new run of a model and
# size replaces its row) and a table to the .md beside it; programs and logs to $OUT/NAME/
# (default target/corpus-dynamic-vs-static).
#
#   bench/corpus/dynamic-vs-static.sh minilm-l6-v2-q oww-embedding   # some models
#   bench/corpus/dynamic-vs-static.sh                                # every model of the table
#   PLAN_REPORT=1 ...   also writes each run's plan report (plan-report=...html) beside its log
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export JOPT_SERVER=${JOPT_SERVER:-0}
out=${OUT:-target/corpus-dynamic-vs-static}
result=${RESULT:-bench/results/corpus-dynamic-vs-static}
table=bench/corpus/dynamic-sizes.tsv
timeout=${TIMEOUT:-1200}
source bench/corpus/harness-classpath.sh || exit 1
models=("$@")
((${#models[@]})) || mapfile -t models < <(grep -v '^#' "$table" | cut -f1)
lower='builtin.module(convert-onnx-to-linalg)'
source bench/dynamic-plan-rows.sh
pipeline() { # the memory pipeline, with its plan report when PLAN_REPORT is set
  if [[ -n ${PLAN_REPORT:-} ]]; then echo "builtin.module(jopt-memory-pipeline{plan-report=$1})"
  else echo 'builtin.module(jopt-memory-pipeline)'; fi
}
tsv=$result.tsv
[[ -s $tsv ]] || printf 'model\tsize\tinputs\tdynamic_peak\tstatic_peak\tratio\tdynamic_rc\tstatic_rc\tdynamic_s\tstatic_s\tcommit\n' > "$tsv"
rev=$(git rev-parse --short HEAD)
labels=(small medium large)
for m in "${models[@]}"; do
  line=$(grep -P "^$m\t" "$table") || { echo "$m: not in $table" >&2; continue; }
  IFS=$'\t' read -r _ sizes values ranges <<< "$line"
  [[ ${ranges:--} == - ]] && ranges=
  onnx=$cache/models/$m.onnx
  dir=$out/$m
  rm -rf "$dir"; mkdir -p "$dir"
  java -cp "$cp" jopt.corpus.SizedInputs bench/corpus/models.tsv "$onnx" "$m" "$sizes" "$values" \
    "$dir/inputs" > "$dir/sizes.txt" || { echo "$m: inputs failed" >&2; continue; }
  s=$(date +%s)
  bin/jopt "$onnx" ${ranges:+--dim-range="$ranges"} -p "$lower" -o "$dir/dynamic.mlir" 2> "$dir/lower.err" ||
    { echo "$m: lowering failed: $(head -1 "$dir/lower.err")" >&2; continue; }
  echo "$m: lowered with its dynamic dimensions once ($(($(date +%s) - s)) s)" >&2
  while IFS=$'\t' read -r k shapes files; do
    size=${labels[$k]}
    s=$(date +%s)
    timeout "$timeout" bin/jopt-run "$dir/dynamic.mlir" -e main_graph --args="$files" \
      -p "$(pipeline "$dir/dynamic-$size.html")" > "$dir/dynamic-$size.log" 2>&1
    drc=$?
    ds=$(($(date +%s) - s))
    s=$(date +%s)
    if bin/jopt "$onnx" --input-shapes="$shapes" -p "$lower" -o "$dir/static-$size.mlir" 2> "$dir/static-$size.lower.err"; then
      timeout "$timeout" bin/jopt-run "$dir/static-$size.mlir" -e main_graph --args="$files" \
        -p "$(pipeline "$dir/static-$size.html")" > "$dir/static-$size.log" 2>&1
      src=$?
    else
      src=lower; : > "$dir/static-$size.log"
    fi
    ss=$(($(date +%s) - s))
    dp=$(peak "$dir/dynamic-$size.log")
    sp=$(peak "$dir/static-$size.log")
    ratio=$(ratio "$dp" "$sp")
    put_row "$tsv" "$m" "$size" "${shapes//,/ }${ranges:+ (dynamic in ranges ${ranges//,/ })}" "$dp" "$sp" "$ratio" "$drc" "$src" "$ds" "$ss" "$rev"
    echo "$m $size ($shapes): dynamic $dp (exit $drc, $ds s), static $sp (exit $src, $ss s), ratio $ratio" >&2
  done < "$dir/sizes.txt"
done
write_table "$tsv" "$result.md" "One dynamic plan per corpus model against the static plan at each size \
(bench/corpus/dynamic-vs-static.sh; \`heap after\` total-peak-bytes of jopt-memory-pipeline in jopt-run; \
clean = both runs exit 0 with the input's results):" size=size "inputs=inputs (dynamic ones)"
