#!/usr/bin/env bash
# The public real-model memory traces of the planner benchmark (not a test): MiniMalloc-style CSV
# files (id,lower,upper,size) from the idealloc repository (github.com/cappadokes/idealloc):
# MindSpore SOMAS tensor traces of BERT and PanGu models and Google's IOPDDL instances, those of
# 10^4 buffers and more. Then the generated transformer and CNN traces (bench/gen_traces.py).
#   bench/fetch_traces.sh [OUT_DIR=/tmp/jopt-traces] [IDEALLOC_GIT_DIR]
# IDEALLOC_GIT_DIR: an existing clone (any, bare or not) instead of cloning from GitHub.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out=${1:-/tmp/jopt-traces}
repo=${2:-}
mkdir -p "$out"
if [[ -z "$repo" ]]; then
  repo="$out/.idealloc"
  [[ -d "$repo" ]] || git clone -q --bare https://github.com/cappadokes/idealloc "$repo"
fi
# commit:path -> name; the older SOMAS traces left the tree in a later commit.
old=f68004a003b34e4e1d4b187a525f7a30a721cb9e
new=1ca6ee6e7086da534eacc2c6bd79b5d9facbf97b
while read -r spec name; do
  git -C "$repo" show "$spec" > "$out/$name.csv"
done <<LIST
$old:somas_tensors/bert_large.csv bert_large
$old:somas_tensors/bert_nezha.csv bert_nezha
$old:somas_tensors/pangu_13B.csv pangu_13B
$new:benchmarks/somas_tensors/pangu_2.6B.csv pangu_2.6B
$new:benchmarks/iopddl/S_1.csv iopddl_S_1
$new:benchmarks/iopddl/Y_1.csv iopddl_Y_1
LIST
python3 "$root/bench/gen_traces.py" "$out"
