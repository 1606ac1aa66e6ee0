#!/usr/bin/env bash
# jopt-memory-pipeline after a user's cse: jopt-run's total-peak-bytes of
# `-p 'builtin.module(PREFIX,jopt-memory-pipeline)'` for each PREFIX given (default "cse"; "" for
# the pipeline alone) on four corpus encoders (the harness's inputs, 1x16 and 2x64) and four of
# the shared models (lowered by bench/real-models.sh into $REAL_MODELS, its $OUT). Each run must
# be clean and give the input's results (jopt-run's exit status). Appends
# "tag model size pipeline peak rc" lines to $OUT (default bench/results/after-cse.tsv).
# Usage: TAG=new REAL_MODELS=/tmp/rm bench/after-cse.sh cse canonicalize,cse ""
#        ONLY='bge-small-en-q tiny/bert_tiny' runs a subset; JOPT_ROOT picks another checkout's bin/.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=${JOPT_ROOT:-$PWD}
out=${OUT:-bench/results/after-cse.tsv}
real=$(realpath -m "${REAL_MODELS:-target/real-models}")
corpus=${JOPT_CORPUS:-$HOME/.cache/jopt/corpus}/runs/corpus
tag=${TAG:-$(git rev-parse --short HEAD)}
(($# == 0)) && set -- cse
cases=()
for m in bge-small-en-q minilm-l6-v2-q minilm-l6-v2 e5-small-v2; do
  for s in small large; do
    d=$corpus/$m/$s
    cases+=("$m|$s|$corpus/$m/linalg.mlir|$d/in0.npy,$d/in1.npy,$d/in2.npy")
  done
done
for m in tiny/bert_tiny tiny/gpt2_tiny graphs/squeezenet1_1 graphs/resnet50; do
  cases+=("$m|-|$real/$m/linalg.mlir|$(cat "$real/$m/args")")
done
[[ -s $out ]] || printf 'tag\tmodel\tsize\tpipeline\tpeak\trc\n' > "$out"
log=$(mktemp)
for prefix in "$@"; do
  pipe=${prefix:+$prefix,}jopt-memory-pipeline
  for c in "${cases[@]}"; do
    IFS='|' read -r m s f a <<< "$c"
    [[ -n ${ONLY:-} && ! " $ONLY " =~ " $m " ]] && continue
    # The shared models' arguments name files relative to real-models' output.
    (cd "$real" && JOPT_SERVER=0 "$root/bin/jopt-run" "$f" -e main_graph --args="$a" \
      -p "builtin.module($pipe)" > "$log" 2>&1)
    rc=$?
    peak=$(grep 'heap after' "$log" | grep -o 'total-peak-bytes=[0-9]*' | cut -d= -f2)
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$tag" "$m" "$s" "$pipe" "$peak" "$rc" | tee -a "$out"
  done
done
rm -f "$log"
