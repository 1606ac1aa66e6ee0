#!/usr/bin/env bash
# The JVM's warm-up, measured (not a test): runs one jopt command RUNS times in one JVM with
# bin/jopt's JVM options (bench/WarmRuns.java), then mlir-opt-22 on the same arguments, and
# prints per run the wall and CPU time. The first run is what `bin/jopt` pays; the later ones
# run compiled code only, so the difference is the warm-up (interpreting and compiling).
#   bench/warm-runs.sh RUNS JOPT-ARGS...   e.g. bench/warm-runs.sh 10 big.mlir --allow-unregistered-dialect
# WARM_SERVER=1 runs with the jopt server's JVM options instead (C2: the steady state of a served
# call, docs/server.md); WARM_JAR=PATH runs another jopt.jar (e.g. a copy of main's, to compare);
# WARM_JFR=FILE.jfr records a JFR profile of the whole run (WARM_JFC=FILE.jfc: other settings, e.g. a 1 ms sample period) (read it with `jfr print --events
# jdk.ExecutionSample FILE.jfr` or jdk.ObjectAllocationSample); WARM_NO_MLIR=1 skips mlir-opt-22.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=../bin/jopt-jvm.sh
. "$root/bin/jopt-jvm.sh"
if [[ ! -f "$root/tools/target/jopt.jar" ]]; then
  (cd "$root" && mvn -q -B package -DskipTests -pl tools -am >&2)
fi
runs=$1
shift
# The JDK and options bin/jopt runs with (without its AOT cache, made for jopt.jar alone).
java="$(jopt_aot_java)" || true
if [[ -n $java ]]; then
  flags=("${jopt_aot_flags[@]}")
else
  java=java
  flags=("${jopt_jvm_flags[@]}")
fi
jopt_input_flags "$@"
if [[ -n ${WARM_SERVER:-} ]]; then
  flags=("${jopt_server_flags[@]}")
  jopt_input_jvm_flags=()
fi
# WARM_JVM_FLAGS="..." adds JVM options (e.g. -Xlog:gc to see collections).
if [[ -n ${WARM_JVM_FLAGS:-} ]]; then
  read -r -a extra <<<"$WARM_JVM_FLAGS"
  flags+=("${extra[@]}")
fi
if [[ -n ${WARM_JFR:-} ]]; then
  flags+=("-XX:StartFlightRecording=filename=$WARM_JFR,settings=${WARM_JFC:-profile}")
fi
jar="${WARM_JAR:-$root/tools/target/jopt.jar}"
echo "jopt, $runs runs in one JVM ($java ${jopt_input_jvm_flags[*]}):"
"$java" "${flags[@]}" "${jopt_input_jvm_flags[@]}" -cp "$jar" \
  "$root/bench/WarmRuns.java" "$runs" "$@" -o /dev/null
if [[ -x /usr/bin/mlir-opt-22 && -z ${WARM_NO_MLIR:-} ]]; then
  echo "mlir-opt-22, one process:"
  /usr/bin/time -f 'wall %e s, cpu %U+%S s' /usr/bin/mlir-opt-22 "$@" -o /dev/null
fi
