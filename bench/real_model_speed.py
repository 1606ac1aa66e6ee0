#!/usr/bin/env python3
"""jopt against mlir-opt-22 on real models (not a test); see bench/real-model-speed.sh.

For every model file and pipeline, runs jopt and mlir-opt-22 RUNS times each as whole processes,
alternating run by run (so that a change of machine load hits both), checks that the two outputs
are the same bytes, and prints the median wall and CPU (user + system) seconds and the ratios.
"""
import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
from server_cpu import server_cpu  # noqa: E402

PIPELINES = {
    "parse-print": [],
    "bufferize": ["--one-shot-bufferize=bufferize-function-boundaries"],
    "bufferize+dealloc": ["--one-shot-bufferize=bufferize-function-boundaries",
                          "--buffer-deallocation-pipeline"],
}

OP_LINE = re.compile(r'^\s*(%[^=]+=\s*)?"[\w.$]+"\(')


def timed(cmd, out_path, env=None):
    """Runs CMD with stdout to OUT_PATH; returns (wall, cpu, exit code, stderr). With
    JOPT_SERVER=1 in ENV the CPU includes what the jopt server spent meanwhile."""
    served = env is not None and env.get("JOPT_SERVER") == "1"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    server_before = server_cpu(ROOT) if served else 0.0
    t0 = time.perf_counter()
    with open(out_path, "wb") as out:
        p = subprocess.run(cmd, stdout=out, stderr=subprocess.PIPE, check=False, env=env)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if served:
        cpu += server_cpu(ROOT) - server_before
    return wall, cpu, p.returncode, p.stderr.decode(errors="replace")


def count_ops(path):
    """Operations of the file: lines of mlir-opt-22's generic form that start one."""
    text = subprocess.run(["/usr/bin/mlir-opt-22", "--mlir-print-op-generic", path],
                          capture_output=True, text=True, check=True).stdout
    return sum(1 for line in text.splitlines() if OP_LINE.match(line))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--pipelines", default=",".join(PIPELINES))
    ap.add_argument("--jopt", default=os.path.join(ROOT, "bin", "jopt"))
    ap.add_argument("--mlir-opt", default="/usr/bin/mlir-opt-22")
    ap.add_argument("--server", action="store_true",
                    help="jopt through the jopt server (JOPT_SERVER=1, docs/server.md), its CPU"
                    " counted; --warm untimed calls per file and pipeline first")
    ap.add_argument("--warm", type=int, default=1,
                    help="with --server: untimed calls per file and pipeline before the timed"
                    " ones (default 1; about 20 reach the server's steady state, its JIT done)")
    args = ap.parse_args()
    jopt_env = dict(os.environ, JOPT_SERVER="1" if args.server else "0")
    tmp = tempfile.mkdtemp()
    print("| model | ops | work | jopt wall / CPU s | mlir-opt-22 wall / CPU s | wall ratio"
          " | CPU ratio | output |")
    print("| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |")
    worst = {"wall": 0.0, "cpu": 0.0}
    failed = False
    for path in args.files:
        name = os.path.basename(path).removesuffix(".mlir")
        ops = count_ops(path)
        for pipe in args.pipelines.split(","):
            opts = PIPELINES[pipe]
            tools = {"jopt": [args.jopt, *opts, path], "mlir": [args.mlir_opt, *opts, path]}
            times = {t: [] for t in tools}
            same = True
            for _ in range(args.warm if args.server else 0):
                timed(tools["jopt"], os.path.join(tmp, "jopt"), jopt_env)
            for i in range(args.runs):
                for t, cmd in (tools.items() if i % 2 == 0 else reversed(tools.items())):
                    wall, cpu, rc, err = timed(cmd, os.path.join(tmp, t),
                                               jopt_env if t == "jopt" else None)
                    if rc != 0:
                        sys.exit(f"{name} {pipe}: {t} failed ({rc}):\n{err}")
                    times[t].append((wall, cpu))
                with open(os.path.join(tmp, "jopt"), "rb") as a, \
                        open(os.path.join(tmp, "mlir"), "rb") as b:
                    same = same and a.read() == b.read()
            med = {t: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v))
                   for t, v in times.items()}
            (jw, jc), (mw, mc) = med["jopt"], med["mlir"]
            worst["wall"] = max(worst["wall"], jw / mw)
            worst["cpu"] = max(worst["cpu"], jc / mc)
            failed = failed or not same
            print(f"| {name} | {ops:,} | {pipe} | {jw:.3f} / {jc:.3f} | {mw:.3f} / {mc:.3f}"
                  f" | {jw / mw:.2f}x | {jc / mc:.2f}x | {'identical' if same else 'DIFFERS'} |",
                  flush=True)
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    warm = f", {args.warm} untimed jopt calls first" if args.server else ""
    print(f"\nmedians of {args.runs} alternating runs{warm}; worst wall ratio {worst['wall']:.2f}x, "
          f"worst CPU ratio {worst['cpu']:.2f}x; load average {load} on {os.cpu_count()} cores")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
