#!/usr/bin/env bash
# Static peaks of jopt-memory-pipeline on the models of ../shared/models (graphs/), without running
# them: each model lowered by `bin/jopt NAME.onnx -p 'builtin.module(convert-onnx-to-linalg)'`,
# then `jopt-memory-pipeline{merge-alloc=none}` applied and its output's peak counted by
# bench/static-peak.py (allocations and deallocations in program order: jopt-run's peak of the
# unmerged program on straight-line models). Each peak beside the ONNX live bound and the least
# PyTorch figure of pytorch-anchors.json; the geometric mean of peak / least PyTorch.
# Writes the table to bench/results/static-peaks.md (RESULT=... elsewhere) and the lowered and
# optimized programs to $OUT/NAME/ (default target/static-peaks; REUSE=1 keeps the lowerings).
# Usage: bench/static-peaks.sh [NAME...]   (default: every model of graphs/);
#        OPTIONS='tile-for-memory=false' adds pipeline options after merge-alloc=none.
set -uo pipefail
export JOPT_SERVER=${JOPT_SERVER:-0}
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${OUT:-target/static-peaks}
result=${RESULT:-bench/results/static-peaks.md}
source bench/shared-models.sh
options="merge-alloc=none${OPTIONS:+ $OPTIONS}"
models=("$@")
((${#models[@]})) || for d in "$shared"/graphs/*/; do models+=("$(basename "$d")"); done
mkdir -p "$out"
for m in "${models[@]}"; do
  dir=$out/$m
  mkdir -p "$dir"
  if [[ -z ${REUSE:-} || ! -s $dir/linalg.mlir ]]; then
    bin/jopt "$shared/graphs/$m/$m.onnx" -p 'builtin.module(convert-onnx-to-linalg)' -o "$dir/linalg.mlir" ||
      { echo "$m: lowering failed" >&2; rm -f "$dir/linalg.mlir"; continue; }
  fi
  start=$(date +%s)
  if bin/jopt "$dir/linalg.mlir" -p "builtin.module(jopt-memory-pipeline{$options})" -o "$dir/out.mlir" 2> "$dir/apply.log"; then
    bench/static-peak.py "$dir/out.mlir" > "$dir/peak.txt"
    echo "$m: $(head -1 "$dir/peak.txt") ($(($(date +%s) - start)) s)" >&2
  else
    echo "$m: pipeline failed: $(grep -m1 error: "$dir/apply.log")" >&2
    rm -f "$dir/peak.txt"
  fi
done
python3 - "$out" "$shared" "$result" "$options" "${models[@]}" <<'EOF'
import json, math, os, subprocess, sys
out, shared, result, options, models = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
anchors = json.load(open(os.path.join(shared, "pytorch-anchors.json")))["models"]
rows, ratios, over = [], [], []
for m in models:
    a = anchors.get(m, {})
    figs = [a.get(k) for k in ("eager_tensor_bound_cpu_bytes", "eager_cuda_peak_bytes", "inductor_cuda_peak_bytes")]
    least = min((f for f in figs if f), default=None)
    bound = a.get("onnx_live_bound_bytes")
    p = os.path.join(out, m, "peak.txt")
    peak = int(open(p).readline().split()[1]) if os.path.exists(p) else None
    target = min(x for x in (least, bound) if x)
    if peak is None:
        rows.append(f"| {m} | failed | {bound:,} | {least:,} | | |")
        over.append(m)
        continue
    ratios.append(peak / least)
    ok = peak <= target
    if not ok:
        over.append(m)
    rows.append(f"| {m} | {peak:,} | {bound:,} | {least:,} | {peak / least:.3f} | {'yes' if ok else '**no**'} |")
geo = math.exp(sum(map(math.log, ratios)) / len(ratios)) if ratios else float("nan")
rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
text = (f"Static peaks of jopt-memory-pipeline{{{options}}} (bench/static-peak.py), at {rev}"
        + (" with uncommitted changes" if subprocess.run(["git", "diff", "--quiet", "HEAD", "--", "passes", "dialects", "ir"]).returncode else "")
        + ":\n\n| model | peak (B) | ONNX live bound | least PyTorch | peak / least PyTorch | <= both |\n"
        "| --- | ---: | ---: | ---: | ---: | --- |\n" + "\n".join(rows)
        + f"\n\nGeometric mean of peak / least PyTorch over {len(ratios)} models: **{geo:.3f}**"
        + (f"; over a bound: {', '.join(over)}" if over else "; every model at or below both bounds") + ".\n\n"
        + "    bench/static-peaks.sh " + " ".join(models) + "\n")
os.makedirs(os.path.dirname(result), exist_ok=True)
open(result, "w").write(text)
print(text)
EOF
