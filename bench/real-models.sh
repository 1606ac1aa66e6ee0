#!/usr/bin/env bash
# The models of ../shared/models (read in place) end to end in jopt alone: each imported and
# lowered by `bin/jopt model.onnx -p 'builtin.module(convert-onnx-to-linalg)'`, then run in
# bin/jopt-run, with no flag but the entry and its arguments, as the bufferized input (One-Shot
# Bufferize with function boundaries, as jopt-run runs a tensor program) and through each
# pipeline below (applied by bin/jopt, or by mlir-opt-22, to the linalg on tensors; the output
# run by jopt-run with every check on). Each run must be clean and give the input's results;
# the tiny models' results are also compared with PyTorch's and onnxruntime's outputs
# (torch.output*.npy, ort.output*.npy: max abs difference <= 1e-4). graph-memory-plan's arena
# comes from bench/graph-plan-models.sh (run here on the same models). Graph-only models run
# their elided weights as jopt-run's deterministic stand-ins (its default), on a random image or
# zero token ids.
# Writes the runs' logs to $OUT/<graphs|tiny>/<model>/ (default target/real-models) and the
# table to $OUT/table.md (bench/results/real-models.md holds the one measured last).
# Usage: bench/real-models.sh [MODEL...]  (graphs/NAME or tiny/NAME; a bare NAME is graphs/NAME;
#        default: every model of graphs/ and tiny/); PIPELINES="jopt-dealloc merge-alloc" runs a
#        subset of the pipelines; NO_GRAPH_PLAN=1 skips graph-memory-plan; TABLE_ONLY=1 only
#        makes the table of what $OUT holds (runs on subsets, in parallel, into one $OUT); REUSE=1
#        keeps each model's lowering and input run found in $OUT.
set -uo pipefail
# One JVM per call, as measured so far (JOPT_SERVER=1: through the jopt server, docs/server.md).
export JOPT_SERVER=${JOPT_SERVER:-0}
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${OUT:-target/real-models}
mlir_opt=${MLIR_OPT:-/usr/bin/mlir-opt-22}
source bench/shared-models.sh
mkdir -p "$out"
bufferize='one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}'
declare -A pipes=(
  [upstream]="builtin.module(func.func(linalg-fuse-elementwise-ops),$bufferize,buffer-deallocation-pipeline)"
  [mlir-opt-22]="builtin.module(func.func(linalg-fuse-elementwise-ops),$bufferize,buffer-deallocation-pipeline)"
  [jopt-dealloc]="builtin.module($bufferize,jopt-deallocation-pipeline)"
  [merge-alloc]="builtin.module($bufferize,jopt-deallocation-pipeline{merge-alloc=merge-alloc})"
  [jopt-memory]="builtin.module(jopt-memory-pipeline)"
)
order=(upstream mlir-opt-22 jopt-dealloc merge-alloc jopt-memory)
# jopt-memory-pipeline is run where this jar has it.
has_memory=0
bin/jopt --list-passes 2>/dev/null | grep -q -- '--jopt-memory-pipeline\b' && has_memory=1
[[ -x $mlir_opt ]] || echo "real-models: $mlir_opt not found: its column is left empty" >&2
selected=(${PIPELINES:-${order[*]}})

models=("$@")
if ((${#models[@]} == 0)); then
  for d in "$shared"/graphs/*/ "$shared"/tiny/*/; do
    models+=("$(basename "$(dirname "$d")")/$(basename "$d")")
  done
fi

# run NAME LOG CMD...: runs CMD with its output in LOG, its exit code and CPU/wall seconds in LOG.meta.
run() {
  local name=$1 log=$2
  shift 2
  local start end
  start=$(date +%s.%N)
  /usr/bin/time -f '%U %S' -o "$log.time" "$@" > "$log.out" 2> "$log"
  local code=$?
  end=$(date +%s.%N)
  grep -v '^result #' "$log.out" >> "$log"
  rm -f "$log.out"
  local cpu
  cpu=$(awk '{ printf "%.1f", $1 + $2 }' "$log.time")
  rm -f "$log.time"
  printf '%s %s %s\n' "$code" "$cpu" "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')" > "$log.meta"
  local peak
  peak=$(grep -E '^heap:' "$log" | grep -o 'total-peak-bytes=[0-9]*' | cut -d= -f2)
  if ((code == 0)); then
    printf '  %-18s clean %12s  %6s s CPU\n' "$name" "${peak:+$peak B}" "$cpu" >&2
  else
    printf '  %-18s FAILED: %s\n' "$name" "$(grep -m1 -E 'error:' "$log" | cut -c1-200)" >&2
  fi
}

for m in "${models[@]}"; do
  [[ -n ${TABLE_ONLY:-} ]] && break
  [[ $m == */* ]] || m=graphs/$m
  name=${m#*/}
  onnx=$shared/$m/$name.onnx
  [[ -f $onnx ]] || { echo "real-models: no $onnx" >&2; exit 1; }
  dir=$out/$m
  echo "$m:" >&2
  # REUSE=1 keeps a model's lowering and input run from an earlier run (pipelines added later).
  if [[ -z ${REUSE:-} || ! -f $dir/input.log.meta ]]; then
    rm -rf "$dir"
    mkdir -p "$dir"
    run lower "$dir/lower.log" bin/jopt "$onnx" -p 'builtin.module(convert-onnx-to-linalg)' -o "$dir/linalg.mlir"
  fi
  read -r code _ < "$dir/lower.log.meta"
  ((code == 0)) || continue
  # Arguments: the tiny models' inputs; otherwise random floats and zero token ids.
  if [[ $m == tiny/* ]]; then
    args=$(ls "$shared/$m"/input.*.npy | paste -sd,)
  else
    args=$(grep -m1 'func.func @main_graph' "$dir/linalg.mlir" | sed 's/) ->.*//' |
      grep -o 'tensor<[^>]*>' | sed -E 's/.*x(f[0-9]+|bf16)>$/random/; s/.*x[iu][0-9]+>$/zeros/' | paste -sd,)
  fi
  echo "$args" > "$dir/args"
  [[ -n ${REUSE:-} && -f $dir/input.log.meta ]] ||
    run input "$dir/input.log" bin/jopt-run "$dir/linalg.mlir" -e main_graph --args="$args" --dump-results="$dir/input"
  for p in "${selected[@]}"; do
    [[ $p == jopt-memory && $has_memory == 0 ]] && continue
    [[ $p == mlir-opt-22 && ! -x $mlir_opt ]] && continue
    rm -rf "${dir:?}/$p" "$dir/$p".*
    if [[ $p == mlir-opt-22 ]]; then
      run "$p:apply" "$dir/$p.apply.log" "$mlir_opt" "$dir/linalg.mlir" --pass-pipeline="${pipes[$p]}" -o "$dir/$p.mlir"
    else
      run "$p:apply" "$dir/$p.apply.log" bin/jopt "$dir/linalg.mlir" -p "${pipes[$p]}" -o "$dir/$p.mlir"
    fi
    read -r code _ < "$dir/$p.apply.log.meta"
    ((code == 0)) || continue
    run "$p" "$dir/$p.log" bin/jopt-run "$dir/$p.mlir" -e main_graph --args="$args" --dump-results="$dir/$p"
  done
done

# graph-memory-plan: bench/graph-plan-models.sh's arenas, on the same models.
if [[ -z ${NO_GRAPH_PLAN:-} && -z ${TABLE_ONLY:-} ]]; then
  OUT=$out/graph-plan bench/graph-plan-models.sh "${models[@]}" > /dev/null ||
    echo "real-models: graph-plan-models.sh failed" >&2
fi

python3 - "$out" "$shared" "$has_memory" "${models[@]}" <<'EOF'
import glob, json, math, os, re, sys
import numpy as np
out, shared, has_memory, models = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4:]
anchors = json.load(open(os.path.join(shared, "pytorch-anchors.json")))["models"]
pipes = ["upstream", "mlir-opt-22", "jopt-dealloc", "merge-alloc", "jopt-memory"]

def meta(log):
    try:
        code, cpu, wall = open(log + ".meta").read().split()
        return int(code), float(cpu), float(wall)
    except FileNotFoundError:
        return None

def heap(log, key):
    m = re.findall(r"^heap: .*\b" + key + r"=(\d+)", open(log).read(), re.M) if os.path.exists(log) else []
    return int(m[-1]) if m else None

def results(d):
    return [np.load(f) for f in sorted(glob.glob(os.path.join(d, "result*.npy")),
                                        key=lambda f: int(re.search(r"(\d+)\.npy$", f).group(1)))]

def maxdiff(a, b):
    if len(a) != len(b) or any(x.shape != y.shape for x, y in zip(a, b)):
        return math.inf
    return max((float(np.max(np.abs(x.astype(np.float64) - y.astype(np.float64)), initial=0)) for x, y in zip(a, b)), default=0.0)

def same(a, b):
    """Equal results: bit-equal but for NaNs, or within 1e-6 relative to the result's magnitude."""
    if len(a) != len(b) or any(x.shape != y.shape for x, y in zip(a, b)):
        return False
    for x, y in zip(a, b):
        x, y = x.astype(np.float64), y.astype(np.float64)
        scale = max(1.0, float(np.nanmax(np.abs(np.where(np.isinf(x), 0, x)), initial=0)))
        if not np.allclose(x, y, rtol=0, atol=1e-6 * scale, equal_nan=True):
            return False
    return True

def fmt(b):
    return "—" if b is None else f"{b:,}"

rows, times, checks, failures, notrun = [], [], [], [], []
ratios = {p: [] for p in pipes + ["graph-memory-plan"]}
for m in models:
    m = m if "/" in m else "graphs/" + m
    name = m.split("/", 1)[1]
    d = os.path.join(out, m)
    a = anchors.get(name, {})
    figs = [a.get("eager_tensor_bound_cpu_bytes"), a.get("eager_cuda_peak_bytes"), a.get("inductor_cuda_peak_bytes")]
    least = min((f for f in figs if f), default=None)
    lin = os.path.join(d, "linalg.mlir")
    ops = sum(1 for l in open(lin) if re.match(r"\s+(%\S+ = )?\"?[a-z_]+\.[a-z_.]+", l)) if os.path.exists(lin) else None
    lower = meta(os.path.join(d, "lower.log"))
    if lower is None:
        notrun.append(m)
        rows.append(f"| {m} | {a.get('onnx_nodes', '—')} | | | | | " + "not run | " * 6
                    + f"{fmt(figs[0])} | {fmt(figs[1])} | {fmt(figs[2])} | **{fmt(least)}** |")
        continue
    if lower[0] != 0:
        failures.append(f"{m}: lowering failed: " + open(os.path.join(d, "lower.log")).read().strip().splitlines()[0])
        continue
    inp = meta(os.path.join(d, "input.log"))
    ref = results(os.path.join(d, "input"))
    plan = os.path.join(out, "graph-plan", m, "on.json")
    onnx_bound, arena = None, None
    if os.path.exists(plan):
        r = json.load(open(plan))
        onnx_bound = r["graph"]["liveBoundBytes"]
        arena = r["summary"]["arenaBytes"] + r["graph"]["outputBytes"]
    cells, tcells = [], [f"{lower[1]:.1f}", f"{inp[1]:.1f}" if inp else "—"]
    if inp is None:
        notrun.append(m + " (input run unfinished)")
    elif inp[0] != 0:
        failures.append(f"{m} (input): " + next((l for l in open(os.path.join(d, "input.log")) if "error:" in l), "?").strip())
    for p in pipes:
        log = os.path.join(d, p + ".log")
        mt, apply = meta(log), meta(os.path.join(d, p + ".apply.log"))
        if apply is None:
            cells.append("—" if p == "jopt-memory" and not has_memory else "not run"); tcells.append("—"); continue
        if apply[0] == 0 and mt is None:
            cells.append("not run"); tcells.append("—"); continue
        if apply[0] != 0 or mt[0] != 0:
            why = open(os.path.join(d, p + (".apply.log" if apply[0] != 0 else ".log"))).read()
            failures.append(f"{m} ({p}): " + next((l for l in why.splitlines() if "error:" in l), "?").strip()[:300])
            cells.append("FAIL"); tcells.append("—"); continue
        peak = heap(log, "total-peak-bytes")
        ok = same(results(os.path.join(d, p)), ref)
        if not ok:
            failures.append(f"{m} ({p}): results differ from the input's (max abs difference {maxdiff(results(os.path.join(d, p)), ref):.3g})")
        ratio = f" ({peak / least:.2f})" if least and peak else ""
        if least and peak:
            ratios[p].append(peak / least)
        cells.append(fmt(peak) + ratio + ("" if ok else " WRONG"))
        tcells.append(f"{mt[1]:.1f}")
    if arena is not None and least:
        ratios["graph-memory-plan"].append(arena / least)
    cells.append("—" if arena is None else fmt(arena) + (f" ({arena / least:.2f})" if least else ""))
    rows.append(f"| {m} | {a.get('onnx_nodes', '—')} | {ops} | {fmt(onnx_bound)} | {fmt(heap(os.path.join(d, 'input.log'), 'live-bound-bytes'))} "
                f"| {fmt(heap(os.path.join(d, 'input.log'), 'total-peak-bytes'))} | " + " | ".join(cells)
                + f" | {fmt(figs[0])} | {fmt(figs[1])} | {fmt(figs[2])} | **{fmt(least)}** |")
    times.append(f"| {m} | " + " | ".join(tcells) + " |")
    if m.startswith("tiny/"):
        for src in ("torch", "ort"):
            want = [np.load(f) for f in sorted(glob.glob(os.path.join(shared, m, src + ".output*.npy")))]
            got = {p: maxdiff(results(os.path.join(d, p)), want) for p in ["input"] + pipes if os.path.isdir(os.path.join(d, p))}
            worst = max(got.values())
            checks.append(f"| {m} | {src} | " + " | ".join(f"{got[p]:.2g}" if p in got else "—" for p in ["input"] + pipes) + f" | {'ok' if worst <= 1e-4 else 'FAIL'} |")
            if worst > 1e-4:
                failures.append(f"{m}: results differ from {src}'s by {worst:.3g}")

geo = lambda xs: f"{math.exp(sum(math.log(x) for x in xs) / len(xs)):.2f}" if xs else "—"
head = ("| model | ONNX nodes | ops (linalg level) | ONNX live bound | live bound (jopt-run, bufferized input) | bufferized input "
        "| upstream in jopt (fuse + buffer-deallocation-pipeline) | mlir-opt-22, run in jopt-run | jopt-deallocation-pipeline "
        "| jopt-deallocation-pipeline{merge-alloc=merge-alloc} | jopt-memory-pipeline | graph-memory-plan (arena + outputs) "
        "| PyTorch eager CPU | eager CUDA | Inductor CUDA | least PyTorch |\n" + "| --- " * 2 + "| ---: " * 14 + "|\n")
geo_row = "| geometric mean of peak / least PyTorch | | | | | | " + " | ".join(geo(ratios[p]) for p in pipes + ["graph-memory-plan"]) + " | | | | |"
thead = ("| model | import + lower | bufferized input | upstream in jopt | mlir-opt-22 | jopt-deallocation-pipeline | merge-alloc | jopt-memory-pipeline |\n"
         "| --- " + "| ---: " * 7 + "|\n")
chead = ("| model | reference | bufferized input | upstream in jopt | mlir-opt-22 | jopt-deallocation-pipeline | merge-alloc | jopt-memory-pipeline | <= 1e-4 |\n"
         "| --- | --- " + "| ---: " * 6 + "| --- |\n")
text = ("Peak bytes (jopt-run's total-peak-bytes) per pipeline, (peak / least PyTorch figure):\n\n" + head + "\n".join(rows) + "\n" + geo_row + "\n\n"
        "Max abs difference of the tiny models' results from PyTorch's and onnxruntime's:\n\n" + chead + "\n".join(checks) + "\n\n"
        "CPU seconds (user + system) of each step (the pipeline's run in jopt-run; applying it is not counted):\n\n" + thead + "\n".join(times) + "\n\n"
        + ("Failures:\n\n" + "\n".join("- " + f for f in failures) + "\n" if failures else "Every run clean, with the input's results.\n")
        + ("Not run: " + ", ".join(notrun) + "\n" if notrun else ""))
open(os.path.join(out, "table.md"), "w").write(text)
print(text)
sys.exit(1 if failures else 0)
EOF
