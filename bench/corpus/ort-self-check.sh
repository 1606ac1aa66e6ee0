#!/usr/bin/env bash
# onnxruntime against itself (jopt.corpus.OrtSelfCheck): every corpus model, on the harness's
# inputs at each size, run at onnxruntime's default graph optimizations (the harness's oracle) and
# again at none, basic and extended, compared with the harness's tolerance (rtol 1e-3, atol 1e-4).
# Where onnxruntime's own levels disagree beyond the tolerance, the tolerance is tighter than the
# model's f32 arithmetic allows (docs/corpus.md, "Why eight models do not match"). ~30 s.
#
#   bench/corpus/ort-self-check.sh [NAME...]     # writes $OUT (default bench/results/corpus-ort-self.tsv)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
out=${OUT:-bench/results/corpus-ort-self.tsv}
source bench/corpus/harness-classpath.sh
java -cp "$cp" jopt.corpus.OrtSelfCheck "$cache" bench/corpus/models.tsv "$@" > "$out"
awk -F'\t' 'NR > 1 { n++; if ($6 > 0) { bad[$1 " " $2] = 1 } }
  END { k = 0; for (m in bad) k++; print "ort-self-check: " n " comparisons; model sizes where a level differs beyond the tolerance: " k }' "$out" >&2
