#!/usr/bin/env bash
# jopt against mlir-opt-22 on real models of 10^3-10^4 operations (not a test): parse-print,
# --one-shot-bufferize=bufferize-function-boundaries, and that with --buffer-deallocation-pipeline;
# whole processes, medians of RUNS alternating runs, outputs compared byte for byte (exit 1 when
# they differ). Model files are kept outside the repository (bench/results/speed.md says where from).
#   bench/real-model-speed.sh [--runs N] [--server [--warm N]] [--pipelines parse-print,bufferize,bufferize+dealloc] FILE...
# Default files: the models of bench/results/speed.md under $JOPT_MODELS (default /work/models-mlir).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
args=("$@")
files=0
for a in "$@"; do [[ $a == *.mlir ]] && files=1; done
if ((!files)); then
  dir=${JOPT_MODELS:-/work/models-mlir}
  for m in resnet50 mobilenet_v3_large_imagenet bert_base_uncased gpt2 efficientnet_v2_l_imagenet; do
    args+=("$dir/$m.mlir")
  done
fi
exec python3 "$root/bench/real_model_speed.py" "${args[@]}"
