#!/usr/bin/env bash
# jopt-memory-pipeline on whole models at the linalg level (torch-mlir's linalg-on-tensors
# output, weights dense_resource<__elided__>, run with jopt-run's stand-ins):
#   bench/memory-pipeline-models.sh MODEL_DIR [MODEL[=ARGS]...]
# Per model: the bufferized input's live bound, jopt-deallocation-pipeline's total peak (on the
# bufferized input), jopt-memory-pipeline's total peak (on the tensor input; jopt-run checks its
# results against the input's), and the verdicts. Default models: the ones of
# docs/memory-pipeline.md. Logs and a markdown table go to target/memory-pipeline/.
# JOPT_MEMORY_PIPELINE overrides the pipeline (e.g. 'builtin.module(jopt-memory-pipeline{merge-alloc=none})').
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$root/bench/model-entry.sh"
dir=${1:-/work/models-mlir}
(($# > 0)) && shift
models=("$@")
((${#models[@]} == 0)) && models=(resnet50 resnet18 mobilenet_v3_small_imagenet squeezenet1_1
  bert_base_uncased=zeros gpt2=zeros)
out="$root/target/memory-pipeline"
mkdir -p "$out"
memory=${JOPT_MEMORY_PIPELINE:-builtin.module(jopt-memory-pipeline)}
table="$out/table.md"
echo "| model | live bound of input | jopt-deallocation-pipeline | jopt-memory-pipeline | verdicts |" > "$table"
echo "|---|---:|---:|---:|---|" >> "$table"
field() { grep -E "^heap( $2)?:" "$1" | tail -1 | grep -o "$3=[0-9]*" | cut -d= -f2; }
for spec in "${models[@]}"; do
  m=${spec%%=*}
  kind=random
  [[ $spec == *=* ]] && kind=${spec#*=}
  file="$dir/$m.mlir"
  model_entry "$file" "$kind"
  verdicts=""
  for name in dealloc memory; do
    p="builtin.module(jopt-deallocation-pipeline)"
    [[ $name == memory ]] && p=$memory
    log="$out/$m.$name.log"
    "$root/bin/jopt-run" "$file" -e "$entry" --args="$args" -p "$p" 2>&1 | grep -v '^result #' > "$log"
    code=${PIPESTATUS[0]}
    ((code == 0)) && verdicts="$verdicts $name clean" || verdicts="$verdicts $name FAIL($code)"
  done
  bound=$(field "$out/$m.dealloc.log" before live-bound-bytes)
  dealloc=$(field "$out/$m.dealloc.log" after total-peak-bytes)
  mem=$(field "$out/$m.memory.log" after total-peak-bytes)
  row="| $m | ${bound:-?} | ${dealloc:-?} | ${mem:-?} |$verdicts |"
  echo "$row" | tee -a "$table"
done
echo "table: $table"
