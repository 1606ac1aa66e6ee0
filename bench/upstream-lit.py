#!/usr/bin/env python3
"""Runs upstream MLIR's lit tests with jopt in place of mlir-opt (see upstream-lit.sh).

Each test file is cut into cases at `// -----` when a RUN line splits its input, else the
whole file is one case; a case keeps the file's line numbers (the other lines become blank).
Every RUN line runs on every case twice, its `mlir-opt` commands once with mlir-opt-22 and
once with jopt (`-split-input-file` dropped, `> /dev/null` dropped so that the output is
compared). A RUN line that pipes into FileCheck checks both outputs against the case's own
CHECK lines. A case passes when, for every RUN line, jopt's standard output, diagnostics and
exit status are mlir-opt-22's, and jopt passes the CHECK lines wherever mlir-opt-22 does
(a test written for an older MLIR may fail with mlir-opt-22 too: that is reported apart).

Usage: upstream-lit.py DIR [--jopt CMD] [-v] [--keep DIR] [--only SUBSTRING]
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
MARKER = re.compile(r"^// -----\s*$")


def run_lines(text):
    """Every RUN command of a test, continuation lines joined."""
    commands, parts = [], []
    for line in text.splitlines():
        m = re.match(r"^//\s*RUN:\s?(.*)$", line)
        if not m:
            continue
        body = m.group(1).rstrip()
        if body.endswith("\\"):
            parts.append(body[:-1])
            continue
        parts.append(body)
        commands.append(" ".join(p.strip() for p in parts))
        parts = []
    return commands


def split_cases(text, split):
    """(first line, text) per case; lines of other cases become blank."""
    lines = text.split("\n")
    if not split or not any(MARKER.match(l) for l in lines):
        return [(1, text)]
    cases, start = [], 0
    for i, l in enumerate(lines + ["// -----"]):
        if MARKER.match(l):
            body = [""] * start + lines[start:i] + [""] * (len(lines) - i)
            cases.append((start + 1, "\n".join(body)))
            start = i + 1
    return cases


def stages(command):
    """The RUN line as pipeline stages of shell words."""
    out, cur = [], []
    for w in shlex.split(command, posix=True):
        if w == "|":
            out.append(cur)
            cur = []
        else:
            cur.append(w)
    out.append(cur)
    return out


def tool_command(stage_list, tool, path):
    """The mlir-opt stages as one shell command for `tool`."""
    cmds = []
    for words in stage_list:
        words = [w for w in words if w not in ("-split-input-file", "--split-input-file")]
        cleaned, skip = [], False
        for w in words:
            if skip:
                skip = False
                continue
            if w == ">":
                skip = True
                continue
            if w.startswith(">"):
                continue
            cleaned.append(path if w == "%s" else w)
        cleaned[0] = tool
        cmds.append(" ".join(shlex.quote(w) if i else w for i, w in enumerate(cleaned)))
    return " | ".join(cmds)


def check_command(words, path):
    words = [path if w == "%s" else w for w in words]
    return [FILECHECK] + words[1:]


def run(cmd):
    p = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return p.stdout, p.stderr, p.returncode


def filecheck(words, path, output):
    p = subprocess.run(check_command(words, path), input=output, capture_output=True, text=True)
    return p.returncode == 0, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--jopt", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                   "..", "bin", "jopt"))
    ap.add_argument("-v", action="store_true", help="show every failing case")
    ap.add_argument("--keep", help="write the cases and both outputs here")
    ap.add_argument("--only", help="only files whose path contains this")
    args = ap.parse_args()

    files = []
    for root, _, names in os.walk(args.dir):
        files += [os.path.join(root, n) for n in names if n.endswith(".mlir")]
    files.sort()
    work = args.keep or tempfile.mkdtemp(prefix="upstream-lit-")
    os.makedirs(work, exist_ok=True)
    totals = [0, 0, 0, 0, 0]
    print("%-62s %7s %9s %11s %11s %9s" % ("file", "cases", "same-out", "CHECK-jopt",
                                            "CHECK-mlir", "pass"))
    for f in files:
        if args.only and args.only not in f:
            continue
        text = open(f).read()
        commands = run_lines(text)
        split = any("split-input-file" in c for c in commands)
        rel = os.path.relpath(f, args.dir)
        counts = [0, 0, 0, 0, 0]
        for first, body in split_cases(text, split):
            name = "%s@%d" % (rel.replace("/", "_"), first)
            path = os.path.join(work, name)
            with open(path, "w") as out:
                out.write(body)
            same, check_j, check_m, failures = True, True, True, []
            for c in commands:
                st = stages(c)
                fc = next((i for i, s in enumerate(st) if s and s[0] == "FileCheck"), None)
                tools = st[:fc] if fc is not None else st
                if not tools or tools[0][0] != "mlir-opt":
                    continue
                m = run(tool_command(tools, MLIR_OPT, path))
                j = run(tool_command(tools, args.jopt, path))
                if args.keep:
                    for tag, r in (("mlir", m), ("jopt", j)):
                        with open("%s.%s.out" % (path, tag), "a") as o:
                            o.write("// RUN: %s\n%s\n// stderr (exit %d):\n%s\n" % (c, r[0], r[2], r[1]))
                if m != j:
                    same = False
                    failures.append("differs from mlir-opt-22: " + c)
                if fc is not None:
                    ok_m, _ = filecheck(st[fc], path, m[0])
                    ok_j, err_j = filecheck(st[fc], path, j[0])
                    check_m &= ok_m
                    check_j &= ok_j
                    if ok_m and not ok_j:
                        failures.append("CHECK fails: " + err_j.strip().splitlines()[0] if err_j.strip() else "CHECK fails")
            ok = same and (check_j or not check_m)
            for i, flag in enumerate((True, same, check_j, check_m, ok)):
                counts[i] += 1 if flag else 0
            if args.v and not ok:
                print("  FAIL %s (line %d): %s" % (rel, first, "; ".join(failures)))
        for i in range(5):
            totals[i] += counts[i]
        print("%-62s %7d %9d %11d %11d %9d" % (rel, *counts))
    print("%-62s %7d %9d %11d %11d %9d" % ("total", *totals))
    if not args.keep:
        subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    sys.exit(main())
