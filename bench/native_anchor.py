#!/usr/bin/env python3
"""jopt-run against mlir-runner-22 -O3 on the torch-mlir models and upstream's integration tests:
see bench/native-anchor.sh for what is run, timed and written."""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import integration_tests as it  # noqa: E402
import native_anchor_model  # noqa: E402
from server_cpu import server_cpu  # noqa: E402

ROOT = it.ROOT
LIBS = ",".join(it.LLVM_LIB + "/libmlir_%s.so.22.1" % l for l in ("runner_utils", "c_runner_utils"))
TIMEOUT = int(os.environ.get("JOPT_ANCHOR_TIMEOUT", "900"))
# The lowering of a model for mlir-runner-22 (not timed): MLIR's One-Shot Bufferize, then the
# loops and LLVM lowering of bench/run-speed.sh, with math ops that convert-math-to-llvm
# leaves (math.erf, math.tanh) calls to libm.
MODEL_PIPELINE = [
    "-one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "-convert-linalg-to-loops", "-lower-affine", "-convert-scf-to-cf", "-expand-strided-metadata",
    "-finalize-memref-to-llvm", "-convert-math-to-llvm", "-convert-math-to-libm", "-convert-arith-to-llvm",
    "-convert-cf-to-llvm", "-convert-func-to-llvm", "-reconcile-unrealized-casts"]
ADDR = re.compile(rb"base@ = 0x[0-9a-f]+")


class Program:
    """One program of the bench: the runner's command on the lowered file and jopt-run's."""

    def __init__(self, name, kind, runner, jopt, merged=False, note="", expected=None):
        self.name, self.kind, self.runner, self.jopt = name, kind, runner, jopt
        self.merged, self.note = merged, note
        # jopt-run's output when it is not the runner's bytes but within compare()'s tolerance
        self.expected = expected


def run(cmd, env=None, timeout=TIMEOUT):
    """(wall, cpu, stdout + maybe stderr, stderr, rc) of CMD as a whole process."""
    with tempfile.NamedTemporaryFile() as t:
        before = server_cpu(ROOT) if env and env.get("JOPT_SERVER") == "1" else 0.0
        start = time.monotonic()
        p = subprocess.run(["/usr/bin/time", "-f", "%U %S", "-o", t.name] + cmd,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, timeout=timeout)
        wall = time.monotonic() - start
        fields = open(t.name).read().split()
        cpu = float(fields[-2]) + float(fields[-1]) if len(fields) >= 2 else float("nan")
        if env and env.get("JOPT_SERVER") == "1":
            cpu += server_cpu(ROOT) - before
    return wall, cpu, p.stdout, p.stderr, p.returncode


def output(stdout, stderr, merged):
    return ADDR.sub(b"base@ = ADDR", stdout + (stderr if merged else b""))


def lower(cmd, out):
    p = subprocess.run(cmd + ["-o", out], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        return it.first_error(p.stderr.decode("utf-8", "replace"))
    return None


def model_program(path, tmp):
    name = os.path.basename(path)[:-5]
    src = os.path.join(tmp, name + ".mlir")
    with open(path) as f:
        text = native_anchor_model.rewrite(f.read())
    with open(src, "w") as f:
        f.write(text)
    ll = os.path.join(tmp, name + ".ll.mlir")
    err = lower(["mlir-opt-22", src] + MODEL_PIPELINE, ll)
    if err:
        return None, "mlir-opt-22: " + err
    runner = ["mlir-runner-22", "-O3", "-e", "main", "-entry-point-result=void",
              "-shared-libs=" + LIBS, ll]
    jopt = [it.JOPT_RUN, src, "-e", "main", "-entry-point-result=void"]
    try:
        r = subprocess.run(runner, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, "mlir-runner-22: stopped after %d s (JOPT_ANCHOR_TIMEOUT)" % TIMEOUT
    if r.returncode != 0:
        return None, "mlir-runner-22: " + it.first_error(r.stderr.decode("utf-8", "replace"))
    try:
        j = subprocess.run(jopt, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=TIMEOUT, env=dict(os.environ, JOPT_SERVER="0"))
    except subprocess.TimeoutExpired:
        return None, "jopt-run: stopped after %d s (JOPT_ANCHOR_TIMEOUT)" % TIMEOUT
    if j.returncode != 0:
        return None, "jopt-run: " + it.first_error(j.stderr.decode("utf-8", "replace"))
    same = compare(output(r.stdout, b"", False), output(j.stdout, b"", False))
    if same is None:
        return None, "outputs differ beyond a relative 1e-4"
    return Program(name, "torch-mlir model", runner, jopt, expected=same[1]), None


NUMBER = re.compile(rb"-?(?:\d+\.?\d*(?:e[-+]?\d+)?|inf|nan)")


def compare(want, got):
    """(verdict, what got must be) when GOT is WANT: "yes" for the same bytes, else
    "max rel diff D" when the text around the numbers is the same and every number within a
    relative 1e-4 (printMemref's 6 digits of a sum in another order); None otherwise."""
    if want == got:
        return "yes", got
    a, b = NUMBER.split(want), NUMBER.split(got)
    if a != b:
        return None
    worst = 0.0
    for x, y in zip(NUMBER.findall(want), NUMBER.findall(got)):
        x, y = float(x), float(y)
        if x == y or (x != x and y != y):
            continue
        d = abs(x - y) / max(abs(x), abs(y), 1e-30)
        if d > 1e-4:
            return None
        worst = max(worst, d)
    return "max rel diff %.1e" % worst, got


def subst(cmd, path, tmp):
    libs = {"%mlir_runner_utils": it.LLVM_LIB + "/libmlir_runner_utils.so.22.1",
            "%mlir_c_runner_utils": it.LLVM_LIB + "/libmlir_c_runner_utils.so.22.1",
            "%tlir_runner_utils": it.LLVM_LIB + "/libmlir_runner_utils.so.22.1",
            "%mlir_lib_dir": it.LLVM_LIB, "%shlibext": ".so"}
    for k in sorted(libs, key=len, reverse=True):
        cmd = cmd.replace(k, libs[k])
    return cmd.replace("%s", shlex.quote(path)).replace("%t", os.path.join(tmp, "t"))


def test_candidates(path, text, tmp):
    """jopt-run's commands for the test: on the output of its mlir-opt part up to the LLVM
    lowering (as bench/integration-tests.sh --pipeline), then on its input as it is."""
    rargs, _check, merged, opts = it.runner_pipelines(it.run_commands(text))[0]
    entry, result = it.runner_options(rargs)
    base = ["-e", entry, "-entry-point-result=" + result]
    cands = []
    steps = tuple(it.opt_steps(opts))
    if steps:
        d = tempfile.mkdtemp(dir=tmp)
        p, how = it.run_opt_steps(path, steps, d)
        if p is not None:
            flags = ["--test-cf-assert"] if any("test-cf-assert" in o for o in opts) else []
            cands.append(([it.JOPT_RUN, p] + base + flags, "after its mlir-opt part (%s)" % how))
    run_path, note = path, "as it is"
    erased = it.erase_schedule(text)
    if erased is not None:
        run_path = os.path.join(tmp, "erased-" + os.path.basename(path))
        with open(run_path, "w") as f:
            f.write(erased)
        note = "as it is, transform schedule erased"
    cands.append(([it.JOPT_RUN, run_path] + base, note))
    return cands, merged


def test_program(path, rel, tmp):
    """The test's first RUN pipeline into mlir-runner: its mlir-opt stages (with mlir-opt-22)
    write the lowered file; the runner's command with -O3."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    pipelines = it.runner_pipelines(it.run_commands(text))
    if not pipelines:
        return None, "no RUN line pipes mlir-runner into FileCheck"
    rargs, check, merged, opts = pipelines[0]
    d = tempfile.mkdtemp(dir=tmp)
    ll = os.path.join(d, "lowered.mlir")
    stages = [re.sub(r"\s-o\s+%t\b", "", s) for s in opts]
    stages = [re.sub(r"^\s*mlir-opt\b", "mlir-opt-22", s) for s in stages]
    if stages and "%s" not in stages[0]:
        stages[0] += " %s"
    sh = " | ".join(subst(s, path, d) for s in stages) + " > " + shlex.quote(ll)
    p = subprocess.run(["bash", "-o", "pipefail", "-c", sh], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, cwd=d)
    if p.returncode != 0:
        return None, "mlir-opt-22: " + it.first_error(p.stderr.decode("utf-8", "replace"))
    toks = shlex.split(subst(rargs, path, d))
    toks = [t for t in toks[1:] if not re.match(r"-O\d$", t) and not t.startswith(d)
            and t != path]
    runner = ["mlir-runner-22", "-O3"] + toks + [ll]
    r = subprocess.run(runner, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT)
    c = subprocess.run([it.FILECHECK] + it.filecheck_args(check, path),
                       input=r.stdout + (r.stderr if merged else b""), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE)
    if r.returncode != 0 or c.returncode != 0:
        return None, "mlir-runner-22 -O3 does not pass it (exit %d, FileCheck %d)" % (
            r.returncode, c.returncode)
    want = output(r.stdout, r.stderr, merged)
    cands, merged = test_candidates(path, text, tmp)
    tried = []
    for cmd, note in cands:
        j = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT,
                           env=dict(os.environ, JOPT_SERVER="0"))
        if output(j.stdout, j.stderr, merged) == want and j.returncode == 0:
            return Program(rel, "integration test", runner, cmd, merged, note), None
        tried.append("%s: exit %d%s" % (note, j.returncode,
                                         "" if j.returncode else ", output differs"))
    return None, "jopt-run: " + "; ".join(tried)


def best(results):
    return min(results, key=lambda r: r[0])


def time_program(prog, runs):
    """Best-of-RUNS (wall, cpu) of the runner, jopt-run in its own JVM and through the warm
    server, and whether every output was the runner's."""
    want, rows = None, []
    verdict = "yes"
    for label, cmd, env in (("runner", prog.runner, None),
                            ("own", prog.jopt, dict(os.environ, JOPT_SERVER="0")),
                            ("warm", prog.jopt, dict(os.environ, JOPT_SERVER="1"))):
        if label == "warm":
            run(cmd, env)  # the server up and this program's classes warm: not timed
        results = []
        for _ in range(runs):
            wall, cpu, out, err, rc = run(cmd, env)
            got = output(out, err, prog.merged)
            if want is None:
                want = got
            if label != "runner" and prog.expected is not None:
                c = compare(want, got)
                if c is None or rc != 0:
                    verdict = "NO"
                elif verdict == "yes":
                    verdict = c[0]
            elif got != want or rc != 0:
                verdict = "NO"
            results.append((wall, cpu))
        rows.append(best(results))
    return rows, verdict


def fmt(x):
    return "%.2f" % x


def main():
    args = sys.argv[1:]
    runs, models, tests, out = 3, None, None, None
    i = 0
    names = []
    while i < len(args):
        a = args[i]
        if a == "--models":
            models, i = args[i + 1], i + 1
        elif a == "--tests":
            tests, i = args[i + 1], i + 1
        elif a == "--out":
            out, i = args[i + 1], i + 1
        elif a.isdigit():
            runs = int(a)
        else:
            names.append(a)
        i += 1
    if not models and not tests:
        sys.exit("usage: bench/native-anchor.sh [RUNS] [--models DIR] [--tests DIR] "
                 "[--out PREFIX] [NAME...]")
    out = out or os.path.join(ROOT, "bench", "results", "native-anchor")
    command = "bench/native-anchor.sh " + " ".join(shlex.quote(a) for a in args)
    chosen = lambda n: not names or any(x in n for x in names)  # noqa: E731
    tmp = tempfile.mkdtemp(prefix="native-anchor-")
    try:
        programs, excluded = prepare(models, tests, chosen, tmp)
        rows = time_all(programs, runs)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    write(out, command, runs, rows, excluded)


def prepare(models, tests, chosen, tmp):
    """The programs to time and the (name, reason) of those left out."""
    programs, excluded = [], []
    if models:
        for f in sorted(os.listdir(models)):
            if f.endswith(".mlir") and chosen(f):
                p, why = model_program(os.path.join(models, f), tmp)
                (programs.append(p) if p else excluded.append((f[:-5], why)))
    if tests:
        for base, _, fs in sorted(os.walk(tests)):
            for f in sorted(fs):
                rel = os.path.relpath(os.path.join(base, f), tests)
                if f.endswith(".mlir") and chosen(rel):
                    p, why = test_program(os.path.join(base, f), rel, tmp)
                    (programs.append(p) if p else excluded.append((rel, why)))
    return programs, excluded


def time_all(programs, runs):
    rows = []
    for p in programs:
        t, equal = time_program(p, runs)
        (rw, rc), (ow, oc), (ww, wc) = t
        row = [p.name, p.kind, fmt(rw), fmt(rc), fmt(ow), fmt(oc), fmt(ww), fmt(wc),
               fmt(ow / rw), fmt(oc / rc), fmt(ww / rw), fmt(wc / rc), equal, p.note]
        rows.append(row)
        print("\t".join(row), flush=True)
    return rows


def write(out, command, runs, rows, excluded):
    header = ["program", "kind", "runner_wall", "runner_cpu", "own_wall", "own_cpu", "warm_wall",
              "warm_cpu", "own_wall_ratio", "own_cpu_ratio", "warm_wall_ratio", "warm_cpu_ratio",
              "outputs_equal", "jopt_run_input"]
    load = open("/proc/loadavg").read().split()[:3]
    with open(out + ".tsv", "w") as f:
        f.write("# %s\n# best of %d runs each, whole-process wall and CPU (user + sys) seconds; "
                "load average %s at the end on %d cores\n" % (command, runs, " ".join(load),
                                                               os.cpu_count()))
        f.write("\t".join(header) + "\n")
        for r in rows:
            f.write("\t".join(r) + "\n")
        for n, why in excluded:
            f.write("# excluded %s: %s\n" % (n, why))
    own2 = [r[0] for r in rows if float(r[8]) <= 2]
    warm2 = [r[0] for r in rows if float(r[10]) <= 2]
    with open(out + ".md", "w") as f:
        f.write("```\n%s\n```\n\nBest of %d runs each; load average %s at the end on %d cores. "
                "Wall / CPU seconds (CPU: user + sys; through the server, the server's CPU "
                "during the call added).\n\n" % (command, runs, " ".join(load), os.cpu_count()))
        f.write("| program | mlir-runner-22 -O3 | jopt-run own JVM | jopt-run warm server | "
                "wall ratio own / warm | CPU ratio own / warm | outputs equal |\n")
        f.write("|---|---|---|---|---|---|---|\n")
        for r in rows:
            f.write("| %s | %s / %s | %s / %s | %s / %s | %sx / %sx | %sx / %sx | %s |\n" % (
                r[0], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[10], r[9], r[11], r[12]))
        f.write("\nWithin 2x of mlir-runner's wall: %d of %d in its own JVM, %d of %d through the "
                "warm server.\n" % (len(own2), len(rows), len(warm2), len(rows)))
        if excluded:
            f.write("\nNot timed (not run to the same output by both):\n\n")
            for n, why in excluded:
                f.write("- %s: %s\n" % (n, why))
    print("wrote %s.tsv and %s.md" % (out, out))


if __name__ == "__main__":
    main()
