#!/usr/bin/env python3
"""Start-up time on a small file (not a test): median wall and CPU time (user + system, from the
child's rusage) of N alternating runs of each command on FILE, output discarded.

    bench/startup.py [--runs 11] [--file lit-tests/Dialect/memref/view.mlir] [NAME=COMMAND ...]

Without commands: mlir-opt-22, bin/jopt in a JVM of its own (JOPT_SERVER=0), bin/jopt through
the jopt server (its default, docs/server.md; the server's CPU counted, one untimed call first)
and bin/jopt without its start-up archive (JOPT_NO_CDS=1: the plain JVM). Extra arguments in a
COMMAND are split on spaces; a COMMAND runs with JOPT_SERVER=0 unless it starts with
JOPT_SERVER=1; FILE is appended.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
from server_cpu import server_cpu  # noqa: E402


def run(cmd, path, env):
    served = env.get("JOPT_SERVER") == "1"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    server_before = server_cpu(ROOT) if served else 0.0
    t0 = time.perf_counter()
    subprocess.run(cmd + [path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                   check=False)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if served:
        cpu += server_cpu(ROOT) - server_before
    return wall, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--file", default=os.path.join(ROOT, "lit-tests/Dialect/memref/view.mlir"))
    ap.add_argument("commands", nargs="*")
    a = ap.parse_args()
    jopt = os.path.join(ROOT, "bin", "jopt")
    cmds = [("mlir-opt-22", ["/usr/bin/mlir-opt-22", "--allow-unregistered-dialect"], {}),
            ("bin/jopt, one JVM", [jopt, "--allow-unregistered-dialect"], {"JOPT_SERVER": "0"}),
            ("bin/jopt, server", [jopt, "--allow-unregistered-dialect"], {"JOPT_SERVER": "1"}),
            ("bin/jopt, plain JVM", [jopt, "--allow-unregistered-dialect"],
             {"JOPT_SERVER": "0", "JOPT_NO_CDS": "1", "JOPT_NO_AOT": "1"})]
    if a.commands:
        cmds = []
        for c in a.commands:
            name, _, line = c.partition("=")
            words = line.split()
            extra = {"JOPT_SERVER": "0"}
            if words and words[0] == "JOPT_SERVER=1":
                words, extra = words[1:], {"JOPT_SERVER": "1"}
            cmds.append((name, words, extra))
    results = {name: [] for name, _, _ in cmds}
    for name, cmd, extra in cmds:
        if extra.get("JOPT_SERVER") == "1":  # the server's start, not timed
            run(cmd, a.file, dict(os.environ, **extra))
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
