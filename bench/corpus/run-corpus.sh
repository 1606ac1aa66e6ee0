#!/usr/bin/env bash
# The corpus harness: onnxruntime as the live oracle for jopt (docs/corpus.md). Per model and
# size: deterministic inputs, onnxruntime's outputs (one thread), the ONNX graph's live bound,
# then bin/jopt (import + convert-onnx-to-linalg) and bin/jopt-run on the same .npy inputs:
# plain, through jopt-deallocation-pipeline (after One-Shot Bufferize) and jopt-memory-pipeline,
# each compared with onnxruntime (rtol 1e-3, atol 1e-4). Inputs, outputs and logs go to the cache
# (${JOPT_CORPUS:-$HOME/.cache/jopt/corpus}/runs); one TSV line per model and size to $OUT.
#
#   bench/corpus/run-corpus.sh                       # corpus, tiny models, backend sample
#   bench/corpus/run-corpus.sh --sets=corpus NAME... # some corpus models
#   bench/corpus/run-corpus.sh --sets=backend --every=6
#   bench/corpus/run-corpus.sh --no-jopt             # onnxruntime only (inputs, outputs, bounds)
#   OUT=/tmp/r.tsv bench/corpus/run-corpus.sh ...    # default bench/corpus/results.tsv
#
# Options go to jopt.corpus.CorpusHarness (test/src/test/java/jopt/corpus): --sets=corpus,tiny,
# backend, --every=N (backend sample, default 18: CI's 60), --timeout=SECONDS (per jopt call,
# default 600), --max-heap=GIB (a jopt-run call out of memory runs again with twice its heap, up
# to this; default 16), --shared=DIR (../shared/models), --backend-data=DIR, --ort-opt=LEVEL (none, basic,
# extended or all: the oracle's graph optimizations; default onnxruntime's own, all). Then a
# summary (SUMMARY=0 leaves it out): rows per set and step, failures grouped by their first error.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
out=${OUT:-bench/corpus/results.tsv}
source bench/corpus/harness-classpath.sh
java -cp "$cp" jopt.corpus.CorpusHarness --root=. --cache="$cache" --out="$out" "$@"
[[ ${SUMMARY:-1} == 0 ]] || java -cp "$cp" jopt.corpus.CorpusSummary "$out"
