#!/usr/bin/env bash
# Dynamic-batch plans of the transformers of ../shared/models against their static plans at the
# same batch (issue 78, must-show 1), the sibling of bench/dynamic-batch.sh for models whose
# exported Reshapes fix the batch. The ONNX graph itself is made dynamic (jopt.corpus.BatchDynamic:
# input batch `batch`, constant Reshape/Expand shapes rewritten), checked in onnxruntime where the
# model has its weights (tiny/: at batch 1 its outputs equal the original's, at each batch every
# row equals batch 1's: jopt.corpus.BatchDynamicCheck), imported and lowered ONCE with its batch
# dynamic, and run through jopt-memory-pipeline in jopt-run at each batch; the static plan is the
# same graph imported with its batch fixed (--input-shapes=0:BxS) and run the same way. Inputs:
# tiny/'s input.input_ids.npy, or for graphs/ (weights absent: stand-ins) token ids 0..S-1 or an
# image (a float input: uniform in [-1, 1), seed 0), repeated B times. Without weights the results
# are checked in jopt-run instead: every row of the dynamic and the static plan's results at each
# batch equals the original graph's at batch 1 (BatchDynamicCheck --rows; a difference makes the
# run's exit code 3 in the row). Rows go to bench/results/dynamic-batch.tsv/.md (RESULT=PREFIX
# elsewhere); programs and logs to $OUT/NAME/ (default target/dynamic-batch).
# Usage: JOPT_CORPUS=DIR SIZES='1 4 16' bench/dynamic-batch-onnx.sh NAME...
#        (NAME: bert_tiny gpt2_tiny llama_tiny bert_base_s128 gpt2_s128 llama_8l_1024_s256 vit_b_16)
set -uo pipefail
export JOPT_SERVER=${JOPT_SERVER:-0}
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${OUT:-target/dynamic-batch}
result=${RESULT:-bench/results/dynamic-batch}
sizes=(${SIZES:-1 4 16})
source bench/shared-models.sh
(($#)) || { echo "usage: bench/dynamic-batch-onnx.sh NAME..." >&2; exit 2; }
source bench/corpus/harness-classpath.sh
source bench/dynamic-plan-rows.sh
pipeline='builtin.module(jopt-memory-pipeline)'
lower='builtin.module(convert-onnx-to-linalg)'
tsv=$result.tsv
[[ -s $tsv ]] || printf 'model\tbatch\tdynamic_peak\tstatic_peak\tratio\tdynamic_rc\tstatic_rc\tdynamic_s\tstatic_s\tcommit\n' > "$tsv"
rev=$(git rev-parse --short HEAD)
for m in "$@"; do
  dir=$out/$m
  mkdir -p "$dir"
  weights=0
  if [[ -f $shared/tiny/$m/$m.onnx ]]; then
    onnx=$shared/tiny/$m/$m.onnx
    weights=1
    cp "$shared/tiny/$m/input.input_ids.npy" "$dir/input.npy"
  else
    onnx=$shared/graphs/$m/$m.onnx
  fi
  java -cp "$cp" jopt.corpus.BatchDynamic "$onnx" "$dir/dynamic.onnx" || continue
  bin/jopt "$dir/dynamic.onnx" -p "$lower" -o "$dir/dynamic.mlir" || { echo "$m: lowering failed" >&2; continue; }
  # the input's sizes after the batch (S, or CxHxW) and element type from the lowered signature
  read -r dims elem < <(sed -n 's/.*func.func @main_graph(%arg0: tensor<?x\([0-9x]*\)x\(i64\|f32\)>.*/\1 \2/p' "$dir/dynamic.mlir")
  [[ -n $dims ]] || { echo "$m: no input of ? x S token ids or ? x ... floats" >&2; continue; }
  [[ -f $dir/input.npy ]] ||
    python3 -c "
import numpy, sys
shape = (1,) + tuple(int(d) for d in sys.argv[2].split('x'))
if sys.argv[3] == 'i64':  # token ids 0..S-1
    x = numpy.arange(shape[1], dtype=numpy.int64)[None]
else:
    x = numpy.random.default_rng(0).uniform(-1, 1, shape).astype(numpy.float32)
numpy.save(sys.argv[1], x)" "$dir/input.npy" "$dims" "$elem"
  if ((weights)); then
    java -cp "$cp" jopt.corpus.BatchDynamicCheck "$onnx" "$dir/dynamic.onnx" "$dir/input.npy" "${sizes[@]}" \
      > "$dir/check.log" 2>&1 || { cat "$dir/check.log" >&2; echo "$m: the dynamic graph differs" >&2; continue; }
  else
    # the original graph's results at batch 1, the reference of every row below
    rm -rf "$dir/original"
    { bin/jopt "$onnx" -p "$lower" -o "$dir/original.mlir" &&
      bin/jopt-run "$dir/original.mlir" -e main_graph --args="$dir/input.npy" --dump-results="$dir/original"; } \
      > "$dir/original.log" 2>&1 || { echo "$m: the original graph does not run" >&2; continue; }
  fi
  for n in "${sizes[@]}"; do
    python3 -c "import numpy, sys; x = numpy.load(sys.argv[1]); numpy.save(sys.argv[2], numpy.tile(x, (int(sys.argv[3]),) + (1,) * (x.ndim - 1)))" \
      "$dir/input.npy" "$dir/input-$n.npy" "$n"
    rm -rf "$dir/dynamic-$n" "$dir/static-$n"
    s=$(date +%s)
    bin/jopt-run "$dir/dynamic.mlir" -e main_graph --args="$dir/input-$n.npy" -p "$pipeline" \
      --dump-results="$dir/dynamic-$n" > "$dir/dynamic-$n.log" 2>&1
    drc=$?
    ds=$(($(date +%s) - s))
    s=$(date +%s)
    bin/jopt "$dir/dynamic.onnx" --input-shapes="0:${n}x$dims" -p "$lower" -o "$dir/static-$n.mlir" &&
      bin/jopt-run "$dir/static-$n.mlir" -e main_graph --args="$dir/input-$n.npy" -p "$pipeline" \
        --dump-results="$dir/static-$n" > "$dir/static-$n.log" 2>&1
    src=$?
    ss=$(($(date +%s) - s))
    if ((!weights)); then
      rm -f "$dir/rows-dynamic-$n.log" "$dir/rows-static-$n.log"
      for r in "$dir"/original/result*.npy; do
        java -cp "$cp" jopt.corpus.BatchDynamicCheck --rows "$r" "$dir/dynamic-$n/${r##*/}" \
          >> "$dir/rows-dynamic-$n.log" 2>&1 || { ((drc)) || drc=3; cat "$dir/rows-dynamic-$n.log" >&2; }
        java -cp "$cp" jopt.corpus.BatchDynamicCheck --rows "$r" "$dir/static-$n/${r##*/}" \
          >> "$dir/rows-static-$n.log" 2>&1 || { ((src)) || src=3; cat "$dir/rows-static-$n.log" >&2; }
      done
    fi
    batch_row "$tsv" "$m" "$n" "$dir" "$drc" "$src" "$ds" "$ss" "$rev"
  done
done
batch_table "$tsv" "$result.md"
