#!/usr/bin/env bash
# Acceptance check, not a test: runs a directory of MLIR-HLO's own lit tests of the deallocation
# passes (tests/Dialect/deallocation of tensorflow/mlir-hlo, copied outside this repository) with
# jopt in place of mlir-hlo-opt, one case per `// -----` chunk (per top-level function when a
# file has no markers), and prints per file the cases that pass.
#
#   bench/originals-hlo.sh DIR [-v] [--original-options]
#
# -v prints the command and output of each failing case. --original-options runs the passes with
# the options that select the original's behaviour where jopt follows the seed by default (see the
# pass table of docs/passes.md): every `-hlo-deallocate` becomes `--hlo-deallocate=retain-placement=
# before-terminator`. A RUN line whose FileCheck prefix has no directive in a case checks only that
# jopt succeeds on it (FileCheck refuses a file without check strings). The jar is built with
# `mvn -o package` in the reactor when it is missing; JOPT=COMMAND runs another build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ $# -lt 1 ]]; then
  echo "usage: $0 DIR [-v] [--original-options]" >&2
  exit 2
fi
if [[ ! -f "$root/tools/target/jopt.jar" ]]; then
  (cd "$root" && mvn -B -q -o package -DskipTests -pl tools -am)
fi
exec python3 - "$root" "$@" <<'PY'
import os, re, subprocess, sys, tempfile

root, src = sys.argv[1], sys.argv[2]
verbose = "-v" in sys.argv[3:]
original = "--original-options" in sys.argv[3:]
jopt = os.environ.get("JOPT", os.path.join(root, "bin", "jopt"))
llvm = "/usr/lib/llvm-22/bin"
filecheck = os.path.join(llvm, "FileCheck")
notcmd = os.path.join(llvm, "not")

# The original's behaviour where jopt's default follows the seed.
ORIGINAL_OPTIONS = {"hlo-deallocate": "retain-placement=before-terminator"}


def run_lines(lines):
    cmds, cur = [], ""
    for l in lines:
        m = re.match(r"\s*//\s*RUN:\s?(.*)$", l)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
        else:
            cmds.append(cur + part)
            cur = ""
    return cmds


def cases(lines):
    """(first line index, lines) per case: `// -----` chunks, else top-level functions."""
    if any(re.match(r"^// -----\s*$", l) for l in lines):
        out, start = [], 0
        for i, l in enumerate(lines):
            if re.match(r"^// -----\s*$", l):
                out.append((start, lines[start:i]))
                start = i + 1
        out.append((start, lines[start:]))
        return out
    starts = []
    for i, l in enumerate(lines):
        if re.match(r"^func\.func\b", l):
            # Comment lines right above a function (its CHECK-LABEL) belong to it.
            while i > 0 and lines[i - 1].lstrip().startswith("//") and "RUN:" not in lines[i - 1]:
                i -= 1
            starts.append(i)
    if len(starts) <= 1:
        return [(0, lines)]
    bounds = [0] + starts[1:] + [len(lines)]
    return [(bounds[k], lines[bounds[k]:bounds[k + 1]]) for k in range(len(bounds) - 1)]


def case_name(chunk):
    for l in chunk:
        m = re.match(r"^\s*func\.func\s+(?:private\s+)?(@[\w$.]+)", l)
        if m:
            return m.group(1)
    return "?"


def prefixes(cmd):
    m = re.search(r"--?check-prefix(?:es)?[= ](\S+)", cmd)
    return m.group(1).split(",") if m else ["CHECK"]


def has_directives(chunk, prefix):
    pat = re.compile(r"\b" + re.escape(prefix) + r"(-NEXT|-SAME|-LABEL|-NOT|-DAG|-EMPTY|-COUNT-\d+)?:")
    return any(pat.search(l) for l in chunk)


def substitute(cmd, path):
    cmd = re.sub(r"(?<![-\w/.])mlir-hlo-opt(?![-\w./])", jopt, cmd)
    cmd = re.sub(r"(?<![-\w/.])FileCheck(?![-\w./])", filecheck, cmd)
    cmd = re.sub(r"(?<![-\w/.])not(?![-\w./])", notcmd, cmd)
    if original:
        for p, o in ORIGINAL_OPTIONS.items():
            cmd = re.sub(r"(?<![\w-])--?" + re.escape(p) + r"(?![\w=-])", "--%s=%s" % (p, o), cmd)
    return cmd.replace("%s", path)


total_pass = total = 0
tmp = tempfile.mkdtemp(prefix="originals-hlo-")
for name in sorted(os.listdir(src)):
    if not name.endswith(".mlir"):
        continue
    lines = open(os.path.join(src, name)).read().split("\n")
    cmds = run_lines(lines)
    passed, failed = 0, []
    for k, (first, chunk) in enumerate(cases(lines)):
        # Blank lines keep the original line numbers in diagnostics.
        path = os.path.join(tmp, "%s.%d.mlir" % (name, k))
        with open(path, "w") as f:
            f.write("\n" * first + "\n".join(chunk) + "\n")
        ok, log = True, []
        for cmd in cmds:
            pipe = cmd.split("|")
            if len(pipe) > 1 and "FileCheck" in pipe[-1] and not any(
                    has_directives(chunk, p) for p in prefixes(pipe[-1])):
                cmd = "|".join(pipe[:-1])
            full = substitute(cmd, path)
            r = subprocess.run(["bash", "-o", "pipefail", "-c", full], capture_output=True,
                               text=True)
            if r.returncode != 0:
                ok = False
                log.append("$ " + full + "\n" + r.stdout[-3000:] + r.stderr[-3000:])
        if ok:
            passed += 1
        else:
            failed.append((case_name(chunk), log))
    n = passed + len(failed)
    total_pass += passed
    total += n
    print("%-40s %3d / %3d%s" % (name, passed, n,
                                 ("   failing: " + " ".join(c for c, _ in failed)) if failed else ""))
    if verbose:
        for c, log in failed:
            print("---- %s %s\n%s" % (name, c, "\n".join(log)))
print("%-40s %3d / %3d" % ("total", total_pass, total))
PY
