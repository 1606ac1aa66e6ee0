#!/usr/bin/env bash
# jopt-run against onnxruntime on the models of ../shared/models (bench/ModelSpeed.java says
# what is measured): per model onnxruntime's and jopt-run's execution times after load on the
# same inputs, their ratio, whether the results agree, and with --whole the whole process
# through jopt-memory-pipeline. Writes bench/results/model-speed.tsv (OUT=FILE: elsewhere).
#   bench/model-speed.sh [--runs=N] [--warm=N] [--budget=S] [--whole|--whole-only] [NAME...]
#   e.g. bench/model-speed.sh tiny/bert_tiny resnet50 (default: every model)
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
exec java -Xss16m -cp "tools/target/jopt.jar:$ort_jar" bench/ModelSpeed.java \
  --models="$models" --out="${OUT:-bench/results/model-speed.tsv}" "$@"
