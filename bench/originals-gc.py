#!/usr/bin/env python3
"""Runs intel/graph-compiler's lit tests with jopt in place of gc-opt (see originals-gc.sh).

Each test file is cut into cases: at `// -----` when the file has such markers, else one case
per top-level function together with the comment lines that belong to it (a comment line that
names `@f` starts the lines of function f; lines before any such name stay with the function
above). Each case runs the file's RUN line on its own: the `gc-opt` part becomes jopt with the
same options (its one-shot-bufferize included; `--bufferize-with mlir-opt` bufferizes with
`mlir-opt-22 -one-shot-bufferize=...` first instead), and the FileCheck part checks the case's
own lines. `--verify-diagnostics` cases pass when jopt exits 0.

Usage: originals-gc.py DIR [--jopt CMD] [--pass-name NAME] [--bufferize-with jopt|mlir-opt]
                       [--show-failures] [--keep DIR]
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

MLIR_OPT = "/usr/bin/mlir-opt-22"
FILECHECK = "/usr/lib/llvm-22/bin/FileCheck"
FUNC = re.compile(r"^func\.func\s+(?:private\s+)?@([\w.$-]+)")


def run_line(text):
    """The first RUN command of a test, continuation lines joined."""
    parts = []
    for line in text.splitlines():
        m = re.match(r"^//\s*RUN:\s?(.*)$", line)
        if not m:
            if parts:
                break
            continue
        body = m.group(1).rstrip()
        if body.endswith("\\"):
            parts.append(body[:-1])
            continue
        parts.append(body)
        break
    return " ".join(parts)


def split_cases(text):
    """(name, text) per case; lines outside a case become blank to keep line numbers."""
    lines = text.splitlines()
    if any(l.strip() == "// -----" for l in lines):
        cases, cur, start = [], [], 0
        for i, l in enumerate(lines):
            if l.strip() == "// -----":
                cases.append(("chunk@%d" % (start + 1), cur))
                cur, start = [], i + 1
            else:
                cur.append(l)
        cases.append(("chunk@%d" % (start + 1), cur))
        return [(n, "\n".join(c) + "\n") for n, c in cases]
    names = [m.group(1) for m in (FUNC.match(l) for l in lines) if m]
    mention = re.compile(r"@(" + "|".join(re.escape(n) for n in names) + r")\b") if names else None
    owner = [None] * len(lines)
    current = None
    i = 0
    while i < len(lines):
        m = FUNC.match(lines[i])
        if m:
            current = m.group(1)
            while i < len(lines):
                owner[i] = current
                if lines[i].rstrip() == "}":
                    break
                i += 1
            i += 1
            continue
        if lines[i].lstrip().startswith("//") and not re.match(r"^//\s*RUN:", lines[i]):
            named = mention.search(lines[i]) if mention else None
            if named:
                current = named.group(1)
            owner[i] = current
        i += 1
    cases = []
    for n in names:
        body = [l if owner[k] == n else "" for k, l in enumerate(lines)]
        cases.append((n, "\n".join(body) + "\n"))
    return cases


def commands(run, pass_name):
    """(bufferize args or None, jopt args, FileCheck args or None) of a RUN command."""
    stages = [s.strip() for s in run.split("|")]
    tool = shlex.split(stages[0])
    assert tool and tool[0] == "gc-opt", "RUN line does not start with gc-opt: " + run
    bufferize, jopt = None, []
    for a in tool[1:]:
        if re.match(r"^--?one-shot-bufferize", a):
            bufferize = a
        else:
            if pass_name:
                a = a.replace("gc-merge-alloc", pass_name)
            jopt.append(a)
    filecheck = None
    for s in stages[1:]:
        words = shlex.split(s)
        if words and words[0] == "FileCheck":
            filecheck = words[1:]
    return bufferize, jopt, filecheck


def run_case(case_file, run, jopt_cmd, pass_name, work, bufferize_with="jopt"):
    bufferize, jopt_args, filecheck = commands(run, pass_name)
    source = case_file
    if bufferize and bufferize_with == "jopt":
        jopt_args = [bufferize] + jopt_args
    elif bufferize:
        source = os.path.join(work, "bufferized.mlir")
        r = subprocess.run([MLIR_OPT, "-allow-unregistered-dialect", bufferize, case_file],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return False, "mlir-opt-22 bufferization failed:\n" + r.stderr
        with open(source, "w") as f:
            f.write(r.stdout)
    args = [source if a == "%s" else a for a in jopt_args]
    r = subprocess.run(shlex.split(jopt_cmd) + args, capture_output=True, text=True)
    if filecheck is None:
        return r.returncode == 0, r.stdout + r.stderr
    if r.returncode != 0:
        return False, "jopt exit %d:\n%s" % (r.returncode, r.stderr)
    fc = [case_file if a == "%s" else a for a in filecheck]
    c = subprocess.run([FILECHECK] + fc, input=r.stdout, capture_output=True, text=True)
    return c.returncode == 0, c.stderr


def main():
    p = argparse.ArgumentParser()
    p.add_argument("dir")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    p.add_argument("--jopt", default=os.path.join(root, "bin", "jopt"))
    p.add_argument("--pass-name", default=None,
                   help="run this pass where the tests name gc-merge-alloc (e.g. merge-alloc)")
    p.add_argument("--bufferize-with", choices=["jopt", "mlir-opt"], default="jopt",
                   help="who runs the RUN line's one-shot-bufferize")
    p.add_argument("--show-failures", action="store_true")
    p.add_argument("--keep", default=None, help="write each case's input here")
    o = p.parse_args()
    files = sorted(f for f in os.listdir(o.dir) if f.endswith(".mlir"))
    total = passed = 0
    for name in files:
        text = open(os.path.join(o.dir, name)).read()
        run = run_line(text)
        results = []
        for case, body in split_cases(text):
            with tempfile.TemporaryDirectory() as work:
                case_file = os.path.join(work, "case.mlir")
                with open(case_file, "w") as f:
                    f.write(body)
                if o.keep:
                    os.makedirs(o.keep, exist_ok=True)
                    with open(os.path.join(o.keep, name[:-5] + "." + case + ".mlir"), "w") as f:
                        f.write(body)
                ok, log = run_case(case_file, run, o.jopt, o.pass_name, work, o.bufferize_with)
            results.append((case, ok, log))
        n_ok = sum(1 for _, ok, _ in results if ok)
        total += len(results)
        passed += n_ok
        print("%s: %d/%d" % (name, n_ok, len(results)))
        for case, ok, log in results:
            print("  %s %s" % ("PASS" if ok else "FAIL", case))
            if not ok and o.show_failures:
                print("    " + "\n    ".join(log.strip().splitlines()[:40]))
    print("total: %d/%d" % (passed, total))


if __name__ == "__main__":
    main()
