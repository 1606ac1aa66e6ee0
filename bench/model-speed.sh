#!/usr/bin/env bash
# jopt-run against onnxruntime on the models of ../shared/models (bench/ModelSpeed.java says
# what is measured): per model onnxruntime's and jopt-run's execution times after load on the
# same inputs, their ratio, whether the results agree, and with --whole the whole process
# through jopt-memory-pipeline. Writes bench/results/model-speed.tsv (OUT=FILE: elsewhere).
#   bench/model-speed.sh [--runs=N] [--warm=N] [--budget=S] [--whole|--whole-only] [NAME...]
#   e.g. bench/model-speed.sh tiny/bert_tiny resnet50 (default: every model)
# --corpus: the corpus's models instead (${JOPT_CORPUS:-~/.cache/jopt/corpus}/models, each at
# its small size as bench/corpus/models.tsv fixes it; docs/corpus.md), to
# bench/results/model-speed-corpus.tsv, e.g. JOPT_CORPUS=DIR bench/model-speed.sh --corpus oww-alexa
# onnxruntime 1.23.2's jar (with its native library) is the test module's test-scope dependency
# from Maven Central: taken from the local Maven repository, else copied into
# ${JOPT_ORT_CACHE:-~/.cache/jopt/ort} (mvn dependency:copy).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ort_version=1.23.2
cache=${JOPT_ORT_CACHE:-$HOME/.cache/jopt/ort}
ort_jar=$HOME/.m2/repository/com/microsoft/onnxruntime/onnxruntime/$ort_version/onnxruntime-$ort_version.jar
[[ -f $ort_jar ]] || ort_jar=$cache/onnxruntime-$ort_version.jar
if [[ ! -f $ort_jar ]]; then
  mkdir -p "$cache"
  mvn -B -q -ntp dependency:copy -Dartifact=com.microsoft.onnxruntime:onnxruntime:$ort_version \
    -DoutputDirectory="$cache" >&2
fi
[[ -f tools/target/jopt.jar ]] ||
  mvn -B -q -ntp package -DskipTests -Dmaven.javadoc.skip=true -pl tools -am >&2
models=${MODELS:-../shared/models}
out=${OUT:-bench/results/model-speed.tsv}
corpus=()
if [[ " $* " == *" --corpus "* ]]; then
  # the corpus's models at their small sizes, inputs made by the corpus harness (docs/corpus.md)
  source bench/corpus/harness-classpath.sh
  corpus=(--corpus="$cache/models" --corpus-list=bench/corpus/models.tsv --harness-cp="$cp")
  out=${OUT:-bench/results/model-speed-corpus.tsv}
  set -- $(printf '%s\n' "$@" | grep -vx -- --corpus || true)
fi
exec java -Xss16m -cp "tools/target/jopt.jar:$ort_jar" bench/ModelSpeed.java \
  --models="$models" --out="$out" "${corpus[@]}" "$@"
