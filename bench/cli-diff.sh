#!/usr/bin/env bash
# Command lines through bin/jopt and mlir-opt-22 (not a test): for each, the exit code, the first
# two lines of stderr (the tool's name masked) and stdout are compared; prints the ones that
# differ and a count. Where jopt must differ: --version's text, --list-passes, and cl's "Did you
# mean" guess where mlir-opt's nearest option is one jopt lacks (LLVM's own options, passes jopt
# does not have) or ties with another (cl takes the first in its hash table).
#   bench/cli-diff.sh [FILE]   (default lit-tests/Dialect/memref/view.mlir)
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
F="${1:-$root/lit-tests/Dialect/memref/view.mlir}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One command line per line, split at spaces; @F is the input file, @T a scratch directory.
cases='--version
-o
@F -o
@F --o=@T/o1.mlir
@F -o=@T/o2.mlir
@F --split-input-file
@F --split-input-file=
@F -split-input-file --output-split-marker=//XX
@F --allow-unregistered-dialect=false
@F --allow-unregistered-dialect=FALSE
@F --allow-unregistered-dialect=2
@F -allow-unregistered-dialect=true
@F --mlir-print-op-generic=1
@F -mlir-print-debuginfo
@F --mlir-print-local-scope
@F --pass-pipeline=builtin.module(canonicalize)
@F -p builtin.module(cse)
@F -p=builtin.module(cse)
@F -p func.func(cse)
@F --pass-pipeline
@F --pass-pipeline=
@F --pass-pipeline=builtin.module(nope)
@F --pass-pipeline=builtin.module(cse
@F --cse --pass-pipeline=builtin.module(cse)
@F --canonicalize
@F --canonicalize=
@F --canonicalize=max-iterations=2
@F --canonicalize=max-iterations=x
@F --canonicalize=max-iterations=2,region-simplify=disabled
@F --canonicalize --cse
@F --cse=foo
@F --cse=1
@F --no-such-pass
@F -cse -canonicalize
@F --symbol-dce --canonicalize=top-down=false
@F --mlir-disable-threading
@F --verify-each=0
@F --mlir-print-ir-after-all --cse
@F --mlir-print-ir-before=cse --cse
@F --mlir-print-ir-before= --cse
@F --mlir-print-ir-after=nope --cse
@F --mlir-print-ir-after=cse,canonicalize --cse --canonicalize
@F --mlir-print-ir-after-change --cse
@F --mlir-print-ir-after-failure --cse
@F --mlir-print-ir-module-scope --mlir-print-ir-after-all --mlir-disable-threading --cse
@F --dump-pass-pipeline --cse
@F --mlir-timing=foo
@F -- @F
@F @F
-
--help=foo
--version=1
@F --no-implicit-module
@F --verify-diagnostics=all
@F --verify-diagnostics=yes
@F --verify-diagnostics --split-input-file
@F ---cse
@F -o /nonexistent-dir/x.mlir
@F --inlin
@F --canonicalise=max-iterations=2
@F --lower-afine --convert-elementwise-to-linlag
@F --split-input-fil=2
@F --oxyz
@F --print-ir-after-all
@F --ofoo=3
@F --hzzqq
@F --help --no-such-flag
@F --version --no-such-flag
@F --no-such-flag --help
@F --inline=max-iterations=x'
n=0
d=0
while IFS= read -r line; do
  n=$((n + 1))
  line="${line//@F/$F}"
  line="${line//@T/$work}"
  read -ra args <<< "$line"
  j=$("$root/bin/jopt" "${args[@]}" < "$F" 2>&1 > "$work/j.out")
  jr=$?
  m=$(mlir-opt-22 "${args[@]}" < "$F" 2>&1 > "$work/m.out")
  mr=$?
  jf=$(printf '%s\n' "$j" | head -2 | sed 's/jopt/TOOL/g')
  mf=$(printf '%s\n' "$m" | head -2 | sed 's/mlir-opt-22/TOOL/g')
  what=""
  [[ $jr == "$mr" ]] || what+=" exit $jr/$mr"
  [[ "$jf" == "$mf" ]] || what+=" stderr"
  cmp -s "$work/j.out" "$work/m.out" || what+=" stdout"
  if [[ -n $what ]]; then
    d=$((d + 1))
    echo "differs ($what): ${line//$root\//}"
    echo "  jopt:     $(printf '%s' "$jf" | tr '\n' '|' | cut -c1-200)"
    echo "  mlir-opt: $(printf '%s' "$mf" | tr '\n' '|' | cut -c1-200)"
  fi
done <<< "$cases"
echo "$((n - d)) of $n command lines alike"
