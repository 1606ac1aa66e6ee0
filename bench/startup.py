#!/usr/bin/env python3
"""Start-up time on a small file (not a test): median wall and CPU time (user + system, from the
child's rusage) of N alternating runs of each command on FILE, output discarded.

    bench/startup.py [--runs 11] [--file lit-tests/Dialect/memref/view.mlir] [NAME=COMMAND ...]

Without commands: mlir-opt-22, bin/jopt as it runs by default, and bin/jopt without its
start-up archive (JOPT_NO_CDS=1: the plain JVM). Extra arguments in a COMMAND are split on
spaces; FILE is appended.
"""
import argparse
import os
import resource
import statistics
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, path, env):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run(cmd + [path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                   check=False)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--file", default=os.path.join(ROOT, "lit-tests/Dialect/memref/view.mlir"))
    ap.add_argument("commands", nargs="*")
    a = ap.parse_args()
    jopt = os.path.join(ROOT, "bin", "jopt")
    cmds = [("mlir-opt-22", ["/usr/bin/mlir-opt-22", "--allow-unregistered-dialect"], {}),
            ("bin/jopt", [jopt, "--allow-unregistered-dialect"], {}),
            ("bin/jopt, plain JVM", [jopt, "--allow-unregistered-dialect"],
             {"JOPT_NO_CDS": "1", "JOPT_NO_AOT": "1"})]
    if a.commands:
        cmds = []
        for c in a.commands:
            name, _, line = c.partition("=")
            cmds.append((name, line.split(), {}))
    results = {name: [] for name, _, _ in cmds}
    for _ in range(a.runs):
        for name, cmd, extra in cmds:
            results[name].append(run(cmd, a.file, dict(os.environ, **extra)))
    print("| command | wall s (median) | CPU s (median) |")
    print("| --- | ---: | ---: |")
    for name, _, _ in cmds:
        r = results[name]
        print("| %s | %.3f | %.3f |" % (name, statistics.median(x[0] for x in r),
                                         statistics.median(x[1] for x in r)))


if __name__ == "__main__":
    main()
