#!/usr/bin/env bash
# Runs every jopt test: Maven (unit tests of every module; the lit suite in one JVM with jopt-lit
# and the Java FileCheck; the mlir-opt-22 oracle and the FileCheck differential test when LLVM
# is installed), then, as an optional cross-check, the same lit suite with LLVM's lit, native
# FileCheck and mlir-opt-22 (one JVM per RUN line). LLVM 22's tools are installed with apt-get
# when missing and possible (JOPT_SKIP_LLVM=1 skips that); nothing needs them. So is Debian's
# chromium, for the headless-browser test of the plan report (JOPT_SKIP_CHROMIUM=1 skips that;
# without it the test is skipped, saying so). Ends with "N passed, M failed, K skipped".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

llvm_bin=/usr/lib/llvm-22/bin
have_llvm() {
  [[ -x $llvm_bin/FileCheck && -x $llvm_bin/not && -x $llvm_bin/lit && -x /usr/bin/mlir-opt-22 ]]
}
have_chromium() {
  command -v chromium >/dev/null || command -v chromium-browser >/dev/null
}
sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo=sudo; fi
apt_updated=0
apt_install() { # PACKAGES...: apt-get update once, then install
  if ((!apt_updated)); then
    $sudo apt-get update -q || return 1
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "$@"
}
if ! have_llvm && [[ -z "${JOPT_SKIP_LLVM:-}" ]] && command -v apt-get >/dev/null; then
  apt_install llvm-22-tools mlir-22-tools ||
    echo "test.sh: could not install llvm-22-tools/mlir-22-tools; the LLVM cross-checks are skipped"
fi
# Debian's libonnx-testdata: the ONNX backend tests, which the onnx module's tests import in place
# (skipped, saying so, without it; JOPT_SKIP_ONNX_DATA=1 skips the install).
if [[ ! -d /usr/share/libonnx-testdata/data && -z "${JOPT_SKIP_ONNX_DATA:-}" ]] && command -v apt-get >/dev/null; then
  apt_install libonnx-testdata ||
    echo "test.sh: could not install libonnx-testdata; the ONNX backend models are not imported"
fi
if ! have_chromium && [[ -z "${JOPT_SKIP_CHROMIUM:-}" ]] && command -v apt-get >/dev/null; then
  apt_install chromium ||
    echo "test.sh: could not install chromium; the browser test of the plan report is skipped"
fi

log_dir=$(mktemp -d)
trap 'rm -rf "$log_dir"' EXIT

start=$SECONDS
mvn_rc=0
# -javadoc jars are for `mvn install` (InstallConsumerTest checks them); CI skips them to stay
# fast (-Dmaven.javadoc.skip=false after test.sh makes them).
# Maven 3.8's jansi writes colour resets (ESC[0m) even in batch mode: strip them.
mvn -B -ntp verify -Dmaven.javadoc.skip=true "$@" 2>&1 | sed -u $'s/\x1b\\[[0-9;]*m//g' |
  tee "$log_dir/mvn.log" || mvn_rc=$?
mvn_secs=$((SECONDS - start))

# LLVM's lit needs the jar Maven packages; without it every RUN line would try to build it.
start=$SECONDS
lit_rc=0
if ! have_llvm; then
  echo "lit: skipped, LLVM's lit, FileCheck or mlir-opt-22 is not installed (optional cross-check)" |
    tee "$log_dir/lit.log"
elif [[ -f tools/target/jopt.jar ]]; then
  # Its jopt calls go to the jopt server (bin/jopt's default, docs/server.md), stopped after.
  python3 $llvm_bin/lit -sv lit-tests 2>&1 | tee "$log_dir/lit.log" || lit_rc=$?
  bin/jopt --server-stop > /dev/null 2>&1 || true
else
  echo "lit: skipped, tools/target/jopt.jar was not built" | tee "$log_dir/lit.log"
  lit_rc=1
fi
lit_secs=$((SECONDS - start))

# Surefire prints "Tests run: N, Failures: F, Errors: E, Skipped: S" once per module in its
# "Results:" section; lit prints "Passed: N" / "Failed: N".
read -r run failed skipped < <(awk '
  /^\[(INFO|WARNING|ERROR)\] Tests run: [0-9]+, Failures: [0-9]+, Errors: [0-9]+, Skipped: [0-9]+$/ {
    gsub(/,/, ""); r += $4; f += $6 + $8; s += $10 }
  END { print r + 0, f + 0, s + 0 }' "$log_dir/mvn.log")
lit_passed=$(sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p' "$log_dir/lit.log")
lit_failed=$(sed -n 's/^ *Failed *: *\([0-9]*\).*/\1/p' "$log_dir/lit.log")
lit_passed=${lit_passed:-0}
lit_failed=${lit_failed:-0}
echo "maven: ${mvn_secs}s, $run tests ($failed failed, $skipped skipped); lit: ${lit_secs}s, $lit_passed passed, $lit_failed failed"
if ((mvn_rc != 0 || lit_rc != 0)); then
  echo "FAILED: maven exit $mvn_rc, lit exit $lit_rc"
fi
echo "$((run - failed - skipped + lit_passed)) passed, $((failed + lit_failed)) failed, $skipped skipped"
if ((mvn_rc != 0 || lit_rc != 0)); then
  exit 1
fi
