#!/usr/bin/env bash
# Dynamic plans of the models of ../shared/models with their batch made dynamic, against the
# static plans of the same models at the same batch (issue 78, must-show 1). Each model is
# lowered as bench/static-peaks.sh does (target/static-peaks/NAME/linalg.mlir, reused when
# there), its batch made dynamic by bench/make-batch-dynamic.py (and fixed at each size for the
# static plan), and both run through jopt-memory-pipeline in jopt-run at each size: the run
# must be clean (exit 0: no out-of-bounds access, uninitialized read, use after free, double
# free or leak, results equal to the input's); the figure is `heap after`'s total-peak-bytes.
# Writes a tab-separated data file (model, batch, dynamic peak, static peak, ratio, exit codes)
# to bench/results/dynamic-batch.tsv and a table to bench/results/dynamic-batch.md
# (RESULT=PREFIX elsewhere). The programs and logs go to $OUT/NAME/ (default target/dynamic-batch).
# Usage: SIZES='1 4 16' bench/dynamic-batch.sh [NAME...]   (default: squeezenet1_1);
#        REUSE_STATIC=1 keeps the static plans' runs of an earlier call (their logs under $OUT).
set -uo pipefail
export JOPT_SERVER=${JOPT_SERVER:-0}
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${OUT:-target/dynamic-batch}
result=${RESULT:-bench/results/dynamic-batch}
sizes=(${SIZES:-1 4 16})
source bench/shared-models.sh
models=("$@")
((${#models[@]})) || models=(squeezenet1_1)
pipeline='builtin.module(jopt-memory-pipeline)'
source bench/dynamic-plan-rows.sh
tsv=$result.tsv
[[ -s $tsv ]] || printf 'model\tbatch\tdynamic_peak\tstatic_peak\tratio\tdynamic_rc\tstatic_rc\tdynamic_s\tstatic_s\tcommit\n' > "$tsv"
rev=$(git rev-parse --short HEAD)
for m in "${models[@]}"; do
  dir=$out/$m
  mkdir -p "$dir"
  linalg=target/static-peaks/$m/linalg.mlir
  if [[ ! -s $linalg ]]; then
    mkdir -p "$(dirname "$linalg")"
    bin/jopt "$shared/graphs/$m/$m.onnx" -p 'builtin.module(convert-onnx-to-linalg)' -o "$linalg" ||
      { echo "$m: lowering failed" >&2; rm -f "$linalg"; continue; }
  fi
  bench/make-batch-dynamic.py "$linalg" > "$dir/dynamic.mlir"
  for n in "${sizes[@]}"; do
    bench/make-batch-dynamic.py "$linalg" "$n" > "$dir/static-$n.mlir"
    s=$(date +%s)
    bin/jopt-run "$dir/dynamic.mlir" -e main_graph --args=random:$n -p "$pipeline" > "$dir/dynamic-$n.log" 2>&1
    drc=$?
    ds=$(($(date +%s) - s))
    s=$(date +%s)
    if [[ -n ${REUSE_STATIC:-} && -n $(peak "$dir/static-$n.log") ]]; then
      src=0 # the static plan's run of an earlier call (REUSE_STATIC=1: the dynamic plan changed)
    else
      bin/jopt-run "$dir/static-$n.mlir" -e main_graph --args=random -p "$pipeline" > "$dir/static-$n.log" 2>&1
      src=$?
    fi
    ss=$(($(date +%s) - s))
    batch_row "$tsv" "$m" "$n" "$dir" "$drc" "$src" "$ds" "$ss" "$rev"
  done
done
batch_table "$tsv" "$result.md"
