#!/usr/bin/env python3
"""Differential test of the jopt server (docs/server.md): calls run through bin/jopt (or
bin/jopt-run, bin/jopt-translate) twice, directly (JOPT_SERVER=0) and through the server
(JOPT_SERVER=1), must give the same exit code, stdout, stderr and output files, byte for byte.

The calls are drawn from two pools:
  - every jopt and jopt-run command of the lit suite's RUN lines that reads a file (not a pipe,
    no %t, no redirection);
  - the real-program corpora: bench/memory-quality-corpus, examples/mlir, the ONNX models of
    ../shared/models (tiny ones run in jopt-run on their inputs), and MODELS_MLIR (default
    /work/models-mlir, bench/models/fetch-models.sh) when present; each file parsed and printed,
    bufferized, deallocated, written with -o (the output file compared), split, generic.

  bench/server-differential.py [--calls N] [--seed S] [--all] [lit-tests/DIR ...]
N calls (default 1000) are drawn at random (seed S, default 1) from the pools, or all of them
with --all. Prints each difference and a summary; exit 1 when one differs."""
import argparse
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "models")


def run_lines(path):
    lines, cur = [], ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.search(r"RUN:(.*)$", line)
            if not m:
                continue
            text = m.group(1).rstrip()
            if text.endswith("\\"):
                cur += text[:-1] + " "
                continue
            lines.append(cur + text)
            cur = ""
    return lines


def lit_commands(path):
    """The tool commands of path's RUN lines: (tool, args, output) with %s and %S substituted."""
    out = []
    for line in run_lines(path):
        for i, seg in enumerate(re.split(r"\|\|?|&&|;", line)):
            if i > 0 and "|" in line and line.split("|")[0] != seg and "%s" not in seg:
                continue
            if any(c in seg for c in "<>") or "%t" in seg or "%{" in seg:
                continue
            try:
                words = shlex.split(seg)
            except ValueError:
                continue
            while words and (words[0] == "not" or words[0] == "env" or "=" in words[0]):
                words = words[1:]
            if not words or words[0] not in ("jopt", "jopt-run"):
                continue
            args = [w.replace("%s", path).replace("%S", os.path.dirname(path)) for w in words[1:]]
            if "-" in args or not any(a == path for a in args):
                continue  # reads a pipe: its input is another command's output
            out.append((words[0], args, None))
    return out


BUFFERIZE = "--one-shot-bufferize=bufferize-function-boundaries"


def corpus_commands(models_mlir):
    """Calls on the real-program corpora: (tool, args, output file name or None)."""
    out = []
    files = []
    for d in (os.path.join(ROOT, "bench", "memory-quality-corpus"), os.path.join(ROOT, "examples", "mlir"),
              models_mlir):
        if d and os.path.isdir(d):
            files += [os.path.join(d, n) for n in sorted(os.listdir(d)) if n.endswith(".mlir")]
    for f in files:
        out += [("jopt", [f], None), ("jopt", [f, "--mlir-print-op-generic"], None),
                ("jopt", [f, BUFFERIZE], None), ("jopt", [f, BUFFERIZE, "--buffer-deallocation-pipeline"], None),
                ("jopt", [f, "-o", "out.mlir"], "out.mlir"),
                ("jopt", [f, BUFFERIZE, "-o", "out.mlir"], "out.mlir"),
                ("jopt", [f, "--canonicalize", "--cse"], None),
                ("jopt", [f, "--split-input-file"], None)]
    for base, _, names in os.walk(SHARED):
        for n in sorted(names):
            if n.endswith(".onnx"):
                model = os.path.join(base, n)
                out += [("jopt", [model], None), ("jopt", [model, "-o", "out.mlir"], "out.mlir"),
                        ("jopt-translate", ["--import-onnx", model, "-o", "out.mlir"], "out.mlir")]
                inputs = sorted(os.path.join(base, i) for i in os.listdir(base) if i.startswith("input."))
                if inputs:
                    out.append(("jopt-run", [model, "--args=" + ",".join(inputs)], None))
    return out


def run(tool, args, server, cwd):
    env = dict(os.environ, JOPT_SERVER="1" if server else "0")
    env.pop("JOPT_JAVA_OPTS", None)
    p = subprocess.run([os.path.join(ROOT, "bin", tool)] + args, cwd=cwd, env=env,
                       stdin=subprocess.DEVNULL, capture_output=True, timeout=900)
    return p.returncode, p.stdout, p.stderr


def check(cmd):
    tool, args, output = cmd
    results = []
    for server in (False, True):
        with tempfile.TemporaryDirectory(prefix="jopt-sd-") as cwd:
            code, out, err = run(tool, args, server, cwd if output else ROOT)
            written = None
            if output:
                path = os.path.join(cwd, output)
                written = open(path, "rb").read() if os.path.exists(path) else None
            results.append((code, out, err, written))
    return cmd, results[0], results[1]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--all", action="store_true")
    ap.add_argument("dirs", nargs="*")
    o = ap.parse_args()
    files = []
    for d in o.dirs or [os.path.join(ROOT, "lit-tests")]:
        for base, subdirs, names in os.walk(os.path.abspath(d)):
            subdirs[:] = [s for s in subdirs if s not in ("Output", "Inputs")]
            files += [os.path.join(base, n) for n in sorted(names) if n.endswith(".mlir")]
    lit = [c for f in sorted(files) for c in lit_commands(f)]
    corpus = corpus_commands(os.environ.get("MODELS_MLIR", "/work/models-mlir"))
    pool = lit + corpus
    cmds = pool if o.all or o.calls >= len(pool) else random.Random(o.seed).sample(pool, o.calls)
    print("%d calls: %d of %d from lit RUN lines, %d of %d from the corpora" % (
        len(cmds), sum(1 for c in cmds if c in lit), len(lit), sum(1 for c in cmds if c not in lit),
        len(corpus)), flush=True)
    same = differ = 0
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool_:
        for (tool, args, output), direct, served in pool_.map(check, cmds):
            if direct == served:
                same += 1
                continue
            differ += 1
            print("DIFFERS: %s %s" % (tool, " ".join(shlex.quote(a) for a in args)))
            for name, i in (("exit code", 0), ("stdout", 1), ("stderr", 2), ("output file", 3)):
                if direct[i] != served[i]:
                    d, s = direct[i], served[i]
                    print("  %s: direct %r\n  %s: server %r" % (name, d[:300] if isinstance(d, bytes) else d,
                                                                name, s[:300] if isinstance(s, bytes) else s))
    print("%d calls: %d byte-identical (exit code, stdout, stderr, output files), %d differ" % (
        same + differ, same, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
