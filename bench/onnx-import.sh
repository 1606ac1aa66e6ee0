#!/usr/bin/env bash
# Imports every ONNX model of ../shared/models and of Debian's libonnx-testdata (the ONNX 1.12
# backend tests, read in place) with bin/jopt-translate --import-onnx, and checks that
# mlir-opt-22 --allow-unregistered-dialect parses what it prints (the generic form: mlir-opt
# cannot parse onnx-mlir's custom forms of unregistered ops). Writes a TSV (model, import
# status, mlir-opt status, first error line) to $OUT (default /tmp/onnx-import.tsv) and prints
# the figures per suite and the import errors grouped by message.
# Usage: bench/onnx-import.sh [MODEL_DIR...]
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${OUT:-/tmp/onnx-import.tsv}
mlir_opt=${MLIR_OPT:-/usr/bin/mlir-opt-22}
data=/usr/share/libonnx-testdata/data
# ../shared/models of the checkout, or of a folder above it (a worktree's).
shared=
for d in .. ../.. ../../..; do
  if [[ -d $d/shared/models/graphs ]]; then shared=$d/shared/models; break; fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
models=()
if (($#)); then
  for d in "$@"; do while IFS= read -r f; do models+=("$f"); done < <(find "$d" -name '*.onnx' | sort); done
else
  [[ -n $shared ]] && while IFS= read -r f; do models+=("$f"); done < <(find "$shared" -name '*.onnx' | sort)
  [[ -d $data ]] && while IFS= read -r f; do models+=("$f"); done < <(find "$data"/{node,pytorch-converted,pytorch-operator,simple} -name model.onnx | sort)
fi
: > "$out"
for m in "${models[@]}"; do
  if bin/jopt-translate --import-onnx --mlir-print-op-generic "$m" > "$tmp/out.mlir" 2> "$tmp/err"; then
    imp=ok
    if [[ -x $mlir_opt ]]; then
      if "$mlir_opt" --allow-unregistered-dialect "$tmp/out.mlir" -o /dev/null 2> "$tmp/merr"; then opt=ok; else opt=fail; fi
    else
      opt=skipped
    fi
    msg=$(grep -m1 -v ': note: ' "$tmp/err" || true)
    [[ $opt == fail ]] && msg=$(head -1 "$tmp/merr")
  else
    imp=fail
    opt=-
    msg=$(head -1 "$tmp/err")
  fi
  printf '%s\t%s\t%s\t%s\n' "$m" "$imp" "$opt" "$msg" >> "$out"
done
awk -F'\t' '
  { suite = $1 ~ /shared\/models/ ? "shared/models" : $1; sub(/.*\/data\//, "", suite); sub(/\/.*/, "", suite)
    n[suite]++; if ($2 == "ok") ok[suite]++; if ($3 == "ok") opt[suite]++ }
  END { for (s in n) printf "%-20s %4d models: %4d import and verify, %4d parse in mlir-opt-22\n", s, n[s], ok[s], opt[s] }' "$out" | sort
echo "import errors by message:"
awk -F'\t' '$2 == "fail" { m = $4; sub(/^[^:]*: error: /, "", m); gsub(/'"'"'[^'"'"']*'"'"'/, "_", m); gsub(/#[0-9]+/, "#N", m); print m }' "$out" |
  sort | uniq -c | sort -rn | head -40
echo "TSV: $out"
