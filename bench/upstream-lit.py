#!/usr/bin/env python3
"""Runs upstream MLIR's lit tests with jopt in place of mlir-opt (see upstream-lit.sh).

Each test file is cut into cases at `// -----` when a RUN line splits its input, else the
whole file is one case; a case keeps the file's line numbers (the other lines become blank).
Every RUN line runs on every case twice, its `mlir-opt` commands once with mlir-opt-22 and
once with jopt (`-split-input-file` dropped, `> /dev/null` dropped so that the output is
compared). A RUN line that pipes into FileCheck checks both outputs against the case's own
CHECK lines. A case passes when, for every RUN line, jopt's standard output, diagnostics and
exit status are mlir-opt-22's and jopt passes the case's CHECK lines (a case without CHECK
lines of the RUN line's prefixes is only compared). The others are classified:
  stale      the same output as mlir-opt-22, whose output fails the CHECK lines too (the test
             is of another MLIR version than 22);
  mlircrash  mlir-opt-22 crashes, jopt passes the CHECK lines;
  fail       anything else.

Usage: upstream-lit.py PATH... [--jopt CMD] [-v] [--keep DIR] [--only SUBSTRING]
(a PATH is a test file or a directory of them)
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
    """FileCheck on one case: a prefix the whole file uses may have no line in this case."""
    words = [path if w == "%s" else w for w in words]
    return [FILECHECK, "--allow-unused-prefixes"] + words[1:]


def has_checks(words, body):
    """Whether the case has CHECK lines of the FileCheck stage's prefixes."""
    prefixes = []
    for i, w in enumerate(words):
        for opt in ("--check-prefix=", "-check-prefix=", "--check-prefixes=", "-check-prefixes="):
            if w.startswith(opt):
                prefixes += w[len(opt):].split(",")
        if w in ("--check-prefix", "-check-prefix", "--check-prefixes", "-check-prefixes"):
            prefixes += words[i + 1].split(",")
    prefixes = prefixes or ["CHECK"]
    pattern = r"(%s)(-NEXT|-SAME|-LABEL|-NOT|-DAG|-EMPTY|-COUNT-\d+)?:" % "|".join(map(re.escape, prefixes))
    return re.search(pattern, body) is not None


def run(cmd):
    p = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return p.stdout, p.stderr, p.returncode


def filecheck(words, path, output):
    p = subprocess.run(check_command(words, path), input=output, capture_output=True, text=True)
    return p.returncode == 0, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--jopt", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                   "..", "bin", "jopt"))
    ap.add_argument("-v", action="store_true", help="show every failing case")
    ap.add_argument("--keep", help="write the cases and both outputs here")
    ap.add_argument("--only", help="only files whose path contains this")
    args = ap.parse_args()

    files = []
    for p in args.paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                files += [(p, os.path.join(root, n)) for n in names if n.endswith(".mlir")]
        else:
            files.append((os.path.dirname(p), p))
    files.sort(key=lambda t: t[1])
    work = args.keep or tempfile.mkdtemp(prefix="upstream-lit-")
    os.makedirs(work, exist_ok=True)
    header = ("cases", "same-out", "CHECK-jopt", "CHECK-mlir", "pass", "stale", "mlircrash", "fail")
    totals = [0] * len(header)
    print("%-58s" % "file" + "".join("%11s" % h for h in header))
    for base, f in files:
        if args.only and args.only not in f:
            continue
        text = open(f).read()
        commands = run_lines(text)
        split = any("split-input-file" in c for c in commands)
        rel = os.path.relpath(f, base)
        counts = [0] * len(header)
        for first, body in split_cases(text, split):
            name = "%s@%d" % (rel.replace("/", "_"), first)
            path = os.path.join(work, name)
            with open(path, "w") as out:
                out.write(body)
            same, check_j, check_m, crash, failures = True, True, True, False, []
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
                crash |= m[2] not in (0, 1)
                if m != j:
                    same = False
                    failures.append("differs from mlir-opt-22: " + c)
                if fc is not None and has_checks(st[fc], body):
                    ok_m, _ = filecheck(st[fc], path, m[0])
                    ok_j, err_j = filecheck(st[fc], path, j[0])
                    check_m &= ok_m
                    check_j &= ok_j
                    if ok_m and not ok_j:
                        failures.append("CHECK fails: " + err_j.strip().splitlines()[0] if err_j.strip() else "CHECK fails")
            ok = same and check_j
            stale = not ok and same and not check_m
            mlircrash = not ok and not stale and crash and check_j
            fail = not (ok or stale or mlircrash)
            for i, flag in enumerate((True, same, check_j, check_m, ok, stale, mlircrash, fail)):
                counts[i] += 1 if flag else 0
            if args.v and not ok:
                kind = "STALE" if stale else "MLIRCRASH" if mlircrash else "FAIL"
                print("  %s %s (line %d): %s" % (kind, rel, first, "; ".join(failures)))
        for i in range(len(header)):
            totals[i] += counts[i]
        print("%-58s" % rel + "".join("%11d" % c for c in counts))
    print("%-58s" % "total" + "".join("%11d" % c for c in totals))
    if not args.keep:
        subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    sys.exit(main())
