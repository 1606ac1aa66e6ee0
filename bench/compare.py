#!/usr/bin/env python3
"""Whole-process comparison of jopt against mlir-opt-22 on generated memory IR (not a test).

For every size and pipeline, runs each tool RUNS times as a separate process (tools alternate
run by run, so that a change of machine load hits both) and prints the median wall time, the
ratio jopt/mlir-opt, the median CPU time (user + system) and the peak RSS. Pipelines that
mlir-opt-22 has are timed with both tools and their outputs compared; jopt's memory passes,
which mlir-opt-22 does not have, are timed with jopt alone.

  bench/compare.py [--sizes 10000,50000,200000,1000000] [--runs 5] [--pipelines 'print;cse']
                   [--shapes functions,onefunc] [--jopt bin/jopt] [--mlir-opt /usr/bin/mlir-opt-22]
                   [--markdown] [--readme]

--readme (implies --markdown) also writes the table, with the command line and the date, into
bench/results/benchmarks.md between the lines <!-- compare.py table --> and <!-- end of compare.py table -->:
bench/benchmark-table.sh is the one command that regenerates the benchmark table of bench/results/benchmarks.md.

Shapes: "functions" is bench/gen_memir.py's file of many small functions, "onefunc" one huge
function (bench/gen_bigfunc.py), where nothing runs in parallel inside the function.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SEED = ("builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,"
        "hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf,"
        "convert-deallocation-ops-to-llvm))")

# name: (input variant, pass arguments, whether mlir-opt-22 runs it too)
PIPELINES = {
    "print": ("plain", [], True),
    "canonicalize": ("plain", ["--canonicalize"], True),
    "cse": ("plain", ["--cse"], True),
    "canonicalize,cse": ("plain", ["-p", "builtin.module(func.func(canonicalize,cse))"], True),
    "hlo-deallocate": ("no-dealloc", ["-p", "builtin.module(hlo-deallocate)"], False),
    "hlo-buffer-reuse": ("plain", ["-p", "builtin.module(func.func(hlo-buffer-reuse))"], False),
    "merge-alloc": ("no-dealloc", ["-p", "builtin.module(func.func(merge-alloc))"], False),
    "seed pipeline": ("no-dealloc", ["-p", SEED], False),
}


def run_once(cmd, out_path):
    """Runs cmd with stdout to out_path; returns (wall s, cpu s, peak RSS KiB, exit code)."""
    with open(out_path, "wb") as out, open(out_path + ".err", "wb") as err:
        start = time.monotonic()
        p = subprocess.Popen(cmd, stdout=out, stderr=err)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, code


GENERATORS = {"functions": "gen_memir.py", "onefunc": "gen_bigfunc.py"}


def generate(size, variant, work, shape="functions"):
    path = os.path.join(work, f"{shape}-{variant}-{size}.mlir")
    if not os.path.exists(path):
        args = [sys.executable, os.path.join(ROOT, "bench", GENERATORS[shape]), str(size)]
        if variant == "no-dealloc":
            args.append("--no-dealloc")
        with open(path, "w") as f:
            subprocess.run(args, stdout=f, stderr=subprocess.DEVNULL, check=True)
    return path


def measure(tools, pipeline_args, input_path, runs, work):
    """Times each tool; returns {tool: (median wall, median cpu, max rss, output path) or error}."""
    results = {}
    for name, exe in tools.items():
        out = os.path.join(work, f"{name}.out")
        # A first run warms the page cache and checks that the tool accepts the input.
        _, _, _, code = run_once([exe, "--allow-unregistered-dialect"] + pipeline_args + [input_path], out)
        if code != 0:
            with open(out + ".err", errors="replace") as f:
                results[name] = "FAILED: " + (f.readline().strip() or f"exit {code}")
        else:
            results[name] = ([], [], 0, out)
    for _ in range(runs):
        for name, exe in tools.items():
            if isinstance(results[name], str):
                continue
            walls, cpus, rss, out = results[name]
            w, c, r, _ = run_once([exe, "--allow-unregistered-dialect"] + pipeline_args + [input_path],
                                  os.path.join(work, f"{name}.timed"))
            walls.append(w)
            cpus.append(c)
            results[name] = (walls, cpus, max(rss, r), out)
    final = {}
    for name, r in results.items():
        if isinstance(r, str):
            final[name] = r
        else:
            walls, cpus, rss, out = r
            final[name] = (statistics.median(walls), statistics.median(cpus), rss, out)
    return final


def same_output(a, b):
    with open(a, "rb") as fa, open(b, "rb") as fb:
        return fa.read() == fb.read()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10000,50000,200000,1000000")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--pipelines", default=";".join(PIPELINES),
                    help="names separated by ';' among: " + "; ".join(PIPELINES))
    ap.add_argument("--shapes", default="functions",
                    help="file shapes separated by ',' among: " + ", ".join(GENERATORS))
    ap.add_argument("--jopt", default=os.path.join(ROOT, "bin", "jopt"))
    ap.add_argument("--mlir-opt", default="/usr/bin/mlir-opt-22")
    ap.add_argument("--markdown", action="store_true", help="print a markdown table")
    ap.add_argument("--readme", action="store_true",
                    help="write the markdown table into bench/results/benchmarks.md between its markers")
    a = ap.parse_args()
    a.markdown = a.markdown or a.readme
    names = [n.strip() for n in a.pipelines.split(";") if n.strip()]
    unknown = [n for n in names if n not in PIPELINES]
    if unknown:
        sys.exit(f"unknown pipelines: {unknown}; known: {list(PIPELINES)}")
    if not shutil.which(a.mlir_opt):
        sys.exit(f"{a.mlir_opt} not found (apt-get install mlir-22-tools)")
    work = tempfile.mkdtemp(prefix="jopt-compare-")
    rows = []
    shapes = [x.strip() for x in a.shapes.split(",") if x.strip()]
    if [x for x in shapes if x not in GENERATORS]:
        sys.exit(f"unknown shapes: {shapes}; known: {list(GENERATORS)}")
    header = ["shape", "ops", "pipeline", "mlir-opt s", "jopt s", "jopt/mlir", "mlir cpu s", "jopt cpu s",
              "mlir MiB", "jopt MiB", "RSS ratio", "output"]
    fmt = "{:<9} {:>8} {:<17} {:>10} {:>8} {:>9} {:>10} {:>10} {:>8} {:>8} {:>9}  {}"
    if a.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    else:
        print(fmt.format(*header))
    try:
        for shape, size, name in [(sh, int(sz), nm) for sh in shapes
                                  for sz in a.sizes.split(",") for nm in names]:
            variant, args, both = PIPELINES[name]
            path = generate(size, variant, work, shape)
            tools = {"jopt": a.jopt}
            if both:
                tools = {"mlir-opt": a.mlir_opt, "jopt": a.jopt}
            r = measure(tools, args, path, a.runs, work)
            row = [shape, f"{size:,}" if a.markdown else str(size), name]
            m, j = r.get("mlir-opt"), r["jopt"]
            cell = lambda x, i, f: "-" if x is None else ("FAIL" if isinstance(x, str) else f(x[i]))
            row.append(cell(m, 0, lambda v: f"{v:.2f}"))
            row.append(cell(j, 0, lambda v: f"{v:.2f}"))
            ok = m is not None and not isinstance(m, str) and not isinstance(j, str)
            row.append(f"{j[0] / m[0]:.2f}x" if ok else "-")
            row.append(cell(m, 1, lambda v: f"{v:.2f}"))
            row.append(cell(j, 1, lambda v: f"{v:.2f}"))
            row.append(cell(m, 2, lambda v: str(v // 1024)))
            row.append(cell(j, 2, lambda v: str(v // 1024)))
            row.append(f"{j[2] / m[2]:.2f}x" if ok else "-")
            if ok:
                row.append("identical" if same_output(m[3], j[3]) else "differs")
            else:
                fails = [f"{t}: {v}" for t, v in r.items() if isinstance(v, str)]
                row.append("; ".join(fails) if fails else "(jopt only)")
            rows.append(row)
            if a.markdown:
                print("| " + " | ".join(row) + " |", flush=True)
            else:
                print(fmt.format(*row), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if a.readme:
        write_readme(header, rows, a)


BEGIN = "<!-- compare.py table -->"
END = "<!-- end of compare.py table -->"


def write_readme(header, rows, a):
    """Replaces the lines between README's markers with the table and how it was made."""
    path = os.path.join(ROOT, "bench", "results", "benchmarks.md")
    with open(path) as f:
        text = f.read()
    if BEGIN not in text or END not in text:
        sys.exit(f"bench/results/benchmarks.md has no '{BEGIN}' ... '{END}' section")
    cmd = " ".join(["bench/compare.py"] + [x if " " not in x and ";" not in x else repr(x)
                                            for x in sys.argv[1:]])
    table = [f"`{cmd}`, {time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores, "
             f"medians of {a.runs} alternating runs:", "",
             "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    table += ["| " + " | ".join(r) + " |" for r in rows]
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    with open(path, "w") as f:
        f.write(head + BEGIN + "\n" + "\n".join(table) + "\n" + END + tail)


if __name__ == "__main__":
    main()
