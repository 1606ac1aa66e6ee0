#!/usr/bin/env bash
# graph-memory-plan on every model of ../shared/models (read in place): each graph imported by
# bin/jopt and planned with the planner's own PlanExecution check on (verify-plan, the default),
# with aliasing off, with the seeds' aliasing, with jopt's in-place rule on top
# (enable-inplace-optim) and in the seed's memory layout (layout=nhwc channel-padding=64), all
# with planner-options=optimal; writes the JSON report and the plan page
# of each run to $OUT/<model>/ (default target/graph-plan-models), then a table per model beside
# the ONNX live bound and PyTorch's figures of pytorch-anchors.json ($OUT/table.md) and what each
# aliasing rule took and why it copied ($OUT/aliasing.md).
# Usage: bench/graph-plan-models.sh [MODEL...]    (names of graphs/*, default all)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${OUT:-target/graph-plan-models}
source bench/shared-models.sh
mkdir -p "$out"
planner='planner-options=optimal optimal-time-limit=10000'
declare -A runs=(
  [off]="enable-noop-optim=false enable-runtime-optim=false $planner"
  [on]="$planner"
  [inplace]="enable-inplace-optim=true $planner"
  [seed]="layout=nhwc channel-padding=64 $planner"
)
models=("$@")
if ((${#models[@]} == 0)); then
  for d in "$shared"/graphs/*/ "$shared"/tiny/*/; do
    models+=("$(basename "$(dirname "$d")")/$(basename "$d")")
  done
fi
for m in "${models[@]}"; do
  [[ $m == */* ]] || m=graphs/$m
  name=${m#*/}
  dir=$out/$m
  mkdir -p "$dir"
  for run in off on inplace seed; do
    opts="${runs[$run]} report=$dir/$run.json"
    [[ $run == on || $run == inplace ]] && opts="$opts plan-report=$dir/$run.html"
    if ! bin/jopt "$shared/$m/$name.onnx" -p "builtin.module(func.func(graph-memory-plan{$opts}))" \
        -o /dev/null 2> "$dir/$run.err"; then
      echo "$m ($run): $(grep -m1 error: "$dir/$run.err")" >&2
      exit 1
    fi
  done
  echo "$m: planned (off, on, inplace, seed), every plan sound under PlanExecution" >&2
done
python3 - "$out" "$shared/pytorch-anchors.json" <<'EOF'
import json, math, os, sys
out, anchors = sys.argv[1], json.load(open(sys.argv[2]))["models"]
def mb(b): return "—" if b is None else f"{b:,}"
rows, ali, ratios = [], [], []
for name, a in anchors.items():
    d = os.path.join(out, "graphs", name)
    if not os.path.exists(os.path.join(d, "on.json")):
        continue
    r = {k: json.load(open(os.path.join(d, k + ".json"))) for k in ("off", "on", "inplace", "seed")}
    g = r["on"]["graph"]
    figs = [a.get("eager_tensor_bound_cpu_bytes"), a.get("eager_cuda_peak_bytes"), a.get("inductor_cuda_peak_bytes")]
    least = min(f for f in figs if f)
    arena = {k: r[k]["summary"]["arenaBytes"] for k in r}
    # The graph's outputs are the caller's (pre-allocated): PyTorch's figures count them, not the input.
    total = {k: arena[k] + r[k]["graph"]["outputBytes"] for k in r}
    ratios.append((total["on"] / least, total["inplace"] / least))
    rows.append(f"| {name} | {g['tensors']} | {mb(a['onnx_live_bound_bytes'])} | {mb(g['liveBoundBytes'])} "
                f"| {mb(arena['off'])} | {mb(arena['on'])} | {mb(arena['inplace'])} | {mb(g['outputBytes'])} "
                f"| {mb(figs[0])} | {mb(figs[1])} | {mb(figs[2])} | **{mb(least)}** "
                f"| {total['on'] / least:.2f} | {total['inplace'] / least:.2f} | {mb(total['seed'])} |")
    took = []
    for t in r["inplace"]["aliasing"]:
        why = "; ".join(f"{c} ({n})" for c, n in sorted(t["causes"].items(), key=lambda x: -x[1]))
        own = "own memory" if t["rule"] in ("inplace", "gather") else "copied"
        took.append(f"{t['rule']} {t['aliased']} aliased, {t['copied']} {own}" + (f": {why}" if why else ""))
    if g["weightViews"]:
        took.append(f"{g['weightViews']} views of weights not planned")
    ali.append(f"| {name} | " + "<br>".join(took) + " |")
head = ("| model | tensors | ONNX live bound (anchors) | live bound (jopt, node order) | arena, no aliasing "
        "| arena, seeds' aliasing | arena, + in place | outputs | PyTorch eager CPU | eager CUDA | Inductor CUDA "
        "| least PyTorch | seeds: (arena + outputs) / least | + in place: (arena + outputs) / least "
        "| seed layout (NHWC, C padded): arena + outputs |\n"
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
geo = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else math.nan
rows.append(f"| geometric mean | | | | | | | | | | | | {geo([x for x, _ in ratios]):.2f} "
            f"| {geo([y for _, y in ratios]):.2f} | |")
open(os.path.join(out, "table.md"), "w").write(head + "\n".join(rows) + "\n")
open(os.path.join(out, "aliasing.md"), "w").write(
    "| model | what the aliasing rules took (aliasing and in place), what got memory of its own and why |\n| --- | --- |\n" + "\n".join(ali) + "\n")
print(head + "\n".join(rows))
print()
print(open(os.path.join(out, "aliasing.md")).read())
EOF
echo "reports and plan pages: $out/<graphs|tiny>/<model>/" >&2
