#!/usr/bin/env bash
# The ONNX backend test suite of Debian's libonnx-testdata (read in place) end to end in jopt:
# each test's model.onnx imported, lowered by convert-onnx-to-linalg, bufferized (one-shot-bufferize
# with function boundaries, as jopt-run), jopt-deallocation-pipeline, run in jopt's interpreter
# (leaks checked) on every test_data_set_*'s inputs and compared with its outputs (rtol 1e-3,
# atol 1e-7, ONNX's tolerances). All tests run in one JVM (jopt.tools.run.OnnxBackendSuite), each on a
# thread of its own stopped after $TIMEOUT seconds; should the JVM itself die, the suite resumes
# after the test it was running (recorded as "crash").
# Writes a TSV (dir, stage: import/lower/bufferize/dealloc/run/compare, pass/fail, first error
# line, seconds) to $OUT (default /tmp/onnx-backend.tsv) and prints the figures per suite and
# the failures grouped by stage and cause.
# Usage: bench/onnx-backend.sh [TESTDIR...]   (default: every test of libonnx-testdata; EVERY=18:
# every 18th in sorted order from the first, the 60 tests of CI's OnnxBackendSampleTest)
# Needs tools/target/jopt.jar (mvn -B -ntp -o install -DskipTests -pl tools -am).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${OUT:-/tmp/onnx-backend.tsv}
timeout=${TIMEOUT:-60}
data=${ONNX_TESTDATA:-/usr/share/libonnx-testdata/data}
jar=tools/target/jopt.jar
[[ -f $jar ]] || { echo "onnx-backend.sh: $jar missing; build it first" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if (($#)); then
  printf '%s\n' "$@" > "$tmp/all"
else
  [[ -d $data ]] || { echo "onnx-backend.sh: $data missing (apt-get install libonnx-testdata)" >&2; exit 1; }
  find "$data"/{node,pytorch-converted,pytorch-operator,simple} -mindepth 1 -maxdepth 1 -type d | LC_ALL=C sort |
    awk -v every="${EVERY:-1}" '(NR - 1) % every == 0' > "$tmp/all"
fi
: > "$out"
start=$SECONDS
while :; do
  done_n=$(wc -l < "$out")
  tail -n +"$((done_n + 1))" "$tmp/all" > "$tmp/todo"
  [[ -s $tmp/todo ]] || break
  java -Xmx${HEAP:-6g} -XX:+UseSerialGC -cp "$jar" jopt.tools.run.OnnxBackendSuite --timeout="$timeout" \
    --out="$out" --append --list="$tmp/todo" 2>> "$tmp/err"
  rc=$?
  if (($(wc -l < "$out") == done_n + $(wc -l < "$tmp/todo"))); then break; fi
  # the JVM died during the next test: record it and go on after it
  next=$(sed -n "$(($(wc -l < "$out") + 1))p" "$tmp/all")
  printf '%s\tcrash\tfail\tthe JVM died (exit %s)\t0\n' "$next" "$rc" >> "$out"
done
secs=$((SECONDS - start))
awk -F'\t' -v secs="$secs" '
  { suite = $1; sub(/\/[^\/]*$/, "", suite); sub(/.*\//, "", suite)
    n[suite]++; N++; if ($3 == "pass") { ok[suite]++; OK++ } }
  END { for (s in n) printf "%-20s %4d tests: %4d pass\n", s, n[s], ok[s]
        printf "%-20s %4d tests: %4d pass (%.1f%%) in %d s\n", "total", N, OK, 100 * OK / (N ? N : 1), secs }' "$out" | sort
echo "failures by stage and cause:"
awk -F'\t' '$3 == "fail" { m = $4
    if (match(m, /no lowering of .onnx\.[A-Za-z]+/)) m = substr(m, RSTART, RLENGTH)
    sub(/^test_data_set_[0-9]+: /, "", m); sub(/ \| .*/, "", m)
    gsub(/'"'"'[^'"'"']*'"'"'/, "_", m); gsub(/[0-9]+(\.[0-9]+)?(e-?[0-9]+)?/, "N", m); gsub(/<[^>]*>/, "<T>", m)
    print $2 ": " substr(m, 1, 110) }' "$out" | sort | uniq -c | sort -rn
echo "TSV: $out"
