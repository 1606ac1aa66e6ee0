#!/usr/bin/env bash
# Where jopt and onnxruntime part ways in one model (docs/corpus.md): every value the main graph's
# nodes compute made a graph output (jopt.corpus.NodeDiff), run in onnxruntime and in jopt-run on
# the same inputs, and, with --f64, in jopt-run on the lowered graph with every f32 made f64
# (widen-to-f64.py: one float input), the reference each is measured against. Prints one line
# per value in node order.
#
#   bench/corpus/node-diff.sh MODEL.onnx IN0.npy[,IN1.npy...] DIR [--f64] [--ort-opt=none|basic|extended|all]
#       [--nodes=A-B] [--ops=OP,...] [--values=NAME,...]
#
# Every value of a large model does not fit in memory (isnet-uint8 at 1024x1024: tens of GB);
# --nodes, --ops and --values expose only part of them: the values of the graph's nodes A to B
# (0-based in graph order, Constants counted), of nodes of these op types, or these values by name;
# a value is exposed when it passes every option given. Bisect with them (docs/corpus.md).
#
# DIR keeps all.onnx, values.tsv, ort/, jopt/ (and all.mlir, f64.mlir, f64/) and table.tsv.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
model=$1 inputs=$2 dir=$3
shift 3
f64=0 opt= select=()
for a in "$@"; do
  case $a in
    --f64) f64=1 ;;
    --ort-opt=*) opt=${a#--ort-opt=} ;;
    --nodes=*|--ops=*|--values=*) select+=("$a") ;;
    *) echo "node-diff.sh: unknown option $a" >&2; exit 2 ;;
  esac
done
cache=${JOPT_CORPUS:-$HOME/.cache/jopt/corpus}
ort_jar=$(ls "$cache"/lib/onnxruntime-*.jar | tail -1)
classes=$dir/classes
mkdir -p "$classes"
javac -nowarn -d "$classes" -cp "$root/tools/target/jopt.jar:$ort_jar" \
  $(ls "$root"/test/src/test/java/jopt/corpus/*.java | grep -v 'Test\.java$')
cp=$classes:$root/tools/target/jopt.jar:$ort_jar
java -cp "$cp" jopt.corpus.NodeDiff expose "$model" "$inputs" "$dir" $opt "${select[@]}"
export JOPT_SERVER=0
"$root"/bin/jopt "$dir/all.onnx" -p 'builtin.module(convert-onnx-to-linalg)' -o "$dir/all.mlir"
"$root"/bin/jopt-run "$dir/all.mlir" -e main_graph --args="$inputs" --dump-results="$dir/jopt" >/dev/null
ref=
if [[ $f64 == 1 ]]; then
  python3 "$root"/bench/corpus/widen-to-f64.py "$dir/all.mlir" "${inputs%%,*}" "$dir/f64.mlir" "$dir/f64-in0.npy"
  "$root"/bin/jopt-run "$dir/f64.mlir" -e main_graph --args="$dir/f64-in0.npy" --dump-results="$dir/f64" >/dev/null
  ref=$dir/f64
fi
java -cp "$cp" jopt.corpus.NodeDiff compare "$dir" $ref | tee "$dir/table.tsv"
