#!/usr/bin/env python3
"""Deallocation pipelines on a corpus of .mlir files, against mlir-opt-22 (not a test):

  bench/dealloc-corpus.py DIR... [--out OUT] [--jobs N] [--timeout S]

Every .mlir file under each DIR (kept outside this repository, e.g. the mlir/test trees of
public repositories) is split at whole `// -----` lines into programs. Each program is a case
for `--buffer-deallocation-pipeline`, and a program with a tensor type also for
`--one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline`; every run
has --allow-unregistered-dialect. A case counts when mlir-opt-22 accepts it (exit 0). Then:

  upstream  jopt with the same flags: identical (byte for byte; on a difference mlir-opt-22 runs
            up to 4 more times, as One-Shot Bufferize's function order may vary, and a rerun that
            prints jopt's output counts), differs, or fails (jopt's first error line)
  jopt      jopt with --jopt-deallocation-pipeline in place of --buffer-deallocation-pipeline:
            ok or fails (first error line)

A case passes when both are identical/ok. OUT (default target/dealloc-corpus) gets cases.tsv (one
row per case) and summary.txt (the counts and the failures grouped by their first error, SSA
names, numbers and locations normalized). jopt runs in one JVM (bench/JoptJobs.java, the jar of
this checkout or --jar: build it first); mlir-opt-22 as a process per case, JOBS at a time
(default 2), its results kept in --oracle-cache DIR (by a hash of the flags and the program) so
that runs of two jopt builds ask it once.
"""
import argparse
import collections
import concurrent.futures
import hashlib
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPLIT = re.compile(r"^[ \t]*// -----[ \t]*$", re.M)
UNREG = "--allow-unregistered-dialect"
DEALLOC = "--buffer-deallocation-pipeline"
BUFFERIZE = "--one-shot-bufferize=bufferize-function-boundaries"


def programs(dirs):
    """(id, text) of every program, in path order."""
    for d in dirs:
        d = os.path.abspath(d)
        files = []
        for base, _, names in os.walk(d):
            files += [os.path.join(base, n) for n in names if n.endswith(".mlir")]
        for f in sorted(files):
            rel = os.path.relpath(f, os.path.dirname(d))
            text = open(f, encoding="utf-8", errors="replace").read()
            parts = SPLIT.split(text) if SPLIT.search(text) else [text]
            for k, p in enumerate(parts):
                yield "%s#%d" % (rel, k), p


def first_error(text):
    for line in text.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()[:300]
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:300]
    return "no message"


def normalize(msg):
    msg = re.sub(r"%[\w.$-]+", "%V", msg)
    msg = re.sub(r"@[\w.$-]+", "@S", msg)
    msg = re.sub(r"\d+", "N", msg)
    return msg


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return 124, b"", "timeout"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "dealloc-corpus"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("--jar", default=os.path.join(ROOT, "tools", "target", "jopt.jar"))
    ap.add_argument("--oracle-cache", default=None)
    a = ap.parse_args()
    work = os.path.join(a.out, "work")
    os.makedirs(work, exist_ok=True)
    if a.oracle_cache:
        os.makedirs(a.oracle_cache, exist_ok=True)

    cases = []  # (case id, program path, flags)
    for pid, text in programs(a.dirs):
        safe = re.sub(r"[^\w.#-]", "_", pid)
        path = os.path.join(work, safe + ".mlir")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        cases.append((pid + " dealloc", path, [UNREG, DEALLOC]))
        if "tensor<" in text:
            cases.append((pid + " bufferize", path, [UNREG, BUFFERIZE, DEALLOC]))

    def oracle(case):
        key = None
        if a.oracle_cache:
            h = hashlib.sha1((" ".join(case[2]) + "\0").encode())
            h.update(open(case[1], "rb").read())
            key = os.path.join(a.oracle_cache, h.hexdigest())
            if os.path.exists(key + ".rc"):
                return case, int(open(key + ".rc").read()), open(key + ".out", "rb").read()
        rc, out, _ = run([a.mlir_opt] + case[2] + [case[1]], a.timeout)
        if key:
            open(key + ".out", "wb").write(out)
            open(key + ".rc", "w").write("%d\n" % rc)
        return case, rc, out

    accepted = []
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for case, rc, out in ex.map(oracle, cases):
            if rc == 0:
                accepted.append((case, out))
    print("dealloc-corpus: %d programs, %d cases, %d accepted by %s" % (
        len({c[1] for c in cases}), len(cases), len(accepted), a.mlir_opt), file=sys.stderr)

    jobs = os.path.join(a.out, "jobs.tsv")
    with open(jobs, "w") as f:
        for i, ((cid, path, flags), _) in enumerate(accepted):
            jflags = [x if x != DEALLOC else "--jopt-deallocation-pipeline" for x in flags]
            f.write("\t".join([os.path.join(work, "u%d" % i)] + flags + [path]) + "\n")
            f.write("\t".join([os.path.join(work, "j%d" % i)] + jflags + [path]) + "\n")
    subprocess.run(["java", "-Xss512m", "-cp", a.jar, os.path.join(ROOT, "bench", "JoptJobs.java"),
                    jobs, str(a.timeout)], check=True)

    def read(prefix):
        rc = int(open(prefix + ".rc").read())
        return rc, open(prefix + ".out", "rb").read(), open(prefix + ".err", errors="replace").read()

    rows, groups = [], collections.defaultdict(list)
    for i, ((cid, path, flags), mout) in enumerate(accepted):
        urc, uout, uerr = read(os.path.join(work, "u%d" % i))
        if urc != 0:
            up, uwhy = "fails", first_error(uerr)
        elif uout == mout:
            up, uwhy = "identical", ""
        else:
            up, uwhy = "differs", ""
            for _ in range(4):
                rc, again, _ = run([a.mlir_opt] + flags + [path], a.timeout)
                if rc == 0 and again == uout:
                    up = "identical"
                    break
        jrc, _, jerr = read(os.path.join(work, "j%d" % i))
        jo, jwhy = ("ok", "") if jrc == 0 else ("fails", first_error(jerr))
        rows.append((cid, up, jo, uwhy, jwhy))
        if up != "identical":
            groups["upstream " + up + ": " + normalize(uwhy)].append(cid)
        if jo != "ok":
            groups["jopt-deallocation-pipeline: " + normalize(jwhy)].append(cid)

    with open(os.path.join(a.out, "cases.tsv"), "w") as f:
        f.write("case\tupstream\tjopt\tupstream_error\tjopt_error\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
    n = len(rows)
    up_ok = sum(r[1] == "identical" for r in rows)
    j_ok = sum(r[2] == "ok" for r in rows)
    both = sum(r[1] == "identical" and r[2] == "ok" for r in rows)
    lines = ["dirs: " + " ".join(a.dirs),
             "cases accepted by %s: %d (of %d cases, %d programs)" % (
                 a.mlir_opt, n, len(cases), len({c[1] for c in cases})),
             "upstream pipeline identical: %d, differs: %d, fails: %d" % (
                 up_ok, sum(r[1] == "differs" for r in rows), sum(r[1] == "fails" for r in rows)),
             "jopt-deallocation-pipeline ok: %d, fails: %d" % (j_ok, n - j_ok),
             "cases passing both: %d of %d" % (both, n), "", "failures by cause:"]
    for key, ids in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        lines.append("%4d  %s" % (len(ids), key))
        lines += ["        " + x for x in ids[:5]]
    text = "\n".join(lines) + "\n"
    open(os.path.join(a.out, "summary.txt"), "w").write(text)
    print(text)


if __name__ == "__main__":
    main()
