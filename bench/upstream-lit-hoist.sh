#!/usr/bin/env bash
# Acceptance check, not a test: runs upstream MLIR's own lit tests of buffer-hoisting,
# buffer-loop-hoisting, promote-buffers-to-stack and buffer-results-to-out-params (copied outside
# this repository, e.g. /work/corpora/upstream-bufferization/Transforms) one `// -----` chunk at a
# time, each RUN line's command with mlir-opt-22 and with jopt, and prints per file the cases
# that pass: jopt's output (stdout, stderr, exit status) identical to mlir-opt-22's and the
# chunk's CHECK lines passing on it (FileCheck, --allow-unused-prefixes; a chunk without CHECK
# lines is only compared). The others are classified: STALE (the same output as mlir-opt-22,
# whose output fails the CHECK lines too: a test version other than MLIR 22's), MLIRCRASH
# (mlir-opt-22 crashes; jopt passes the CHECK lines), FAIL.
#
#   bench/upstream-lit-hoist.sh FILE... [-v]
#
# JOPT=COMMAND runs another build; the jar is built when missing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ $# -lt 1 ]]; then
  echo "usage: $0 FILE... [-v]" >&2
  exit 2
fi
if [[ ! -f "$root/tools/target/jopt.jar" ]]; then
  (cd "$root" && mvn -B -q -o package -DskipTests -pl tools -am)
fi
exec python3 - "${JOPT:-$root/bin/jopt}" "$@" <<'PY'
import os, re, shlex, subprocess, sys, tempfile

FILECHECK = "/usr/lib/llvm-22/bin/FileCheck"
MARK = re.compile(r"^// -----\s*$")


def run_lines(text):
    runs, cur = [], ""
    for line in text.splitlines():
        m = re.match(r"^// RUN: (.*)$", line)
        if m:
            cur += m.group(1)
            if cur.endswith("\\"):
                cur = cur[:-1]
                continue
            runs.append(cur)
            cur = ""
    return runs


def parse_run(run):
    tool, _, check = run.partition("|")
    args = shlex.split(tool)
    assert args[0] == "mlir-opt", run
    args = [a for a in args[1:] if a != "%s"]
    split = "-split-input-file" in args or "--split-input-file" in args
    args = [a for a in args if a not in ("-split-input-file", "--split-input-file")]
    cargs = shlex.split(check)[1:] if check else None
    cargs = [a for a in (cargs or []) if a != "%s"] if cargs is not None else None
    return args, split, cargs


def chunks(text, split):
    lines = text.split("\n")
    if not split:
        return [(0, text)]
    out, start = [], 0
    for i, l in enumerate(lines):
        if MARK.match(l):
            out.append((start, "\n".join(lines[start:i])))
            start = i + 1
    out.append((start, "\n".join(lines[start:])))
    return out


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=300)
    err = p.stderr
    if p.returncode not in (0, 1):
        err = "CRASH rc=%d\n" % p.returncode + err[:300]
    return p.returncode, p.stdout, err


def filecheck(check_text, output, cargs):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(check_text)
    p = subprocess.run([FILECHECK, f.name, "--allow-unused-prefixes"] + cargs, input=output, capture_output=True, text=True)
    os.unlink(f.name)
    return p.returncode == 0, p.stderr


def main():
    jopt = sys.argv[1]
    verbose = "-v" in sys.argv
    files = [a for a in sys.argv[2:] if a != "-v"]
    total = passed = 0
    kinds = {}
    for path in files:
        text = open(path).read()
        fpass = fcount = 0
        fkinds = {}
        for r in run_lines(text):
            args, split, cargs = parse_run(r)
            for start, chunk in chunks(text, split):
                if not chunk.strip():
                    continue
                with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False,
                                                 dir="/tmp") as f:
                    f.write("\n" * start + chunk)
                name = re.search(r"func(?:\.func)?\s+(?:private\s+)?@(\w+)", chunk)
                name = name.group(1) if name else "?"
                m = run(["mlir-opt-22"] + args, f.name)
                j = run([jopt] + args, f.name)
                same = m == j
                mc = jc = True
                if cargs is not None and re.search(r'//\s*[A-Z-]+(-NEXT|-SAME|-LABEL|-NOT|-DAG)?:', chunk):
                    mc, _ = filecheck("\n" * start + chunk, m[1], cargs)
                    jc, jerr = filecheck("\n" * start + chunk, j[1], cargs)
                ok = same and jc
                if ok:
                    kind = "PASS"
                elif same and not mc:
                    kind = "STALE"  # same output, CHECK lines fail for mlir-opt-22 too
                elif m[2].startswith("CRASH") and jc:
                    kind = "MLIRCRASH"  # mlir-opt-22 crashes; jopt passes the CHECK lines
                else:
                    kind = "FAIL"
                kinds[kind] = kinds.get(kind, 0) + 1
                fkinds[kind] = fkinds.get(kind, 0) + 1
                fcount += 1
                fpass += ok
                if not ok or verbose:
                    print("%s %s:%d @%s %s same=%s check(jopt)=%s check(mlir)=%s" % (
                        kind, os.path.basename(path), start + 1, name,
                        " ".join(args), same, jc, mc))
                    if kind == "FAIL" and not verbose:
                        print("  mlir rc=%d err=%s" % (m[0], m[2].strip()[:400]))
                        print("  jopt rc=%d err=%s" % (j[0], j[2].strip()[:400]))
                        import difflib
                        for d in list(difflib.unified_diff(m[1].splitlines(), j[1].splitlines(),
                                                           "mlir", "jopt", lineterm=""))[:40]:
                            print("   " + d)
                os.unlink(f.name)
        print("%-60s %d/%d %s" % (os.path.basename(path), fpass, fcount, fkinds))
        total += fcount
        passed += fpass
    print("TOTAL %d/%d %s" % (passed, total, kinds))


main()
PY
