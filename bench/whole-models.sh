#!/usr/bin/env bash
# Whole models through jopt-run with no flag but the entry and its arguments:
#   bench/whole-models.sh MODEL_DIR [MODEL[=ARGS]...]
# Each MODEL_DIR/MODEL.mlir (torch-mlir's linalg-on-tensors output, weights
# dense_resource<__elided__>; default: every .mlir file of MODEL_DIR; the entry is @forward, else
# the first function) runs as jopt-run runs a tensor program (bufferized first), with no
# pipeline and through each pipeline below (run on the bufferized program, its output run and
# compared with the input's). Arguments: 'random' for every argument, or MODEL=zeros (integer
# token ids) or JOPT_MODEL_ARGS=zeros for all. The models of bench/results/run-speed.md:
#   bench/whole-models.sh /work/models-mlir resnet50 mobilenet_v3_small_imagenet squeezenet1_1 \
#     gpt2=zeros bert_base_uncased=zeros
# Prints total-peak-bytes (of the pipeline's output; of the bufferized input without one), wall
# seconds and the verdict per model and pipeline; logs and a markdown table go to
# target/whole-models/.
set -uo pipefail
# One JVM per call, as measured so far (JOPT_SERVER=1: through the jopt server, docs/server.md).
export JOPT_SERVER=${JOPT_SERVER:-0}
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$root/bench/model-entry.sh"
dir=${1:?usage: bench/whole-models.sh MODEL_DIR [MODEL...]}
shift
models=("$@")
if ((${#models[@]} == 0)); then
  for f in "$dir"/*.mlir; do
    models+=("$(basename "$f" .mlir)")
  done
fi
out="$root/target/whole-models"
mkdir -p "$out"
pipelines=(
  "none"
  "builtin.module(jopt-deallocation-pipeline)"
  "builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})"
  "builtin.module(jopt-deallocation-pipeline{buffer-reuse=keep-peak})"
  "builtin.module(buffer-deallocation-pipeline)"
)
names=(none jopt-dealloc merge-alloc keep-peak upstream-dealloc)
table="$out/table.md"
{
  printf "| model |"
  for n in "${names[@]}"; do printf " %s |" "$n"; done
  printf "\n|---|"
  for n in "${names[@]}"; do printf -- "---|"; done
  printf "\n"
} > "$table"
for spec in "${models[@]}"; do
  m=${spec%%=*}
  kind=${JOPT_MODEL_ARGS:-random}
  [[ $spec == *=* ]] && kind=${spec#*=}
  file="$dir/$m.mlir"
  model_entry "$file" "$kind"
  row="| $m |"
  for i in "${!pipelines[@]}"; do
    p=${pipelines[$i]}
    log="$out/$m.${names[$i]}.log"
    cmd=("$root/bin/jopt-run" "$file" -e "$entry" --args="$args")
    [[ $p == none ]] || cmd+=(-p "$p")
    start=$(date +%s.%N)
    "${cmd[@]}" > "$log.out" 2> "$log"
    code=$?
    wall=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    grep -v '^result #' "$log.out" >> "$log"
    rm -f "$log.out"
    peak=$(grep -E '^heap( after)?:' "$log" | tail -1 | grep -o 'total-peak-bytes=[0-9]*' | cut -d= -f2)
    if ((code == 0)); then
      verdict="clean"
    else
      verdict="FAIL: $(grep -v 'elided constant\|tensor program' "$log" | grep -m1 -E 'error|jopt-run: ' | cut -c1-160)"
    fi
    cell="${peak:-?} B, ${wall} s"
    ((code == 0)) || cell="$cell, $verdict"
    row="$row $cell |"
    printf "%-28s %-18s %-12s %6s s  %s\n" "$m" "${names[$i]}" "${peak:-?}" "$wall" "$verdict"
  done
  echo "$row" >> "$table"
done
echo "table: $table (load average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores)"
