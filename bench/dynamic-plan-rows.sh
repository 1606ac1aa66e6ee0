# Sourced by bench/dynamic-batch.sh, bench/dynamic-batch-onnx.sh and bench/corpus/dynamic-vs-static.sh: the figures, the rows
# and the table of a dynamic plan against the static plan of the same model at the same size.

# peak LOG: jopt-run's `heap after` total-peak-bytes in LOG (empty when the run did not get there)
peak() { sed -n 's/^heap after:.* total-peak-bytes=\([0-9]*\).*/\1/p' "$1"; }

# ratio DYNAMIC STATIC: DYNAMIC / STATIC to 4 places (empty when either is missing)
ratio() {
  python3 -c "import sys; d, s = sys.argv[1:]; print('%.4f' % (int(d) / int(s)) if d and s else '')" "$1" "$2"
}

# put_row TSV FIELD...: appends the tab-separated row of FIELDs to TSV, replacing the row with the
# same first two fields (a new run of a model and size replaces the old one)
put_row() {
  local tsv=$1
  shift
  grep -v -P "^$1\t$2\t" "$tsv" > "$tsv.tmp"
  mv "$tsv.tmp" "$tsv"
  (IFS=$'\t'; echo "$*") >> "$tsv"
}

# batch_row TSV MODEL N DIR DRC SRC DS SS REV: the row of MODEL at batch N from DIR/dynamic-N.log and
# DIR/static-N.log (exit codes DRC and SRC, seconds DS and SS), also said on stderr
batch_row() {
  local tsv=$1 m=$2 n=$3 dir=$4 drc=$5 src=$6 ds=$7 ss=$8 rev=$9 dp sp r
  dp=$(peak "$dir/dynamic-$n.log")
  sp=$(peak "$dir/static-$n.log")
  r=$(ratio "$dp" "$sp")
  put_row "$tsv" "$m" "$n" "$dp" "$sp" "$r" "$drc" "$src" "$ds" "$ss" "$rev"
  echo "$m batch $n: dynamic $dp (exit $drc, $ds s), static $sp (exit $src, $ss s), ratio $r" >&2
}

# batch_table TSV MD: the table of bench/dynamic-batch.sh's and bench/dynamic-batch-onnx.sh's rows
batch_table() {
  write_table "$1" "$2" "Dynamic-batch plans of jopt-memory-pipeline against static plans at the \
same batch (bench/dynamic-batch.sh, and bench/dynamic-batch-onnx.sh for the transformers; \`heap after\` \
total-peak-bytes in jopt-run, clean = both runs exit 0 with the input's results):" batch=batch
}

# write_table TSV MD INTRO COLUMN=HEADING...: TSV's rows as a Markdown table in MD (and on stdout):
# model, the given key columns, dynamic and static peaks, ratio, clean (both exit codes 0),
# seconds and commit, then the largest ratio
write_table() {
  python3 - "$@" <<'PY'
import csv, sys
tsv, md, intro, *keys = sys.argv[1:]
keys = [k.split("=", 1) for k in keys]
rows = list(csv.DictReader(open(tsv), delimiter="\t"))
heads = ["model"] + [h for _, h in keys] + ["dynamic plan (B)", "static plan (B)", "ratio", "clean",
                                            "s (dyn/static)", "commit"]
lines = [intro, "", "| " + " | ".join(heads) + " |",
         "| --- |" + " --- |" * len(keys) + " ---: | ---: | ---: | --- | ---: | --- |"]
fmt = lambda v: f"{int(v):,}" if v else "failed"
worst = 0.0
for r in rows:
    clean = r["dynamic_rc"] == "0" and r["static_rc"] == "0"
    cells = [r["model"]] + [r[c] for c, _ in keys] + [
        fmt(r["dynamic_peak"]), fmt(r["static_peak"]), r["ratio"] or "-", "yes" if clean else "**no**",
        f"{r['dynamic_s']}/{r['static_s']}", r["commit"]]
    lines.append("| " + " | ".join(cells) + " |")
    if r["ratio"]:
        worst = max(worst, float(r["ratio"]))
lines += ["", f"Largest ratio: **{worst:.4f}** (must be <= 1.05).", ""]
open(md, "w").write("\n".join(lines))
print("\n".join(lines))
PY
}
